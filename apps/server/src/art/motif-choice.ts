import type { MotifName } from './motifs';

/**
 * Which illustration a game gets: first by the words of its name and code (a dragon slot shows a
 * dragon, a sic bo table dice), then by its classify, then by its type. The name only chooses a
 * drawing here; it is never written into the picture.
 */
const BY_WORD: [RegExp, MotifName][] = [
  [/mermaid|treasure|pirate|chest/, 'chest'],
  [/\b(fish\w*|ocean|reef|shark|whale)\b/, 'fish'],
  [/dragon/, 'dragon'],
  [/pharaoh|pyramid|egypt|cleopatra/, 'pyramid'],
  [/desert|oasis|sahara/, 'oasis'],
  [/lantern/, 'lanterns'],
  [/\b(gems?|jewels?|diamonds?|crystals?)\b/, 'gem'],
  [/\b(dice|sic ?bo|fast ?3|craps)\b/, 'dice'],
  [/rocket|crash|aviator/, 'rocket'],
  [/\bmines?\b/, 'mines'],
  [/plinko/, 'plinko'],
  [/roulette|wheel/, 'roulette'],
  [/cherr|fruit/, 'cherries'],
  [/safari|jungle|\bwild\b/, 'safari'],
  [/neon|night/, 'neon'],
  [/baccarat|blackjack|poker|hold.?em|omaha|patti|rummy|niu|jacks|cards?\b|tiger/, 'cards'],
  [/esport/, 'gamepad'],
  [/sport|football|soccer/, 'football'],
  [/lott|keno|bingo|pk ?10|\b5d\b/, 'lotteryBalls'],
  [/\bslots?\b/, 'reels'],
  [/gold|coin|fortune|jackpot/, 'coins'],
];

const BY_CLASSIFY: Record<string, MotifName> = {
  SLOT: 'reels',
  TABLE: 'cards',
  ARCADE: 'coins',
  BACCARAT: 'cards',
  BLACKJACK: 'cards',
  POKER: 'cards',
  CARD: 'cards',
  ROULETTE: 'roulette',
  DICE: 'dice',
  FISHING: 'fish',
};

const BY_TYPE: Record<string, MotifName> = {
  RNG: 'reels',
  FISH: 'fish',
  LIVE: 'chips',
  SPORTS: 'football',
  ESPORTS: 'gamepad',
  LOTT: 'lotteryBalls',
  ELOTT: 'lotteryBalls',
  PVP: 'cards',
};

export function motifFor(words: string, classify: string | null, gameType: string): MotifName {
  const text = words.toLowerCase().replace(/[_-]+/g, ' ');
  for (const [pattern, motif] of BY_WORD) if (pattern.test(text)) return motif;
  return (classify && BY_CLASSIFY[classify]) || BY_TYPE[gameType] || 'coins';
}
