/**
 * The small toolkit the server's drawn images share (game and vendor icons, banners): a stable
 * hash, a seeded random sequence, colours and the gradients the motifs paint with. Everything is
 * derived from catalogue keys and checked colours, never from free text, so nothing a user or an
 * operator typed can reach the markup.
 */

/** FNV-1a, 32 bits: the same key always gives the same picture. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = () => number;

/** mulberry32: a tiny seeded generator, enough for placing shapes. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Between `low` and `high`, rounded to one decimal (the SVG stays short). */
export function between(random: Random, low: number, high: number): number {
  return round(low + random() * (high - low));
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** A stored colour, or the fallback when it is not a plain hex colour (it is written into the SVG). */
export function checkedColor(color: string | null | undefined, fallback: string): string {
  return color && HEX_COLOR.test(color) ? color : fallback;
}

/** Hex colour of a hue (degrees), saturation and lightness (0-100). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The hue (degrees) of a hex colour. */
export function hueOf(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 220;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return Math.round((sector * 60 + 360) % 360);
}

/** The colours of one picture: its backdrop from one hue, the motif's accent from the opposite side. */
export type Palette = {
  backTop: string;
  backBottom: string;
  glow: string;
  accent: string;
  accentLight: string;
  accentDark: string;
};

export function paletteOf(hue: number): Palette {
  const accentHue = (hue + 150) % 360;
  return {
    backTop: hsl(hue, 62, 38),
    backBottom: hsl((hue + 28) % 360, 68, 13),
    glow: hsl(hue, 90, 72),
    accent: hsl(accentHue, 78, 52),
    accentLight: hsl(accentHue, 90, 74),
    accentDark: hsl(accentHue, 72, 28),
  };
}

/**
 * The gradients every motif may use, by id: `ac` the accent, light to dark; `mt` gold metal; `bl` a
 * sphere's light and shade, laid over a flat disc; `hl` a top highlight; `sh` a soft ground shadow;
 * `gl` the backdrop's glow.
 */
export function sharedGradients(palette: Palette): string {
  return [
    `<linearGradient id="ac" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accentLight}"/><stop offset=".5" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.accentDark}"/></linearGradient>`,
    '<linearGradient id="mt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#f5b700"/><stop offset="1" stop-color="#8a4b00"/></linearGradient>',
    '<radialGradient id="bl" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient>',
    '<linearGradient id="hl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
    '<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    `<radialGradient id="gl"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".7"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
  ].join('');
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, size: number, opacity = 0.9): string {
  const s = round(size);
  const q = round(size / 4);
  return `<path d="M${x} ${round(y - s)}Q${round(x + q)} ${round(y - q)} ${round(x + s)} ${y}Q${round(x + q)} ${round(y + q)} ${x} ${round(y + s)}Q${round(x - q)} ${round(y + q)} ${round(x - s)} ${y}Q${round(x - q)} ${round(y - q)} ${x} ${round(y - s)}Z" fill="#fff" opacity="${opacity}"/>`;
}

/** A lit sphere: a flat disc of the colour with the shared light and shade laid over it. */
export function sphere(x: number, y: number, r: number, color: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#bl)"/>`;
}

/** A soft shadow on the ground under a shape. */
export function groundShadow(x: number, y: number, rx: number, ry: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#sh)"/>`;
}
