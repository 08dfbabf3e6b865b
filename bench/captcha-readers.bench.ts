import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { baselineCaptcha, type CaptchaKind, type CaptchaSample, currentCaptcha } from './captcha-readers/captcha-kinds';
import {
  type Channel,
  type Gray,
  pngAsSvg,
  pngSize,
  type Rgba,
  rasterise,
  rasteriseRgba,
} from './captcha-readers/raster';
import { writeSampleSheet } from './captcha-readers/sample-sheet';
import {
  buildTemplates,
  pathTemplate,
  readByColour,
  readGivenBoxes,
  readSvgGlyphPaths,
  readWithTemplates,
  type Segmentation,
} from './captcha-readers/template-reader';
import { type Preprocess, readWithTesseract, TESSERACT, tesseractInstalled } from './captcha-readers/tesseract-reader';

/**
 * Can a script read the login captcha? 200 images of the current design and of the previous one
 * (the baseline), each read by Debian's tesseract under several settings and by a glyph-template
 * reader at several line-wiping strengths; the best setting of each reader counts. Target: both
 * read fewer than 5% of the current images. Also prints a legibility proxy (the template matcher
 * given each glyph's true place) and writes a sample sheet to look at.
 */
const IMAGES = Number(process.env.CAPTCHA_BENCH_IMAGES ?? 200);
const TARGET = 0.05;
/** An SVG is read rendered at twice its size, as a script would for a better look. */
const SVG_ZOOM = 2;
const SHEET = join(import.meta.dirname, '.tmp', 'captcha-sample-sheet.png');

/** mulberry32: a seeded source, so a run can be repeated image for image. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SEGMENTATIONS: Segmentation[] = ['components', 'fixed-grid'];
const OPEN_RADII = [0, 1, 2, 3];
const CHANNELS: Channel[] = ['luminance', 'background-distance'];
const TESSERACT_SETTINGS: { channel: Channel; psm: 7 | 8; preprocess: Preprocess }[] = [
  { channel: 'luminance', psm: 7, preprocess: { name: 'grey', openRadius: null } },
  { channel: 'luminance', psm: 8, preprocess: { name: 'grey', openRadius: null } },
  { channel: 'luminance', psm: 7, preprocess: { name: 'otsu', openRadius: 0 } },
  { channel: 'luminance', psm: 8, preprocess: { name: 'otsu', openRadius: 0 } },
  { channel: 'luminance', psm: 7, preprocess: { name: 'otsu+open2', openRadius: 2 } },
  { channel: 'background-distance', psm: 7, preprocess: { name: 'otsu', openRadius: 0 } },
  { channel: 'background-distance', psm: 8, preprocess: { name: 'otsu', openRadius: 0 } },
];

type Rate = { setting: string; read: number };
const pct = (n: number, of = IMAGES) => `${((n / of) * 100).toFixed(1)}%`;
const best = (rates: Rate[]) => rates.reduce((a, b) => (b.read > a.read ? b : a));

/** The pixels a reader works on: the PNG as sent, or the SVG rendered at twice its size. */
function pixelsOf(sample: CaptchaSample, channel: Channel): Gray {
  if (sample.png) {
    const { width, height } = pngSize(sample.png);
    return rasterise(pngAsSvg(sample.png, width, height), 1, channel);
  }
  return rasterise(sample.svg ?? '', SVG_ZOOM, channel);
}

function rgbaOf(sample: CaptchaSample): Rgba {
  if (sample.png) {
    const { width, height } = pngSize(sample.png);
    return rasteriseRgba(pngAsSvg(sample.png, width, height), 1);
  }
  return rasteriseRgba(sample.svg ?? '', SVG_ZOOM);
}

function measure(kind: CaptchaKind, seed: number) {
  const random = seeded(seed);
  const samples = Array.from({ length: IMAGES }, () => kind.make(random));
  const same = (read: string, i: number) => read.toUpperCase() === samples[i]?.text.toUpperCase();
  const templates = buildTemplates(kind.alphabet, kind.templateAngles, (char, angle) =>
    rasterise(kind.glyphSvg(char, angle), 1),
  );

  const templateRates: Rate[] = [];
  const tesseractRates: Rate[] = [];
  for (const channel of CHANNELS) {
    const images = samples.map((sample) => pixelsOf(sample, channel));
    for (const segmentation of SEGMENTATIONS) {
      for (const openRadius of OPEN_RADII) {
        const options = { length: kind.length, openRadius, segmentation, templates };
        templateRates.push({
          setting: `${channel} ${segmentation} open ${openRadius}`,
          read: images.filter((image, i) => same(readWithTemplates(image, options), i)).length,
        });
      }
    }
    if (!tesseractInstalled()) continue;
    for (const { psm, preprocess } of TESSERACT_SETTINGS.filter((s) => s.channel === channel)) {
      const reads = readWithTesseract(images, { psm, preprocess }, kind.alphabet);
      tesseractRates.push({ setting: `${channel} psm ${psm} ${preprocess.name}`, read: reads.filter(same).length });
    }
  }
  templateRates.push({
    setting: 'colour clusters',
    read: samples.filter((sample, i) => same(readByColour(rgbaOf(sample), kind.length, templates), i)).length,
  });
  if (kind.glyphPathData && samples.every((s) => s.svg)) {
    const pathTemplates = [...kind.alphabet].map((char) => pathTemplate(char, kind.glyphPathData?.(char) ?? ''));
    templateRates.push({
      setting: 'svg glyph paths',
      read: samples.filter((s, i) => same(readSvgGlyphPaths(s.svg ?? '', pathTemplates), i)).length,
    });
  }

  // Legibility proxy: each glyph's true box handed to the matcher; counted per character too.
  let legible: { images: number; chars: number } | null = null;
  if (samples.every((s) => s.glyphBoxes)) {
    legible = { images: 0, chars: 0 };
    samples.forEach((sample, i) => {
      const scale = sample.png ? sample.scale : SVG_ZOOM;
      const boxes = (sample.glyphBoxes ?? []).map((b) => ({
        left: Math.floor(b.left * scale),
        right: Math.ceil(b.right * scale),
        top: Math.floor(b.top * scale),
        bottom: Math.ceil(b.bottom * scale),
      }));
      const read = readGivenBoxes(pixelsOf(sample, 'luminance'), boxes, templates).toUpperCase();
      if (same(read, i) && legible) legible.images++;
      if (legible) legible.chars += [...read].filter((c, j) => c === sample.text[j]?.toUpperCase()).length;
    });
  }
  return { samples, templateRates, tesseractRates, legible };
}

export async function benchCaptchaReaders(): Promise<{ name: string; ok: boolean; lines: string[] }> {
  const lines: string[] = [];
  const current = measure(currentCaptcha, 15);
  const baseline = measure(baselineCaptcha, 15);
  for (const [kind, result] of [
    [baselineCaptcha, baseline],
    [currentCaptcha, current],
  ] as const) {
    lines.push(`  ${kind.name}: ${IMAGES} images of ${kind.length} characters`);
    const t = best(result.templateRates);
    lines.push(
      `    template reader  best ${pct(t.read)} (${t.setting}); ${result.templateRates.map((r) => `${r.setting} ${pct(r.read)}`).join(', ')}`,
    );
    if (result.tesseractRates.length) {
      const o = best(result.tesseractRates);
      lines.push(
        `    tesseract        best ${pct(o.read)} (${o.setting}); ${result.tesseractRates.map((r) => `${r.setting} ${pct(r.read)}`).join(', ')}`,
      );
    }
    if (result.legible) {
      lines.push(
        `    legibility proxy (the matcher given each glyph's true box): whole text ${pct(result.legible.images)}, characters ${pct(result.legible.chars, IMAGES * kind.length)}`,
      );
    }
  }
  if (!tesseractInstalled()) lines.push(`  tesseract not found at ${TESSERACT}: apt-get install tesseract-ocr`);
  mkdirSync(join(import.meta.dirname, '.tmp'), { recursive: true });
  writeSampleSheet(SHEET, current.samples.slice(0, 24));
  lines.push(`  sample sheet of the new captcha: ${SHEET}`);
  const templateOk = best(current.templateRates).read / IMAGES < TARGET;
  const tesseractOk = current.tesseractRates.length > 0 && best(current.tesseractRates).read / IMAGES < TARGET;
  return {
    name: `captcha-readers: each reader under ${TARGET * 100}% of ${IMAGES} new images`,
    ok: templateOk && tesseractOk,
    lines,
  };
}
