import { LEGAL_COVERINGS, type RouletteBetKind } from '@platform/games/roulette/roulette-rules';

/** A bet on the table: a legal covering of the rules and what the member put on it. */
export type PlacedBet = { kind: RouletteBetKind; numbers: number[]; stake: bigint };

/** The inside bets the member builds by picking numbers on the layout. */
export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];

export function betKey(kind: RouletteBetKind, numbers: readonly number[]): string {
  return `${kind}:${[...numbers].sort((a, b) => a - b).join('-')}`;
}

/** Adds `amount` to the bet on that covering, or puts a new one at the end. */
export function addChip(bets: readonly PlacedBet[], kind: RouletteBetKind, numbers: readonly number[], amount: bigint) {
  const key = betKey(kind, numbers);
  const found = bets.some((bet) => betKey(bet.kind, bet.numbers) === key);
  if (!found) return [...bets, { kind, numbers: [...numbers].sort((a, b) => a - b), stake: amount }];
  return bets.map((bet) => (betKey(bet.kind, bet.numbers) === key ? { ...bet, stake: bet.stake + amount } : bet));
}

/** Takes `amount` back off a bet (undo), removing the bet when nothing is left on it. */
export function removeChip(bets: readonly PlacedBet[], key: string, amount: bigint): PlacedBet[] {
  return bets
    .map((bet) => (betKey(bet.kind, bet.numbers) === key ? { ...bet, stake: bet.stake - amount } : bet))
    .filter((bet) => bet.stake > 0n);
}

export function totalOf(bets: readonly PlacedBet[]): bigint {
  return bets.reduce((sum, bet) => sum + bet.stake, 0n);
}

/** The legal coverings of an inside kind that hold every picked number. */
export function coveringsWith(kind: InsideKind, picked: readonly number[]): number[][] {
  return LEGAL_COVERINGS[kind].filter((numbers) => picked.every((n) => numbers.includes(n))).map((n) => [...n]);
}

export type PickResult = { placed: number[] } | { picking: number[] } | { impossible: true };

/**
 * One more number picked (or unpicked) for an inside bet: as soon as exactly one legal covering of
 * the kind holds every picked number, that is the bet (a street needs one number, a split two
 * neighbours, a corner two diagonal ones...). A number that fits no covering with the others
 * starts a new pick.
 */
export function pickNumber(kind: InsideKind, picked: readonly number[], n: number): PickResult {
  const next = picked.includes(n) ? picked.filter((p) => p !== n) : [...picked, n];
  if (next.length === 0) return { picking: [] };
  let candidates = coveringsWith(kind, next);
  let chosen = next;
  if (candidates.length === 0) {
    chosen = [n];
    candidates = coveringsWith(kind, chosen);
  }
  if (candidates.length === 0) return { impossible: true };
  if (candidates.length === 1) return { placed: candidates[0] as number[] };
  return { picking: chosen };
}
