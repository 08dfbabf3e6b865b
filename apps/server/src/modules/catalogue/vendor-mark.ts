import { hashOf, round } from '../../art/svg-art-kit';

/**
 * A vendor's mark: a small drawn logo, the same on the vendor's own icon and in the corner of each
 * of its games. Its shape and emblem come from the vendor's code, its colour from the catalogue
 * (already checked as a hex colour by the caller). Drawn in a 100 x 100 box.
 */
const SHAPES = [
  '<circle cx="50" cy="50" r="46"',
  '<rect x="6" y="6" width="88" height="88" rx="22"',
  '<path d="M50 4L90 27V73L50 96L10 73V27z"',
  '<path d="M50 4L92 18V50C92 74 74 88 50 96C26 88 8 74 8 50V18z"',
];

const EMBLEMS = [
  // star
  'M50 20L59 40H80L63 53L70 74L50 61L30 74L37 53L20 40H41z',
  // bolt
  'M56 16L28 56H48L42 84L72 42H52z',
  // crown
  'M22 70L18 32L36 48L50 24L64 48L82 32L78 70z',
  // wave
  'M16 56Q33 34 50 52T84 46V72H16z',
  // spade
  'M50 18C78 42 72 64 56 58L62 80H38L44 58C28 64 22 42 50 18z',
  // flame
  'M50 14C70 38 74 52 70 64A20 20 0 0 1 30 64C26 50 40 44 40 30C48 40 52 36 50 14z',
  // diamond
  'M50 16L80 50L50 84L20 50z',
  // play
  'M36 22L80 50L36 78z',
];

/** `gradientId` must be unique in the picture the mark is drawn into. */
export function vendorMark(code: string, color: string, gradientId: string): string {
  const hash = hashOf(code);
  const shape = SHAPES[hash % SHAPES.length] as string;
  const emblem = EMBLEMS[hashOf(`${code}:emblem`) % EMBLEMS.length] as string;
  return [
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighter(color)}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>`,
    `${shape} fill="url(#${gradientId})" stroke="#fff" stroke-width="6"/>`,
    `<path d="${emblem}" fill="#fff"/>`,
  ].join('');
}

function lighter(color: string): string {
  const channel = (i: number) =>
    Math.round(Number.parseInt(color.slice(i, i + 2), 16) * 0.5 + 127.5)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** The mark placed at (x, y), `size` pixels wide, with a soft shadow under it. */
export function placedVendorMark(code: string, color: string, x: number, y: number, size: number): string {
  const scale = round(size / 100);
  return `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="52" cy="56" r="48" fill="#000" opacity=".3"/>${vendorMark(code, color, 'vm')}</g>`;
}
