import { motifFor } from '../../art/motif-choice';
import { MOTIFS } from '../../art/motifs';
import {
  between,
  checkedColor,
  hashOf,
  hueOf,
  paletteOf,
  round,
  seededRandom,
  sharedGradients,
  sparkle,
} from '../../art/svg-art-kit';

/**
 * Draws a banner's art, 1200 x 400: the operator's colours, a large illustration of the banner's
 * theme (chosen from the words of its English title: a dragon for a dragon game, reels for slots)
 * with a second one beside it, light and sparkles. The headline and its call to action are not in
 * the picture: the web lays them over it as HTML, translated and selectable, on the reading side,
 * so the illustration goes to the other side (the right in English, the left in Arabic). The title
 * only chooses a drawing and the only stored values written in are colours, re-checked here.
 */
export type BannerArtwork = {
  id: number;
  /** Words to choose the illustration from (the English title). */
  theme: string;
  color: string;
  colorEnd: string | null;
  language: 'ar' | 'en';
};

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

const FALLBACK_COLOR = '#334155';

export function renderBannerSvg(art: BannerArtwork): string {
  const from = checkedColor(art.color, FALLBACK_COLOR);
  const to = checkedColor(art.colorEnd, from);
  const palette = paletteOf(hueOf(from));
  const random = seededRandom(hashOf(`banner-${art.id}`));
  const main = motifFor(art.theme, null, 'BANNER');
  const second = main === 'chips' ? 'coins' : 'chips';
  // Drawn for a left-to-right page, then mirrored whole for a right-to-left one.
  const mirror = art.language === 'ar' ? ` transform="matrix(-1 0 0 1 ${BANNER_WIDTH} 0)"` : '';
  const rays = Array.from({ length: 7 }, (_, i) => {
    const angle = (i * Math.PI) / 7 + between(random, -0.1, 0.1);
    const x = round(880 + 900 * Math.cos(angle));
    const y = round(200 - 900 * Math.sin(angle));
    const x2 = round(880 + 900 * Math.cos(angle + 0.12));
    const y2 = round(200 - 900 * Math.sin(angle + 0.12));
    return `<path d="M880 200L${x} ${y}L${x2} ${y2}z" fill="#fff" opacity=".05"/>`;
  }).join('');
  const sparkles = Array.from({ length: 8 }, () =>
    sparkle(between(random, 560, 1180), between(random, 20, 380), between(random, 4, 10), 0.7),
  ).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    // The reading side darkened, so white text over it stays legible whatever the colours.
    '<linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient>',
    sharedGradients(palette),
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>`,
    `<g${mirror}>`,
    rays,
    '<circle cx="880" cy="200" r="300" fill="url(#gl)"/>',
    `<circle cx="${between(random, 80, 400)}" cy="${between(random, 330, 420)}" r="160" fill="#fff" opacity=".05"/>`,
    `<g transform="translate(640 150) scale(1.25)">${MOTIFS[second](palette, random)}</g>`,
    `<g transform="translate(720 -10) scale(2.1)">${MOTIFS[main](palette, random)}</g>`,
    sparkles,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#scrim)"/>`,
    '</g>',
    '</svg>',
  ].join('');
}
