import { DEFAULT_LIMITS, type GameInfo } from '../game-types';
import { type Multiplier, multiplier, payoutFor } from '../money/multiplier';

/**
 * "Lucky Sevens": five reels, three rows, 20 fixed lines. Everything here is display-safe (no
 * node:crypto): the web draws the reels and the paytable from these tables.
 */
export const SLOT_GAME: GameInfo = {
  code: 'slot',
  name: 'Lucky Sevens',
  gameType: 'RNG',
  declaredRtpPercent: 96.1,
  // The best window of the strips below pays 2,500 line bets = 125x the stake; slot-rules.test.ts
  // finds it by searching every window.
  maxWinMultiplier: 125,
  defaultLimits: DEFAULT_LIMITS,
};

/** W wild, 7 seven, B bar, H bell, P plum, O orange, L lemon, C cherry. */
export type SlotSymbol = 'W' | '7' | 'B' | 'H' | 'P' | 'O' | 'L' | 'C';
export const WILD: SlotSymbol = 'W';
export const SLOT_SYMBOLS: readonly SlotSymbol[] = ['W', '7', 'B', 'H', 'P', 'O', 'L', 'C'];

/** One string a reel, read top to bottom and around: a stop s shows strip[s], strip[s+1], strip[s+2]. */
export const REEL_STRIPS: readonly string[] = [
  'OCPHLBC7LOPHCLOWBPCHLOPC7LBHOPCL',
  'PCLOHPCBLWOCPH7LCOBPHLCOPWCLBH7O',
  'WLHOBCPLC7OHPLBCOWHPCLOBPC7HLOCP',
  'LOPCHLBWCOP7LHCOBPLCHOPWLC7BHOPC',
  'BOP7LCOHLPCBOLPCH7LOCWBPHLOCPLCH',
];
export const ROWS = 3;

/** The row (0 top, 2 bottom) each line crosses on reels 1-5; line n is PAYLINES[n - 1]. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays in line bets (the stake / 20) for 3, 4 and 5 of a kind from the left. */
export const PAYTABLE: Readonly<Record<Exclude<SlotSymbol, 'W'>, readonly [number, number, number]>> = {
  '7': [50, 250, 1000],
  B: [30, 120, 500],
  H: [20, 80, 250],
  P: [12, 40, 150],
  O: [6, 25, 100],
  L: [4, 15, 60],
  C: [3, 10, 40],
};

export type LineWin = { line: number; symbol: SlotSymbol; count: number; pays: number };

/**
 * One line's win for its five symbols, reel 1 first. The wild stands for any symbol; the line's
 * symbol is its first symbol that is not wild (five wilds pay as five sevens), and the win counts
 * the run of that symbol or wilds from reel 1.
 */
export function lineWin(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pays: number } | null {
  const symbol = (symbols.find((s) => s !== WILD) ?? '7') as Exclude<SlotSymbol, 'W'>;
  let count = 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count++;
  if (count < 3) return null;
  return { symbol, count, pays: PAYTABLE[symbol][count - 3] as number };
}

/** The three visible rows (top first) as five-letter strings, for reel stops. */
export function slotGrid(stops: readonly number[]): string[] {
  return Array.from({ length: ROWS }, (_, row) =>
    REEL_STRIPS.map((strip, reel) => strip[((stops[reel] as number) + row) % strip.length]).join(''),
  );
}

export type SlotResult = { grid: string[]; lineWins: LineWin[]; multiplier: Multiplier };

/** Every paying line of a window; the stake's multiplier is the line pays over the 20 line bets. */
export function evaluateSlot(stops: readonly number[]): SlotResult {
  const grid = slotGrid(stops);
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const win = lineWin(rows.map((row, reel) => (grid[row] as string)[reel] as SlotSymbol));
    if (win) lineWins.push({ line: index + 1, ...win });
  });
  const pays = lineWins.reduce((sum, win) => sum + win.pays, 0);
  return { grid, lineWins, multiplier: multiplier(BigInt(pays), BigInt(PAYLINES.length)) };
}

export type SlotParams = { stake: bigint };
export type SlotOutcome = {
  stops: number[];
  grid: string[];
  lineWins: LineWin[];
  multiplier: Multiplier;
  payout: bigint;
};

export function slotOutcome(stops: readonly number[], stake: bigint): SlotOutcome {
  const result = evaluateSlot(stops);
  return { stops: [...stops], ...result, payout: payoutFor(stake, result.multiplier) };
}
