import { GameRuleError } from '../game-rule-error';
import { DEFAULT_LIMITS, type GameInfo } from '../game-types';
import { type Multiplier, multiplier, NO_WIN, payoutFor } from '../money/multiplier';

/**
 * Crash: one shared round for every player. A multiplier climbs from 1.00x until the round's
 * crash point; a bet wins its cash-out multiplier if it cashes out at or below the crash point.
 * Multipliers are whole hundredths (101 = 1.01x). Display-safe (no node:crypto).
 */
export const CRASH_GAME: GameInfo = {
  code: 'crash',
  name: 'Crash',
  gameType: 'CRASH',
  declaredRtpPercent: 99,
  maxWinMultiplier: 10_000,
  defaultLimits: DEFAULT_LIMITS,
};

export const MIN_CASH_OUT = 101;
/** Crash points stop at the max win; a cash-out target can be at most this. */
export const MAX_CRASH_POINT = CRASH_GAME.maxWinMultiplier * 100;
export const UNIFORM_BITS = 52;

/**
 * The crash point in hundredths from u, uniform in [0, 2^bits): floor(99 * 2^bits / (2^bits - u)),
 * at least 100 and at most MAX_CRASH_POINT. As 2^bits - u is uniform in 1..2^bits, the point
 * reaches y (100 < y <= max) for exactly floor(99 * 2^bits / y) of the 2^bits values:
 * P(crash >= x) = 0.99 / x to within 2^-52, so cashing out at any x returns 99%. Rounds whose
 * formula gives less than 1.00x (1%, the house edge) bust at 1.00x together with the natural
 * ones below 1.01x: an instant bust share of 1 - 0.99 / 1.01, about 1.98%.
 */
export function crashPointFromUniform(u: number, bits: number = UNIFORM_BITS): number {
  const range = 1n << BigInt(bits);
  const point = (99n * range) / (range - BigInt(u));
  return Number(point < 100n ? 100n : point > BigInt(MAX_CRASH_POINT) ? BigInt(MAX_CRASH_POINT) : point);
}

/** The exact chance that a round reaches `target` hundredths. */
export function crashChanceAtLeast(target: number, bits: number = UNIFORM_BITS): Multiplier {
  if (target <= 100) return multiplier(1n);
  if (target > MAX_CRASH_POINT) return NO_WIN;
  const range = 1n << BigInt(bits);
  return multiplier((99n * range) / BigInt(target), range);
}

/** Growth of the display: e^(0.00006 t) for t in ms, so 2x at 11.6 s, 10x at 38 s, 100x at 77 s. */
export const GROWTH_PER_MS = 0.00006;

/** The multiplier shown `elapsedMs` after the round started, in hundredths, rounded down. */
export function crashMultiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, elapsedMs)));
}

/** The first whole millisecond at which the display reaches `hundredths`: when a round with that crash point ends. */
export function crashElapsedFor(hundredths: number): number {
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / GROWTH_PER_MS) - 1);
  // Step past floating-point rounding at the boundary instead of trusting log and exp to agree.
  while (crashMultiplierAt(ms) < hundredths) ms++;
  return ms;
}

/**
 * A manual cash-out `elapsedMs` into a round: the multiplier it locks in, or null when the round
 * has already crashed (or not yet reached 1.01x).
 */
export function crashManualCashOut(elapsedMs: number, crashPoint: number): number | null {
  if (elapsedMs >= crashElapsedFor(crashPoint)) return null;
  const at = crashMultiplierAt(elapsedMs);
  return at >= MIN_CASH_OUT ? at : null;
}

/** cashOutAt: the bet's cash-out in hundredths (its auto cash-out, or where it cashed out by hand); null if it never did. */
export type CrashParams = { stake: bigint; cashOutAt: number | null };
export type CrashOutcome = { crashPoint: number; win: boolean; multiplier: Multiplier; payout: bigint };

export function checkCashOut(cashOutAt: number | null): void {
  if (cashOutAt !== null && (!Number.isInteger(cashOutAt) || cashOutAt < MIN_CASH_OUT || cashOutAt > MAX_CRASH_POINT))
    throw new GameRuleError('INVALID_BET', `cash out between ${MIN_CASH_OUT} and ${MAX_CRASH_POINT} hundredths`);
}

export function crashBetOutcome(crashPoint: number, params: CrashParams): CrashOutcome {
  const win = params.cashOutAt !== null && params.cashOutAt <= crashPoint;
  const m = win ? multiplier(BigInt(params.cashOutAt as number), 100n) : NO_WIN;
  return { crashPoint, win, multiplier: m, payout: payoutFor(params.stake, m) };
}
