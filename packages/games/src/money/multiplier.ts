/**
 * An exact payout multiplier, payout = floor(stake * num / den). Never a float: a member's
 * verifier must reproduce every minor unit, and a rational also carries multipliers such as
 * 99/100 * 25 / 3 that no decimal or basis-point figure holds exactly.
 */
export type Multiplier = { num: bigint; den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x;
}

/** A reduced, non-negative multiplier; reduced so that equal multipliers compare equal as records. */
export function multiplier(num: bigint, den = 1n): Multiplier {
  if (den <= 0n || num < 0n) throw new RangeError(`bad multiplier ${num}/${den}`);
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

export const NO_WIN: Multiplier = { num: 0n, den: 1n };

/** Rounded down: the house never pays a fraction of a minor unit it does not have. */
export function payoutFor(stake: bigint, m: Multiplier): bigint {
  return (stake * m.num) / m.den;
}

export function compareMultipliers(a: Multiplier, b: Multiplier): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function multiplierToNumber(m: Multiplier): number {
  return Number(m.num) / Number(m.den);
}

/** For display, e.g. "2.97": rounded down, so a screen never promises more than is paid. */
export function formatMultiplier(m: Multiplier, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (m.num * scale) / m.den;
  if (decimals === 0) return scaled.toString();
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
