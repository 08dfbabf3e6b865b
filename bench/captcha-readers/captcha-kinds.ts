import svgCaptcha from 'svg-captcha';
import type { Random } from '../../apps/server/src/modules/captcha/captcha-geometry';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  CAPTCHA_PIXEL_RATIO,
  captchaFont,
  captchaPng,
  drawCaptcha,
  type GlyphBox,
  randomCaptchaText,
} from '../../apps/server/src/modules/captcha/captcha-image';

/**
 * What a reader is handed: the SVG document the old server sent, or the PNG the new one sends
 * (scale: its pixels per drawing unit). glyphBoxes: where the glyphs truly are, in drawing units.
 */
export type CaptchaSample = { text: string; svg?: string; png?: Buffer; scale: number; glyphBoxes?: GlyphBox[] };

/** One captcha design as the bench sees it: how to make one, and the font an attacker would template. */
export type CaptchaKind = {
  name: string;
  alphabet: string;
  length: number;
  make(random: Random): CaptchaSample;
  /** The turns (radians) the design gives its glyphs, for templates drawn the same way. */
  templateAngles: number[];
  /** A single character in the design's font, black on white, turned by `angle` radians. */
  glyphSvg(char: string, angle: number): string;
  /** Where the design sends vector glyphs: each character's outline as the generator writes it. */
  glyphPathData?(char: string): string;
};

type Outline = { getPath(x: number, y: number, size: number): { toPathData(digits: number): string } };
type Font = { charToGlyph(char: string): Outline };

function glyphSvgOf(font: Font, char: string, angle: number, size: number): string {
  const d = font
    .charToGlyph(char)
    .getPath(size * 0.75, size * 1.25, size)
    .toPathData(2);
  const side = size * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><path transform="rotate(${(angle * 180) / Math.PI} ${side / 2} ${side / 2})" d="${d}"/></svg>`;
}

export const currentCaptcha: CaptchaKind = {
  name: 'new captcha (warped DejaVu Sans Bold outlines)',
  alphabet: CAPTCHA_ALPHABET,
  length: CAPTCHA_LENGTH,
  templateAngles: [-0.28, -0.14, 0, 0.14, 0.28],
  make(random) {
    const text = randomCaptchaText(random);
    const { svg, glyphBoxes } = drawCaptcha(text, random);
    return { text, png: captchaPng(svg), scale: CAPTCHA_PIXEL_RATIO, glyphBoxes };
  },
  glyphSvg: (char, angle) => glyphSvgOf(captchaFont as unknown as Font, char, angle, 34),
};

/** The captcha before this change: svg-captcha's own drawing, 4 glyphs at fixed positions, as the server called it. */
const OLD_ALPHABET = 'abcdefhjkmnprtuvwxyACDEFGHJKLMNPQRTUVWXY346789';
const renderOld = svgCaptcha as unknown as (text: string, options: object) => string;
const comismsh = (svgCaptcha as unknown as { options: { font: Font } }).options.font;

export const baselineCaptcha: CaptchaKind = {
  name: 'baseline: previous svg-captcha image',
  alphabet: OLD_ALPHABET,
  length: 4,
  templateAngles: [0],
  make(random) {
    let text = '';
    for (let i = 0; i < 4; i++) text += OLD_ALPHABET[Math.floor(random() * OLD_ALPHABET.length)];
    const svg = renderOld(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#f2f4f7' });
    return { text, svg, scale: 1 };
  },
  glyphSvg: (char, angle) => glyphSvgOf(comismsh, char, angle, 44),
  glyphPathData: (char) => comismsh.charToGlyph(char).getPath(0, 0, 44).toPathData(2),
};
