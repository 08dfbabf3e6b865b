import { GameRuleError } from '../game-rule-error';
import { DEFAULT_LIMITS, type GameInfo } from '../game-types';
import { type Multiplier, multiplier } from '../money/multiplier';

/** European roulette: 37 pockets, one zero. Display-safe (no node:crypto). */
export const ROULETTE_GAME: GameInfo = {
  code: 'roulette',
  name: 'European Roulette',
  gameType: 'TABLE',
  // 36/37 for every bet: a bet covering k numbers pays 36/k times its stake.
  declaredRtpPercent: 97.3,
  maxWinMultiplier: 36,
  defaultLimits: DEFAULT_LIMITS,
};

export const POCKETS = 37;
export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
export const MAX_BETS_PER_SPIN = 100;

export type PocketColor = 'green' | 'red' | 'black';
export function pocketColor(pocket: number): PocketColor {
  return pocket === 0 ? 'green' : RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

/**
 * A bet names its kind and the numbers it covers (in any order), outside bets too, so one rule pays
 * everything: a covering bet pays stake * 36 / (numbers covered).
 */
export type RouletteBet = { kind: RouletteBetKind; numbers: number[]; stake: bigint };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ROW_STARTS = range(0, 11).map((row) => 3 * row + 1);

/** Every legal covering of each kind on the standard layout (rows of 3, columns of 12). */
function legalCoverings(): Record<RouletteBetKind, number[][]> {
  const splits: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) splits.push([n, n + 1]);
    if (n <= 33) splits.push([n, n + 3]);
  }
  const corners: number[][] = [[0, 1, 2, 3]];
  for (const start of ROW_STARTS.slice(0, 11))
    for (const left of [start, start + 1]) corners.push([left, left + 1, left + 3, left + 4]);
  return {
    straight: range(0, 36).map((n) => [n]),
    split: splits,
    // The rows, and the two trios with zero.
    street: [...ROW_STARTS.map((s) => [s, s + 1, s + 2]), [0, 1, 2], [0, 2, 3]],
    corner: corners,
    line: ROW_STARTS.slice(0, 11).map((s) => range(s, s + 5)),
    dozen: [range(1, 12), range(13, 24), range(25, 36)],
    column: [1, 2, 3].map((c) => range(0, 11).map((row) => 3 * row + c)),
    red: [[...RED_NUMBERS]],
    black: [range(1, 36).filter((n) => !RED_NUMBERS.includes(n))],
    odd: [range(1, 36).filter((n) => n % 2 === 1)],
    even: [range(1, 36).filter((n) => n % 2 === 0)],
    low: [range(1, 18)],
    high: [range(19, 36)],
  };
}

export const LEGAL_COVERINGS: Readonly<Record<RouletteBetKind, readonly (readonly number[])[]>> = legalCoverings();
const LEGAL_KEYS = new Set(
  Object.entries(LEGAL_COVERINGS).flatMap(([kind, coverings]) =>
    coverings.map((numbers) => `${kind}:${numbers.join(',')}`),
  ),
);

/** The numbers of an outside bet by its kind (dozen and column by 1, 2 or 3), for the table's buttons. */
export function outsideBetNumbers(kind: 'dozen' | 'column', index: 1 | 2 | 3): number[];
export function outsideBetNumbers(kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high'): number[];
export function outsideBetNumbers(kind: RouletteBetKind, index = 1): number[] {
  const coverings = LEGAL_COVERINGS[kind];
  return [...(coverings[coverings.length === 1 ? 0 : index - 1] ?? [])];
}

export function isLegalBet(kind: RouletteBetKind, numbers: readonly number[]): boolean {
  return LEGAL_KEYS.has(`${kind}:${[...numbers].sort((a, b) => a - b).join(',')}`);
}

/** What a winning bet of this covering pays per unit of stake, stake included. */
export function coveringMultiplier(numbers: readonly number[]): Multiplier {
  return multiplier(36n, BigInt(numbers.length));
}

export function checkRouletteBets(bets: readonly RouletteBet[]): void {
  if (bets.length < 1 || bets.length > MAX_BETS_PER_SPIN)
    throw new GameRuleError('INVALID_BET', `a spin takes 1-${MAX_BETS_PER_SPIN} bets`);
  for (const bet of bets) {
    if (!isLegalBet(bet.kind, bet.numbers))
      throw new GameRuleError('INVALID_BET', `${bet.kind} cannot cover ${bet.numbers.join(',')}`);
    if (typeof bet.stake !== 'bigint' || bet.stake < 1n)
      throw new GameRuleError('INVALID_BET', 'every bet stakes at least one minor unit');
  }
}

export type RouletteParams = { bets: RouletteBet[] };
export type RouletteOutcome = {
  pocket: number;
  color: PocketColor;
  /** What each bet pays, in the order of the bets, stake included (0 when it lost). */
  betPayouts: bigint[];
  totalStake: bigint;
  multiplier: Multiplier;
  payout: bigint;
};

export function totalStake(bets: readonly RouletteBet[]): bigint {
  return bets.reduce((sum, bet) => sum + bet.stake, 0n);
}

export function rouletteOutcome(pocket: number, bets: readonly RouletteBet[]): RouletteOutcome {
  // 36 / k is a whole number for every legal covering (k = 1, 2, 3, 4, 6, 12, 18), so no rounding.
  const betPayouts = bets.map((bet) =>
    bet.numbers.includes(pocket) ? (bet.stake * 36n) / BigInt(bet.numbers.length) : 0n,
  );
  const stake = totalStake(bets);
  const payout = betPayouts.reduce((sum, p) => sum + p, 0n);
  return {
    pocket,
    color: pocketColor(pocket),
    betPayouts,
    totalStake: stake,
    multiplier: multiplier(payout, stake),
    payout,
  };
}
