import type { Theme } from './theme';

/**
 * A brand's theme colours (picked by the platform owner in the console, '#rrggbb') as the lobby's
 * CSS custom properties, over the defaults of global.css in each theme. Any colour may be picked,
 * so readability is decided here, by WCAG 2 contrast:
 * - the main colour fills buttons as it is; the text on it is the first ink (the default dark one,
 *   white, black) that reads on every stop of its gradient;
 * - where the main colour is itself text (gold letters included), an outline or an icon on the
 *   page, it is darkened (light theme) or lightened (dark theme) until it reads on every surface of
 *   that theme;
 * - the accent tints the glows and the hero panels' first stop only as far as the theme's own text
 *   stays readable on it.
 */

type Rgb = readonly [number, number, number];
export type BrandColours = { themePrimary: string | null; themeAccent: string | null };

/** WCAG AA for body text. */
export const READABLE_CONTRAST = 4.5;

/** The surfaces and text of each theme in global.css that brand colours meet. */
const THEME_SURFACES: Record<Theme, { surfaces: string[]; text: string; heroFrom: string }> = {
  dark: { surfaces: ['#0a1024', '#131d3d', '#16224a'], text: '#eef1fb', heroFrom: '#1a2657' },
  light: { surfaces: ['#f3f5fb', '#eef1f8', '#ffffff'], text: '#141b33', heroFrom: '#fff6df' },
};
/** The default ink on gold (global.css --on-gold), then white, then black: the first that reads. */
const INKS = ['#2a1b00', '#ffffff', '#000000'];
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `weight` of `other` mixed into `base` (0: base, 1: other), channel by channel. */
const mix = (base: Rgb, other: Rgb, weight: number): Rgb =>
  [0, 1, 2].map((i) => (base[i] ?? 0) + ((other[i] ?? 0) - (base[i] ?? 0)) * weight) as unknown as Rgb;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const x = typeof a === 'string' ? parseHex(a) : a;
  const y = typeof b === 'string' ? parseHex(b) : b;
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const worstContrast = (colour: string | Rgb, against: (string | Rgb)[]) =>
  Math.min(...against.map((s) => contrastRatio(colour, s)));

/** The colour moved towards black or white in small steps until it reads on every surface. */
function readableOn(colour: Rgb, theme: Theme): Rgb {
  const target = theme === 'dark' ? WHITE : BLACK;
  const { surfaces } = THEME_SURFACES[theme];
  for (let weight = 0; weight <= 1; weight += 0.05) {
    const candidate = mix(colour, target, weight);
    if (worstContrast(candidate, surfaces) >= READABLE_CONTRAST) return candidate;
  }
  return target;
}

/** The first ink that reads on every stop of a fill, if any. */
function inkOn(stops: Rgb[]): string | undefined {
  return INKS.find((ink) => worstContrast(ink, stops) >= READABLE_CONTRAST);
}

const rgba = (rgb: Rgb, alpha: number) => `rgba(${rgb.map(Math.round).join(', ')}, ${alpha})`;

/** The custom properties of one theme for these brand colours; empty when the brand picked none. */
export function brandThemeProperties(colours: BrandColours, theme: Theme): Record<string, string> {
  const properties: Record<string, string> = {};
  const primary = colours.themePrimary ? parseHex(colours.themePrimary) : null;
  if (primary) {
    // A light and a dark end around the colour, close enough for one ink to read on all three; without
    // such an ink, the fill is the colour alone, on which white or black always reads.
    const gradient = [mix(primary, WHITE, 0.25), primary, mix(primary, BLACK, 0.2)];
    const gradientInk = inkOn(gradient);
    const [from, middle, to] = gradientInk ? gradient : [primary, primary, primary];
    const ink = gradientInk ?? inkOn([primary]) ?? '#000000';
    const text = readableOn(primary, theme);
    properties['--gold-gradient'] =
      `linear-gradient(135deg, ${toHex(from as Rgb)} 0%, ${toHex(middle as Rgb)} 45%, ${toHex(to as Rgb)} 100%)`;
    properties['--on-gold'] = ink;
    properties['--gold'] = toHex(text);
    properties['--gold-text-gradient'] = `linear-gradient(135deg, ${toHex(text)} 0%, ${toHex(text)} 100%)`;
    properties['--gold-soft'] = rgba(text, theme === 'dark' ? 0.12 : 0.1);
    properties['--gold-glow'] = rgba(primary, theme === 'dark' ? 0.28 : 0.3);
    properties['--border-gold'] = rgba(text, theme === 'dark' ? 0.35 : 0.4);
  }
  const accent = colours.themeAccent ? parseHex(colours.themeAccent) : null;
  if (accent) {
    const { text, heroFrom } = THEME_SURFACES[theme];
    properties['--glow'] = rgba(accent, theme === 'dark' ? 0.35 : 0.25);
    const base = parseHex(heroFrom) as Rgb;
    for (let weight = 0.4; weight > 0; weight -= 0.05) {
      const tint = mix(base, accent, weight);
      if (contrastRatio(tint, text) >= READABLE_CONTRAST) {
        properties['--hero-from'] = toHex(tint);
        break;
      }
    }
  }
  return properties;
}

/**
 * Lays the brand's colours of the page's theme (`<html data-theme>`) on the element's own style,
 * which outranks global.css, and again whenever the theme switches. Through the CSSOM, which the
 * site's content security policy allows (it refuses inline style sheets). Returns the undoing.
 */
export function applyBrandColours(root: HTMLElement, colours: BrandColours): () => void {
  const dark = brandThemeProperties(colours, 'dark');
  const light = brandThemeProperties(colours, 'light');
  const names = Object.keys({ ...dark, ...light });
  if (names.length === 0) return () => {};
  const apply = () => {
    const properties = root.dataset.theme === 'light' ? light : dark;
    for (const name of names) root.style.setProperty(name, properties[name] ?? null);
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    observer.disconnect();
    for (const name of names) root.style.removeProperty(name);
  };
}
