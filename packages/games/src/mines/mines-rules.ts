import { GameRuleError } from '../game-rule-error';
import { DEFAULT_LIMITS, type GameInfo } from '../game-types';
import { compareMultipliers, type Multiplier, multiplier, NO_WIN, payoutFor } from '../money/multiplier';

/**
 * Mines: a 5x5 grid (tiles 0-24, row by row) hiding 1-24 mines. The member reveals tiles and may
 * cash out after any safe one. Display-safe (no node:crypto).
 */
export const MINES_GAME: GameInfo = {
  code: 'mines',
  name: 'Mines',
  gameType: 'MINI',
  // Every cash-out point below the max win returns exactly 99%; one that reaches it returns less.
  declaredRtpPercent: 99,
  maxWinMultiplier: 10_000,
  defaultLimits: DEFAULT_LIMITS,
};

export const TILES = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;
const MAX_WIN = multiplier(BigInt(MINES_GAME.maxWinMultiplier));

function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * The chance that k picks with `mines` mines all miss, C(25-mines, k) / C(25, k) (hypergeometric:
 * k tiles drawn without replacement, none of them a mine), exact.
 */
export function survivalProbability(mines: number, picks: number): Multiplier {
  return multiplier(choose(TILES - mines, picks), choose(TILES, picks));
}

/** The uncapped fair-with-edge multiplier after `picks` safe tiles: 99/100 over the survival chance. */
export function uncappedMinesMultiplier(mines: number, picks: number): Multiplier {
  return multiplier(99n * choose(TILES, picks), 100n * choose(TILES - mines, picks));
}

/** The cash-out multiplier after `picks` safe tiles, at most the max win. */
export function minesMultiplier(mines: number, picks: number): Multiplier {
  const m = uncappedMinesMultiplier(mines, picks);
  return compareMultipliers(m, MAX_WIN) > 0 ? MAX_WIN : m;
}

/** The multipliers after 1, 2, ... safe picks until the round must end, for the game's ladder. */
export function minesLadder(mines: number): Multiplier[] {
  const ladder: Multiplier[] = [];
  for (let picks = 1; picks <= TILES - mines; picks++) {
    const m = minesMultiplier(mines, picks);
    ladder.push(m);
    if (compareMultipliers(m, MAX_WIN) === 0) break;
  }
  return ladder;
}

export function checkMinesCount(mines: number): void {
  if (!Number.isInteger(mines) || mines < MIN_MINES || mines > MAX_MINES)
    throw new GameRuleError('INVALID_BET', `mines must be ${MIN_MINES}-${MAX_MINES}`);
}

export type MinesStatus = 'playing' | 'lost' | 'cashed';

/**
 * A round's whole state. `mineTiles` is fixed when the bet is placed and must stay on the server
 * until the round ends (see publicMinesView).
 */
export type MinesRound = {
  mines: number;
  stake: bigint;
  mineTiles: number[];
  revealed: number[];
  status: MinesStatus;
  /** What cashing out now pays (0 before the first safe tile and after a mine). */
  multiplier: Multiplier;
  payout: bigint;
};

export type MinesView = Omit<MinesRound, 'mineTiles'> & { mineTiles: number[] | null };

/** What the member may see: the mines only once the round is over. */
export function publicMinesView(round: MinesRound): MinesView {
  return { ...round, mineTiles: round.status === 'playing' ? null : [...round.mineTiles] };
}

export function newMinesRound(mines: number, stake: bigint, mineTiles: readonly number[]): MinesRound {
  return {
    mines,
    stake,
    mineTiles: [...mineTiles].sort((a, b) => a - b),
    revealed: [],
    status: 'playing',
    multiplier: NO_WIN,
    payout: 0n,
  };
}

/**
 * Reveals one tile. A mine ends the round with nothing; a safe tile moves up the ladder, and the
 * round cashes out by itself when no safe tile is left or the max win is reached.
 */
export function revealMinesTile(round: MinesRound, tile: number): MinesRound {
  if (round.status !== 'playing') throw new GameRuleError('ROUND_NOT_PLAYING', 'the round is over');
  if (!Number.isInteger(tile) || tile < 0 || tile >= TILES || round.revealed.includes(tile))
    throw new GameRuleError('INVALID_BET', 'pick an unrevealed tile 0-24');
  const revealed = [...round.revealed, tile];
  if (round.mineTiles.includes(tile)) return { ...round, revealed, status: 'lost', multiplier: NO_WIN, payout: 0n };
  const m = minesMultiplier(round.mines, revealed.length);
  const done = revealed.length === TILES - round.mines || compareMultipliers(m, MAX_WIN) === 0;
  return {
    ...round,
    revealed,
    multiplier: m,
    ...(done ? { status: 'cashed', payout: payoutFor(round.stake, m) } : {}),
  };
}

export function cashOutMines(round: MinesRound): MinesRound {
  if (round.status !== 'playing') throw new GameRuleError('ROUND_NOT_PLAYING', 'the round is over');
  if (round.revealed.length === 0) throw new GameRuleError('INVALID_BET', 'reveal a tile before cashing out');
  return { ...round, status: 'cashed', payout: payoutFor(round.stake, round.multiplier) };
}

/** A finished round's moves, enough to replay and verify it from the seeds. */
export type MinesParams = { stake: bigint; mines: number; picks: number[]; cashOut: boolean };
export type MinesOutcome = Pick<MinesRound, 'mineTiles' | 'revealed' | 'status' | 'multiplier' | 'payout'>;

export function minesOutcome(round: MinesRound): MinesOutcome {
  return {
    mineTiles: [...round.mineTiles],
    revealed: [...round.revealed],
    status: round.status,
    multiplier: round.multiplier,
    payout: round.payout,
  };
}

/** The moves that led to a round, for minesOutcome's record. */
export function minesParams(round: MinesRound): MinesParams {
  return { stake: round.stake, mines: round.mines, picks: [...round.revealed], cashOut: round.status === 'cashed' };
}
