import { randomInt } from 'node:crypto';

/**
 * The simulator's one game, a lucky wheel: twelve segments, each a multiplier of the stake. The
 * outcome is drawn with node:crypto; a simulator needs no provable fairness (the in-house studio
 * has it), only real stakes and wins to drive the wallet. Return to player: 11.7 / 12 = 97.5 %.
 */
export const WHEEL_MULTIPLIERS = [0, 1.5, 0, 2, 0, 1.2, 0, 5, 0, 1.5, 0.5, 0] as const;

/** Multipliers in tenths, so a win in minor units is exact: stake * tenths / 10. */
const TENTHS = WHEEL_MULTIPLIERS.map((m) => BigInt(Math.round(m * 10)));

export function spinWheel(): number {
  return randomInt(WHEEL_MULTIPLIERS.length);
}

/** The win of a stake on a segment, in minor units, rounded down to the currency's smallest unit. */
export function winOf(stakeMinor: bigint, segment: number): bigint {
  const tenths = TENTHS[segment];
  if (tenths === undefined) throw new RangeError(`no segment ${segment}`);
  return (stakeMinor * tenths) / 10n;
}
