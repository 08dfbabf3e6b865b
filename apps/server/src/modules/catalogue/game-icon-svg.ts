import { escapeMarkup } from '../../http/escape-markup';

/**
 * Draws the lobby's game and vendor icons: the vendor's colour, the initials and the name. Names
 * come from the catalogue, which operators edit, so every character is escaped before it enters
 * the SVG and the colour is re-checked: an icon can never carry markup or script.
 */

export type IconSubject =
  | { kind: 'game'; name: string; vendorName: string; color: string }
  | { kind: 'vendor'; name: string; color: string };

const COLOR = /^#[0-9a-f]{6}$/;
const FALLBACK_COLOR = '#334155';
const NAME_LIMIT = 18;

/** Up to two initials, from the first letters or digits of the first two words ('Fortune Dragon' -> 'FD'). */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}']*/gu) ?? [];
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase('en') || '?';
}

/** Cut by characters, not UTF-16 units, so a name never ends in half a character. */
function shorten(text: string, limit: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= limit ? chars.join('') : `${chars.slice(0, limit - 1).join('')}…`;
}

function darker(color: string): string {
  const channel = (i: number) =>
    Math.round(Number.parseInt(color.slice(i, i + 2), 16) * 0.55)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export function renderIconSvg(subject: IconSubject): string {
  const color = COLOR.test(subject.color) ? subject.color : FALLBACK_COLOR;
  const shade = darker(color);
  const initials = escapeMarkup(initialsOf(subject.name));
  const name = escapeMarkup(shorten(subject.name, NAME_LIMIT));
  const font = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" text-anchor="middle"';
  const caption =
    subject.kind === 'game'
      ? `<text x="100" y="30" ${font} font-size="13" fill="#ffffffb3">${escapeMarkup(shorten(subject.vendorName, 24))}</text>`
      : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img">',
    `<title>${name}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade}"/></linearGradient></defs>`,
    '<rect width="200" height="200" rx="24" fill="url(#g)"/>',
    caption,
    `<text x="100" y="118" ${font} font-size="64" font-weight="700" fill="#ffffff">${initials}</text>`,
    `<text x="100" y="172" ${font} font-size="17" font-weight="600" fill="#ffffff">${name}</text>`,
    '</svg>',
  ].join('');
}
