/** The small picture beside each category name in the menus (decorative: hidden from screen readers). */
const GLYPHS: Record<string, string> = {
  HOME: '🏠',
  HOT: '🔥',
  RECENT: '🕘',
  INHOUSE: '⭐',
  ELOTT: '🎱',
  LOTT: '🎟️',
  LIVE: '🃏',
  SPORTS: '⚽',
  FISH: '🐟',
  RNG: '🎰',
  PVP: '♠️',
  ESPORTS: '🎮',
  PROMO: '🎁',
};

export function categoryGlyph(code: string): string {
  return GLYPHS[code] ?? '🎲';
}
