import { GameRuleError } from '../game-rule-error';
import { DEFAULT_LIMITS, type GameInfo } from '../game-types';
import { type Multiplier, multiplier, payoutFor } from '../money/multiplier';

/**
 * Plinko: a ball falls through 8-16 rows of pegs, going left or right at each, and lands in one
 * of rows + 1 slots; slot k (the number of rights) pays the table's multiplier. Display-safe.
 */
export const PLINKO_GAME: GameInfo = {
  code: 'plinko',
  name: 'Plinko',
  gameType: 'MINI',
  // Each table's exact return is between 98.86% and 99.00% (plinko-rules.test.ts); 99% is the most.
  declaredRtpPercent: 99,
  maxWinMultiplier: 1000,
  defaultLimits: DEFAULT_LIMITS,
};

export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];

/**
 * Multipliers in hundredths from the edge slot to the middle; the other half mirrors them. Tuned
 * so that each table returns at most 99%: see plinkoTableRtp.
 */
const HALF_TABLES: Record<number, Record<PlinkoRisk, number[]>> = {
  8: { low: [560, 210, 110, 100, 50], medium: [1300, 300, 130, 70, 40], high: [2890, 400, 150, 30, 20] },
  9: { low: [560, 200, 160, 100, 70], medium: [1760, 400, 170, 90, 50], high: [4280, 700, 200, 60, 20] },
  10: {
    low: [880, 300, 140, 110, 100, 50],
    medium: [2200, 500, 200, 140, 60, 40],
    high: [7600, 990, 300, 90, 30, 20],
  },
  11: {
    low: [830, 300, 190, 130, 100, 70],
    medium: [2400, 590, 300, 180, 70, 50],
    high: [12000, 1380, 520, 140, 40, 20],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50],
    medium: [3300, 1100, 400, 200, 110, 60, 30],
    high: [17000, 2380, 810, 200, 70, 20, 20],
  },
  13: {
    low: [810, 400, 300, 190, 120, 90, 70],
    medium: [4300, 1300, 600, 300, 130, 70, 40],
    high: [26000, 3700, 1090, 400, 100, 20, 20],
  },
  14: {
    low: [700, 400, 190, 140, 130, 110, 100, 50],
    medium: [5800, 1500, 700, 400, 190, 100, 50, 20],
    high: [42000, 5600, 1800, 500, 190, 30, 20, 20],
  },
  15: {
    low: [1500, 790, 300, 200, 150, 110, 100, 70],
    medium: [8800, 1800, 1100, 500, 300, 130, 50, 30],
    high: [62000, 8300, 2690, 800, 300, 50, 20, 20],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50],
    medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
  },
};

export function checkPlinkoBet(rows: number, risk: PlinkoRisk): void {
  if (!Number.isInteger(rows) || rows < MIN_ROWS || rows > MAX_ROWS || !PLINKO_RISKS.includes(risk))
    throw new GameRuleError('INVALID_BET', `rows must be ${MIN_ROWS}-${MAX_ROWS} and risk low, medium or high`);
}

/** The rows + 1 slot multipliers in hundredths, left to right. */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  checkPlinkoBet(rows, risk);
  const half = HALF_TABLES[rows]?.[risk] ?? [];
  // Odd rows have an even number of slots: the middle pair mirrors too.
  const mirrored = [...half].reverse().slice(rows % 2 === 0 ? 1 : 0);
  return [...half, ...mirrored];
}

function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** P(slot k) = C(rows, k) / 2^rows: each of the 2^rows paths is equally likely. */
export function slotProbability(rows: number, slot: number): Multiplier {
  return multiplier(choose(rows, slot), 2n ** BigInt(rows));
}

/** A table's exact return: sum over slots of C(rows, k) * m_k / (100 * 2^rows). */
export function plinkoTableRtp(rows: number, risk: PlinkoRisk): Multiplier {
  const table = plinkoTable(rows, risk);
  const total = table.reduce((sum, m, k) => sum + choose(rows, k) * BigInt(m), 0n);
  return multiplier(total, 100n * 2n ** BigInt(rows));
}

export type PlinkoParams = { stake: bigint; rows: number; risk: PlinkoRisk };
/** path: one letter a row, L or R; slot: the number of Rs. */
export type PlinkoOutcome = { path: string; slot: number; multiplier: Multiplier; payout: bigint };

export function plinkoOutcome(path: string, params: PlinkoParams): PlinkoOutcome {
  const slot = [...path].filter((step) => step === 'R').length;
  const m = multiplier(BigInt(plinkoTable(params.rows, params.risk)[slot] as number), 100n);
  return { path, slot, multiplier: m, payout: payoutFor(params.stake, m) };
}
