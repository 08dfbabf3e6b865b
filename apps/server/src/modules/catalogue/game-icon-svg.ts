import { motifFor } from '../../art/motif-choice';
import { MOTIFS } from '../../art/motifs';
import {
  between,
  checkedColor,
  hashOf,
  type Palette,
  paletteOf,
  type Random,
  seededRandom,
  sharedGradients,
  sparkle,
} from '../../art/svg-art-kit';
import { placedVendorMark } from './vendor-mark';

/**
 * Draws the lobby's game and vendor icons (200 x 200). A game gets an illustration of its theme
 * (chosen from its name, classify and type), on a backdrop whose hue steps around the colour
 * wheel by the golden angle with its nodeId, so neighbouring games never share a colour, and its
 * vendor's mark in the corner. A vendor gets its mark, large. No name is written into a picture:
 * the web shows it as text beside the image, in the visitor's language; the only stored values
 * that reach the markup are colours, re-checked here.
 */
export type IconSubject =
  | {
      kind: 'game';
      nodeId: number;
      /** Name and code, only to choose the illustration. */
      name: string;
      code: string;
      gameType: string;
      classify: string | null;
      vendorCode: string;
      vendorColor: string;
    }
  | { kind: 'vendor'; code: string; color: string };

const SIZE = 200;
const FALLBACK_COLOR = '#334155';
const GOLDEN_ANGLE = 137.508;

function backdrop(random: Random): string {
  const glowX = between(random, 50, 150);
  const glowY = between(random, 40, 110);
  const sparkles = Array.from({ length: 3 }, () =>
    sparkle(between(random, 16, 184), between(random, 14, 120), between(random, 3, 6), 0.6),
  ).join('');
  return [
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<circle cx="${glowX}" cy="${glowY}" r="${between(random, 70, 100)}" fill="url(#gl)"/>`,
    `<path d="M0 ${between(random, 120, 150)}Q100 ${between(random, 90, 130)} 200 ${between(random, 120, 150)}V200H0z" fill="#000" opacity=".18"/>`,
    sparkles,
  ].join('');
}

function svg(palette: Palette, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${palette.backTop}"/><stop offset="1" stop-color="${palette.backBottom}"/></linearGradient>`,
    sharedGradients(palette),
    '</defs>',
    body,
    '</svg>',
  ].join('');
}

export function renderIconSvg(subject: IconSubject): string {
  if (subject.kind === 'vendor') {
    const color = checkedColor(subject.color, FALLBACK_COLOR);
    const palette = paletteOf(hashOf(color) % 360);
    const random = seededRandom(hashOf(subject.code));
    return svg(
      { ...palette, backTop: color, backBottom: '#0b1020' },
      `${backdrop(random)}${placedVendorMark(subject.code, color, 46, 42, 108)}`,
    );
  }
  const palette = paletteOf((subject.nodeId * GOLDEN_ANGLE) % 360);
  const random = seededRandom(hashOf(`${subject.nodeId}:${subject.code}`));
  const motif = MOTIFS[motifFor(`${subject.name} ${subject.code}`, subject.classify, subject.gameType)];
  // Mirrored for half the games, so two games of one theme do not face the same way.
  const mirror = random() < 0.5 ? '' : ` transform="matrix(-1 0 0 1 ${SIZE} 0)"`;
  const color = checkedColor(subject.vendorColor, FALLBACK_COLOR);
  return svg(
    palette,
    [
      backdrop(random),
      `<g${mirror}>${motif(palette, random)}</g>`,
      placedVendorMark(subject.vendorCode, color, 152, 152, 40),
    ].join(''),
  );
}
