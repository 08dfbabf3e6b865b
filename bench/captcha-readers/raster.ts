import { Resvg } from '@resvg/resvg-js';

/** A greyscale picture, one byte a pixel (0 black, 255 white). */
export type Gray = { width: number; height: number; pixels: Uint8Array };

/**
 * How a reader turns colour into grey: plain luminance, or how far each pixel's colour is from the
 * picture's commonest colour (the background), which finds pale glyphs on a pale background.
 */
export type Channel = 'luminance' | 'background-distance';

/** Renders an SVG document at `scale` times its size, as an attacker's headless renderer would. */
export function rasterise(svg: string, scale: number, channel: Channel = 'luminance'): Gray {
  const rendered = new Resvg(svg, { fitTo: { mode: 'zoom', value: scale }, background: 'white' }).render();
  const rgba = rendered.pixels;
  const count = rendered.width * rendered.height;
  const pixels = new Uint8Array(count);
  const rgb = (i: number) => [rgba[i * 4] ?? 0, rgba[i * 4 + 1] ?? 0, rgba[i * 4 + 2] ?? 0] as const;
  if (channel === 'luminance') {
    for (let i = 0; i < count; i++) {
      const [r, g, b] = rgb(i);
      pixels[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  } else {
    const counts = new Map<number, number>();
    for (let i = 0; i < count; i++) {
      const [r, g, b] = rgb(i);
      const key = (r << 16) | (g << 8) | b;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const mode = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    const background = [mode >> 16, (mode >> 8) & 255, mode & 255];
    for (let i = 0; i < count; i++) {
      const [r, g, b] = rgb(i);
      const distance = Math.hypot(r - (background[0] ?? 0), g - (background[1] ?? 0), b - (background[2] ?? 0));
      pixels[i] = Math.max(0, 255 - Math.round(distance * 2));
    }
  }
  return { width: rendered.width, height: rendered.height, pixels };
}

/** The picture's colours, four bytes a pixel (RGBA), for a reader that sorts ink by colour. */
export type Rgba = { width: number; height: number; pixels: Uint8Array };

export function rasteriseRgba(svg: string, scale: number): Rgba {
  const rendered = new Resvg(svg, { fitTo: { mode: 'zoom', value: scale }, background: 'white' }).render();
  return { width: rendered.width, height: rendered.height, pixels: rendered.pixels };
}

/** A PNG as an SVG document that shows it, so one renderer decodes both kinds of picture. */
export function pngAsSvg(png: Buffer, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><image width="${width}" height="${height}" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
}

/** Width and height from a PNG's header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export function renderPng(svg: string, scale: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'zoom', value: scale }, background: 'white' }).render().asPng();
}

/** Otsu's threshold: the grey level that best splits the histogram into ink and paper. */
export function otsuThreshold(image: Gray): number {
  const histogram = new Array<number>(256).fill(0);
  for (const p of image.pixels) histogram[p] = (histogram[p] ?? 0) + 1;
  const total = image.pixels.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (histogram[i] ?? 0);
  let sumBelow = 0;
  let weightBelow = 0;
  let best = 127;
  let bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    weightBelow += histogram[t] ?? 0;
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += t * (histogram[t] ?? 0);
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sum - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/** Ink mask: 1 where the pixel is darker than the threshold. */
export function binarise(image: Gray, threshold = otsuThreshold(image)): Uint8Array {
  return image.pixels.map((p) => (p <= threshold ? 1 : 0));
}

/** Morphological opening with a square of side 2r+1: removes strokes thinner than the square. */
export function open(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const pass = (src: Uint8Array, keepIf: (all: boolean, any: boolean) => boolean) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let all = true;
        let any = false;
        for (let dy = -r; dy <= r; dy++) {
          for (let dx = -r; dx <= r; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            const v = xx >= 0 && yy >= 0 && xx < width && yy < height ? src[yy * width + xx] : 0;
            if (v) any = true;
            else all = false;
          }
        }
        out[y * width + x] = keepIf(all, any) ? 1 : 0;
      }
    }
    return out;
  };
  return pass(
    pass(mask, (all) => all),
    (_all, any) => any,
  );
}

/** A binary mask as a PGM file (tesseract reads it through leptonica): ink black on white. */
export function maskToPgm(mask: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`);
  return Buffer.concat([header, Buffer.from(mask.map((v) => (v ? 0 : 255)))]);
}
