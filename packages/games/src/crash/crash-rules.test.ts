import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { compareMultipliers, multiplier, multiplierToNumber, NO_WIN } from '../money/multiplier';
import {
  CRASH_GAME,
  checkCashOut,
  crashBetOutcome,
  crashChanceAtLeast,
  crashElapsedFor,
  crashManualCashOut,
  crashMultiplierAt,
  crashPointFromUniform,
  MAX_CRASH_POINT,
} from './crash-rules';

describe('crash points', () => {
  it('reach x with the exact counted chance, checked over all 2^16 values of a 16-bit draw', () => {
    // The same formula on 16 bits instead of 52, every value enumerated.
    const bits = 16;
    const reached = new Map<number, number>();
    const targets = [100, 101, 102, 150, 199, 200, 333, 1000, 5000, 65_536, MAX_CRASH_POINT];
    for (let u = 0; u < 2 ** bits; u++) {
      const point = crashPointFromUniform(u, bits);
      for (const target of targets) if (point >= target) reached.set(target, (reached.get(target) ?? 0) + 1);
    }
    for (const target of targets)
      expect(crashChanceAtLeast(target, bits), `target ${target}`).toEqual(
        multiplier(BigInt(reached.get(target) ?? 0), 2n ** 16n),
      );
  });

  it('return 99% at every cash-out target x, never more and short by less than x * 2^-52', () => {
    const ninetyNine = multiplier(99n, 100n);
    const wrong: number[] = [];
    for (let target = 101; target <= MAX_CRASH_POINT; target += target < 10_000 ? 1 : 997) {
      const chance = crashChanceAtLeast(target);
      const rtp = multiplier(chance.num * BigInt(target), chance.den * 100n);
      const short = 0.99 - multiplierToNumber(rtp);
      if (compareMultipliers(rtp, ninetyNine) > 0 || short >= (target / 100) * 2 ** -52 + 1e-15) wrong.push(target);
    }
    expect(wrong).toEqual([]);
  });

  it('bust at once in about 1.98% of rounds: the 1% edge and the natural points below 1.01x', () => {
    const instant = 1 - multiplierToNumber(crashChanceAtLeast(101));
    expect(instant).toBeCloseTo(1 - 0.99 / 1.01, 12);
    expect(crashPointFromUniform(0)).toBe(100);
    expect(crashPointFromUniform(2 ** 52 - 1)).toBe(MAX_CRASH_POINT);
    expect(crashChanceAtLeast(MAX_CRASH_POINT + 1)).toEqual(NO_WIN);
  });
});

describe('the crash display', () => {
  it('starts at 1.00x and doubles in about 11.6 s', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashElapsedFor(200)).toBe(11_553);
    expect(crashElapsedFor(1000)).toBe(38_377);
  });

  it('reaches every multiplier at the first millisecond it names', () => {
    const wrong: number[] = [];
    for (let hundredths = 101; hundredths <= MAX_CRASH_POINT; hundredths += hundredths < 2000 ? 1 : 1009) {
      const at = crashElapsedFor(hundredths);
      if (crashMultiplierAt(at) < hundredths || crashMultiplierAt(at - 1) >= hundredths) wrong.push(hundredths);
    }
    expect(wrong).toEqual([]);
  });

  it('locks a manual cash-out only while the round runs', () => {
    const end = crashElapsedFor(250);
    expect(crashManualCashOut(end - 1, 250)).toBe(249);
    expect(crashManualCashOut(end, 250)).toBeNull();
    expect(crashManualCashOut(10, 250)).toBeNull(); // still 1.00x
  });
});

describe('crash bets', () => {
  it('win their cash-out when it is at or below the crash point', () => {
    expect(crashBetOutcome(250, { stake: 100n, cashOutAt: 250 })).toEqual({
      crashPoint: 250,
      win: true,
      multiplier: multiplier(5n, 2n),
      payout: 250n,
    });
    expect(crashBetOutcome(249, { stake: 100n, cashOutAt: 250 })).toMatchObject({ win: false, payout: 0n });
    expect(crashBetOutcome(100_000, { stake: 100n, cashOutAt: null })).toMatchObject({ win: false, payout: 0n });
  });

  it('refuse a cash-out below 1.01x or above the max win', () => {
    for (const bad of [100, MAX_CRASH_POINT + 1, 150.5]) expect(() => checkCashOut(bad)).toThrow(GameRuleError);
    expect(() => checkCashOut(null)).not.toThrow();
    expect(MAX_CRASH_POINT).toBe(CRASH_GAME.maxWinMultiplier * 100);
  });
});
