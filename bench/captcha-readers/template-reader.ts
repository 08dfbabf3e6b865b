import { binarise, type Gray, open, type Rgba } from './raster';

/**
 * The attacker's glyph-template reader, written the way such scripts are: threshold the picture,
 * wipe thin lines with a morphological opening, cut it into glyphs (connected components, wide
 * blobs split at the thinnest column, or equal slices when that fails), then name each piece by
 * the closest template rendered from the captcha's own font at a few rotations.
 */

const CELL = 24;

type Box = { left: number; right: number; top: number; bottom: number };
type Mask = { width: number; height: number; ink: Uint8Array };
export type Template = { char: string; cell: Float32Array; aspect: number };

/** Scales the ink inside a box to a CELL x CELL square of ink fractions, centred on its mean. */
function normalise(mask: Mask, box: Box): Float32Array {
  const cell = new Float32Array(CELL * CELL);
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  for (let cy = 0; cy < CELL; cy++) {
    for (let cx = 0; cx < CELL; cx++) {
      const x0 = box.left + Math.floor((cx * w) / CELL);
      const x1 = Math.max(x0 + 1, box.left + Math.floor(((cx + 1) * w) / CELL));
      const y0 = box.top + Math.floor((cy * h) / CELL);
      const y1 = Math.max(y0 + 1, box.top + Math.floor(((cy + 1) * h) / CELL));
      let ink = 0;
      let all = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          ink += mask.ink[y * mask.width + x] ?? 0;
          all++;
        }
      }
      cell[cy * CELL + cx] = ink / all;
    }
  }
  const mean = cell.reduce((sum, v) => sum + v, 0) / cell.length;
  let norm = 0;
  for (let i = 0; i < cell.length; i++) {
    cell[i] = (cell[i] ?? 0) - mean;
    norm += (cell[i] ?? 0) ** 2;
  }
  norm = Math.sqrt(norm) || 1;
  return cell.map((v) => v / norm);
}

function inkBox(mask: Mask, columns: [number, number] = [0, mask.width - 1]): Box | null {
  let box: Box | null = null;
  for (let y = 0; y < mask.height; y++) {
    for (let x = columns[0]; x <= columns[1]; x++) {
      if (!mask.ink[y * mask.width + x]) continue;
      box = box
        ? {
            left: Math.min(box.left, x),
            right: Math.max(box.right, x),
            top: Math.min(box.top, y),
            bottom: Math.max(box.bottom, y),
          }
        : { left: x, right: x, top: y, bottom: y };
    }
  }
  return box;
}

/** Connected components (8-neighbours) as boxes with their pixel counts, in reading order. */
function components(mask: Mask): (Box & { area: number; label: number })[] {
  const labels = new Int32Array(mask.ink.length);
  const out: (Box & { area: number; label: number })[] = [];
  for (let start = 0; start < mask.ink.length; start++) {
    if (!mask.ink[start] || labels[start]) continue;
    const label = out.length + 1;
    const stack = [start];
    labels[start] = label;
    const box = { left: mask.width, right: 0, top: mask.height, bottom: 0, area: 0, label };
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % mask.width;
      const y = Math.floor(i / mask.width);
      box.area++;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= mask.width || yy >= mask.height) continue;
          const j = yy * mask.width + xx;
          if (mask.ink[j] && !labels[j]) {
            labels[j] = label;
            stack.push(j);
          }
        }
      }
    }
    out.push(box);
  }
  return out.sort((a, b) => a.left - b.left);
}

/** Column ranges of the glyphs: components, wide ones split at their thinnest column, else equal slices. */
function segment(mask: Mask, length: number): [number, number][] {
  const total = mask.ink.reduce((sum, v) => sum + v, 0);
  let pieces: [number, number][] = components(mask)
    .filter((c) => c.area > total / (length * 8))
    .map((c) => [c.left, c.right]);
  const columnInk = (x: number) => {
    let ink = 0;
    for (let y = 0; y < mask.height; y++) ink += mask.ink[y * mask.width + x] ?? 0;
    return ink;
  };
  while (pieces.length > 0 && pieces.length < length) {
    const widest = pieces.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
    const [l, r] = widest;
    const parts = Math.min(length - pieces.length + 1, Math.max(2, Math.round(((r - l) * length) / mask.width)));
    const cuts: number[] = [];
    for (let k = 1; k < parts; k++) {
      const guess = l + Math.round(((r - l) * k) / parts);
      const reach = Math.round((r - l) / parts / 3);
      let best = guess;
      for (let x = guess - reach; x <= guess + reach; x++) if (columnInk(x) < columnInk(best)) best = x;
      cuts.push(best);
    }
    const bounds = [l, ...cuts, r];
    const split = bounds.slice(1).map((right, k): [number, number] => [(bounds[k] as number) + (k ? 1 : 0), right]);
    pieces = pieces.flatMap((p) => (p === widest ? split : [p]));
  }
  if (pieces.length > length) {
    pieces = [...pieces]
      .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
      .slice(0, length)
      .sort((a, b) => a[0] - b[0]);
  }
  return pieces;
}

/** Normalised cross-correlation of two cells. */
function score(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

const aspectOf = (box: Box) => (box.right - box.left + 1) / (box.bottom - box.top + 1);

/** The template most like the piece: shape correlation, less a penalty for a different width-to-height ratio. */
function classify(cell: Float32Array, aspect: number, templates: Template[]): string {
  let best = templates[0]?.char ?? '?';
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const template of templates) {
    const s = score(cell, template.cell) - 0.5 * Math.abs(Math.log(aspect / template.aspect));
    if (s > bestScore) {
      bestScore = s;
      best = template.char;
    }
  }
  return best;
}

/** Templates: each character of the alphabet drawn alone (by the captcha's own code path) at a few rotations. */
export function buildTemplates(
  alphabet: string,
  angles: number[],
  drawChar: (char: string, angle: number) => Gray,
): Template[] {
  const templates: Template[] = [];
  for (const char of alphabet) {
    for (const angle of angles) {
      const image = drawChar(char, angle);
      const mask = { width: image.width, height: image.height, ink: binarise(image, 128) };
      const box = inkBox(mask);
      if (box) templates.push({ char, cell: normalise(mask, box), aspect: aspectOf(box) });
    }
  }
  return templates;
}

/**
 * Where to cut: by the ink's shape (components), or at the places svg-captcha always puts its
 * glyphs, (width - 2) / (length + 1) apart: the fixed grid that the 20-line script exploited.
 */
export type Segmentation = 'components' | 'fixed-grid';

export type TemplateReaderOptions = {
  length: number;
  openRadius: number;
  segmentation: Segmentation;
  templates: Template[];
};

function fixedGrid(width: number, length: number): [number, number][] {
  const spacing = (width - 2) / (length + 1);
  return Array.from({ length }, (_, i): [number, number] => [
    Math.max(0, Math.round(spacing * (i + 0.5))),
    Math.min(width - 1, Math.round(spacing * (i + 1.5))),
  ]);
}

export function readWithTemplates(image: Gray, options: TemplateReaderOptions): string {
  let ink = binarise(image);
  if (options.openRadius > 0) ink = open(ink, image.width, image.height, options.openRadius);
  const mask = { width: image.width, height: image.height, ink };
  const pieces =
    options.segmentation === 'fixed-grid' ? fixedGrid(image.width, options.length) : segment(mask, options.length);
  return pieces
    .map((columns) => {
      const box = inkBox(mask, columns);
      return box ? classify(normalise(mask, box), aspectOf(box), options.templates) : '?';
    })
    .join('');
}

/** The legibility proxy: the same matcher, handed each glyph's true outline box instead of guessing. */
export function readGivenBoxes(image: Gray, boxes: Box[], templates: Template[]): string {
  const mask = { width: image.width, height: image.height, ink: binarise(image) };
  return boxes
    .map((box) => {
      const clipped = inkBox(mask, [Math.max(0, box.left), Math.min(image.width - 1, box.right)]);
      if (!clipped) return '?';
      const inside = { ...clipped, top: Math.max(clipped.top, box.top), bottom: Math.min(clipped.bottom, box.bottom) };
      return classify(normalise(mask, inside), aspectOf(inside), templates);
    })
    .join('');
}

/** A glyph outline as its command letters and its numbers made relative to its first point. */
export type PathTemplate = { char: string; letters: string; numbers: number[] };

export function pathTemplate(char: string, d: string): PathTemplate {
  const numbers = (d.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
  const [x0 = 0, y0 = 0] = numbers;
  return {
    char,
    letters: d.replace(/[^A-Za-z]/g, ''),
    numbers: numbers.map((v, i) => v - (i % 2 === 0 ? x0 : y0)),
  };
}

/**
 * The old captcha's weak point, read the way the 20-line script did: an SVG hands over each glyph
 * as its own filled path (noise lines are strokes), in the font's own commands with a tiny jitter.
 * Each path is named by the template with the same commands and the nearest numbers, and the
 * glyphs are ordered by where they start.
 */
export function readSvgGlyphPaths(svg: string, templates: PathTemplate[]): string {
  return [...svg.matchAll(/<path fill="[^"]*" d="([^"]*)"\/>/g)]
    .map((m) => {
      const glyph = pathTemplate('?', m[1] ?? '');
      let best = { char: '?', distance: Number.POSITIVE_INFINITY };
      for (const template of templates) {
        if (template.letters !== glyph.letters || template.numbers.length !== glyph.numbers.length) continue;
        const distance = template.numbers.reduce((sum, v, i) => sum + Math.abs(v - (glyph.numbers[i] ?? 0)), 0);
        if (distance < best.distance) best = { char: template.char, distance };
      }
      const x = Number(m[1]?.match(/^M\s*(-?[\d.]+)/)?.[1] ?? 0);
      return { char: best.char, x };
    })
    .sort((a, b) => a.x - b.x)
    .map((g) => g.char)
    .join('');
}

/**
 * svg-captcha paints each glyph in its own colour: a reader can pull the glyphs apart by colour
 * (quantised, background and long thin noise lines left out), whatever their overlap.
 */
export function readByColour(image: Rgba, length: number, templates: Template[]): string {
  const { width, height, pixels } = image;
  const keyAt = (i: number) =>
    (((pixels[i * 4] ?? 0) >> 4) << 8) | (((pixels[i * 4 + 1] ?? 0) >> 4) << 4) | ((pixels[i * 4 + 2] ?? 0) >> 4);
  const areas = new Map<number, number>();
  for (let i = 0; i < width * height; i++) areas.set(keyAt(i), (areas.get(keyAt(i)) ?? 0) + 1);
  const background = [...areas].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const glyphs = [...areas]
    .filter(([key]) => key !== background)
    .map(([key]) => {
      const ink = new Uint8Array(width * height);
      for (let i = 0; i < ink.length; i++) if (keyAt(i) === key) ink[i] = 1;
      const mask: Mask = { width, height, ink };
      return { mask, box: inkBox(mask), area: areas.get(key) ?? 0 };
    })
    .filter((g): g is { mask: Mask; box: Box; area: number } => g.box !== null)
    .filter((g) => g.box.right - g.box.left < width * 0.4)
    .sort((a, b) => b.area - a.area)
    .slice(0, length)
    .sort((a, b) => a.box.left - b.box.left);
  return glyphs.map((g) => classify(normalise(g.mask, g.box), aspectOf(g.box), templates)).join('');
}
