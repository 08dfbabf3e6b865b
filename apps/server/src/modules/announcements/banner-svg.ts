import { escapeMarkup } from '../../http/escape-markup';

/**
 * Draws a banner image: a 1200 x 400 gradient with the banner's title. Titles are operator text,
 * so they are escaped (the catalogue icons' escaping, shared rather than copied) and the colours
 * re-checked: a banner can never carry markup or script.
 */
export type BannerArtwork = {
  title: string;
  color: string;
  colorEnd: string | null;
  language: 'ar' | 'en';
};

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

const COLOR = /^#[0-9a-f]{6}$/;
const FALLBACK_COLOR = '#334155';
/** Characters per line at the larger size; two lines at most, the rest cut with an ellipsis. */
const LINE_LIMIT = 30;
const MAX_LINES = 2;

/** Word-wraps by characters (not UTF-16 units), so a line never ends in half a character. */
export function wrapTitle(title: string, limit = LINE_LIMIT, maxLines = MAX_LINES): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current: string[] = [];
  const length = (text: string) => Array.from(text).length;
  for (const word of words) {
    const candidate = [...current, word].join(' ');
    if (current.length > 0 && length(candidate) > limit) {
      lines.push(current.join(' '));
      current = [word];
    } else {
      current.push(word);
    }
  }
  if (current.length > 0) lines.push(current.join(' '));
  const cut = (text: string) => {
    const chars = Array.from(text);
    return chars.length <= limit ? text : `${chars.slice(0, limit - 1).join('')}…`;
  };
  if (lines.length <= maxLines) return lines.map(cut);
  const kept = lines.slice(0, maxLines);
  const last = Array.from(kept[maxLines - 1] ?? '');
  kept[maxLines - 1] = `${last.slice(0, Math.min(last.length, limit - 1)).join('')}…`;
  return kept.map(cut);
}

export function renderBannerSvg(art: BannerArtwork): string {
  const from = COLOR.test(art.color) ? art.color : FALLBACK_COLOR;
  const to = art.colorEnd && COLOR.test(art.colorEnd) ? art.colorEnd : from;
  const lines = wrapTitle(art.title);
  const size = lines.length > 1 ? 60 : 72;
  const lineHeight = size * 1.2;
  const firstBaseline = BANNER_HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const direction = art.language === 'ar' ? ' direction="rtl"' : '';
  const font =
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, Noto Sans Arabic, Tahoma, sans-serif" text-anchor="middle"';
  const text = lines
    .map(
      (line, i) =>
        `<text x="600" y="${Math.round(firstBaseline + i * lineHeight)}" ${font}${direction} font-size="${size}" font-weight="800" fill="#ffffff">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" xml:lang="${art.language}">`,
    `<title>${escapeMarkup(art.title.trim())}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    // With one colour, a shade towards black gives the gradient its depth.
    '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>',
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>`,
    to === from ? `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#shade)"/>` : '',
    '<circle cx="1080" cy="60" r="220" fill="#ffffff" fill-opacity="0.08"/>',
    '<circle cx="120" cy="380" r="160" fill="#ffffff" fill-opacity="0.06"/>',
    '<circle cx="960" cy="360" r="90" fill="#ffffff" fill-opacity="0.05"/>',
    text,
    '</svg>',
  ].join('');
}
