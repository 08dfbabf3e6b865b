import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import opentype from 'opentype.js';
import {
  between,
  cryptoRandom,
  mapPoints,
  type PathCommand,
  type Point,
  pathData,
  type Random,
  randomWarp,
  rotateAndScale,
} from './captcha-geometry';

/**
 * Capitals and digits no one mixes up, even bent and rotated: no 0/O/Q/D, 1/I, 2/Z, 5/S, 6/G, 8/B,
 * U/V/Y, E/F. The answer is compared without case, so typing lower case is fine.
 */
export const CAPTCHA_ALPHABET = 'ACEHJKLMNPRTWXY34679';
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 60;

/**
 * A plain bold sans serif, read as outlines by opentype.js from its package (no system font
 * needed): solid strokes stay legible once bent.
 */
export const captchaFont = opentype.loadSync(
  createRequire(import.meta.url).resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'),
);

export function randomCaptchaText(random: Random = cryptoRandom): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)];
  return text;
}

function bounds(commands: PathCommand[]) {
  const xs = commands.flatMap((c) => (c.x === undefined ? [] : [c.x]));
  const ys = commands.flatMap((c) => (c.y === undefined ? [] : [c.y]));
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/**
 * The glyphs of the text, each with its own size, rotation and stretch, each placed a random part
 * of its neighbour's width on (so they often touch, and the strike curves join them): no fixed
 * positions to crop at, yet little enough overlap that people read every glyph.
 */
function layOutGlyphs(text: string, random: Random): PathCommand[][] {
  const glyphs: PathCommand[][] = [];
  let cursor = 0;
  for (const char of text) {
    const outline = captchaFont.charToGlyph(char).getPath(0, 0, between(random, 32, 38)).commands;
    const box = bounds(outline);
    const center: Point = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
    const turn = rotateAndScale(
      center,
      between(random, -0.22, 0.22),
      between(random, 0.9, 1.15),
      between(random, 0.9, 1.1),
    );
    const shift = { x: cursor - box.left, y: between(random, -3, 3) - center.y };
    glyphs.push(mapPoints(outline, (p) => turn({ x: p.x + shift.x, y: p.y + shift.y })));
    cursor += (box.right - box.left) * between(random, 0.93, 1.04);
  }
  // Shrunk to leave room for the warp, then placed at a random spot of the free width.
  const all = bounds(glyphs.flat());
  const fit = Math.min(
    1,
    (CAPTCHA_WIDTH - 24) / (all.right - all.left),
    (CAPTCHA_HEIGHT - 16) / (all.bottom - all.top),
  );
  const slack = CAPTCHA_WIDTH - 24 - fit * (all.right - all.left);
  const left = 12 + between(random, 0.15, 0.85) * slack;
  const middle = (all.top + all.bottom) / 2;
  return glyphs.map((glyph) =>
    mapPoints(glyph, (p) => ({ x: left + (p.x - all.left) * fit, y: CAPTCHA_HEIGHT / 2 + (p.y - middle) * fit })),
  );
}

/** A curve across the text band: drawn in the text's colour and about its stroke width, it joins the glyphs. */
function strikeCurve(random: Random): PathCommand[] {
  const y = () => CAPTCHA_HEIGHT / 2 + between(random, -14, 14);
  return [
    { type: 'M', x: between(random, 0, 20), y: y() },
    {
      type: 'C',
      x1: between(random, 30, 60),
      y1: y(),
      x2: between(random, 90, 120),
      y2: y(),
      x: between(random, CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH),
      y: y(),
    },
  ];
}

/** Faint shapes behind the text: they break a single threshold without hiding anything from people. */
function backgroundClutter(random: Random, hue: number): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const fill = `hsl(${Math.round(hue + between(random, -60, 60))},45%,${Math.round(between(random, 70, 86))}%)`;
    out += `<ellipse cx="${between(random, 0, CAPTCHA_WIDTH).toFixed(1)}" cy="${between(random, 0, CAPTCHA_HEIGHT).toFixed(1)}" rx="${between(random, 3, 14).toFixed(1)}" ry="${between(random, 2, 8).toFixed(1)}" fill="${fill}"/>`;
  }
  return out;
}

export type GlyphBox = ReturnType<typeof bounds>;

/**
 * The captcha as an SVG document: warped glyph outlines, strike curves and clutter, all random per
 * image. Also tells where each glyph ended up, for the reader bench's legibility measure.
 */
export function drawCaptcha(text: string, random: Random = cryptoRandom): { svg: string; glyphBoxes: GlyphBox[] } {
  const hue = between(random, 0, 360);
  const ink = `hsl(${Math.round(hue)},55%,${Math.round(between(random, 18, 30))}%)`;
  const background = `hsl(${Math.round(hue + 180)},35%,${Math.round(between(random, 92, 96))}%)`;
  const warp = randomWarp(random, 1);
  const glyphs = layOutGlyphs(text, random).map((glyph) => mapPoints(glyph, warp));
  const strikes = [strikeCurve(random), strikeCurve(random)].map((curve) => mapPoints(curve, warp));
  const strokeWidth = between(random, 2, 2.8).toFixed(1);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${background}"/>`,
    backgroundClutter(random, hue),
    `<path fill="${ink}" d="${glyphs.map(pathData).join('')}"/>`,
    `<path fill="none" stroke="${ink}" stroke-width="${strokeWidth}" stroke-linecap="round" d="${strikes.map(pathData).join('')}"/>`,
    '</svg>',
  ].join('');
  return { svg, glyphBoxes: glyphs.map(bounds) };
}

/** Drawn at twice its size, so it stays sharp on dense screens. */
export const CAPTCHA_PIXEL_RATIO = 2;

/**
 * Rendered to pixels on the server: an SVG would hand a script every glyph as its own outline,
 * overlap and clutter notwithstanding.
 */
export function captchaPng(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'zoom', value: CAPTCHA_PIXEL_RATIO } }).render().asPng();
}

/** The captcha as the web shows it: a PNG data URL. */
export function captchaImage(text: string): string {
  return `data:image/png;base64,${captchaPng(drawCaptcha(text).svg).toString('base64')}`;
}
