import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { checkStake } from './bet-limits';
import { compareMultipliers, formatMultiplier, multiplier, multiplierToNumber, payoutFor } from './multiplier';

describe('exact multipliers', () => {
  it('are kept in lowest terms so equal multipliers are equal records', () => {
    expect(multiplier(990000n, 495000n)).toEqual({ num: 2n, den: 1n });
    expect(multiplier(0n, 37n)).toEqual({ num: 0n, den: 1n });
    expect(() => multiplier(1n, 0n)).toThrow(RangeError);
    expect(() => multiplier(-1n, 2n)).toThrow(RangeError);
  });

  it('pay rounded down to the minor unit', () => {
    expect(payoutFor(100n, multiplier(990000n, 333300n))).toBe(297n); // 2.9702...
    expect(payoutFor(7n, multiplier(3n, 20n))).toBe(1n);
    expect(payoutFor(10n ** 15n, multiplier(36n))).toBe(36n * 10n ** 15n);
  });

  it('never pay more than the exact product, nor a whole minor unit less', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 7n }),
        fc.bigInt({ min: 1n, max: 10n ** 7n }),
        (stake, num, den) => {
          const paid = payoutFor(stake, multiplier(num, den));
          expect(paid * den <= stake * num).toBe(true);
          expect((paid + 1n) * den > stake * num).toBe(true);
        },
      ),
    );
  });

  it('display rounded down and compare exactly', () => {
    expect(formatMultiplier(multiplier(9900n, 3333n))).toBe('2.97');
    expect(formatMultiplier(multiplier(99n, 100n), 4)).toBe('0.9900');
    expect(formatMultiplier(multiplier(1000n), 0)).toBe('1000');
    expect(compareMultipliers(multiplier(1n, 3n), multiplier(333n, 1000n))).toBe(1);
    expect(compareMultipliers(multiplier(2n, 4n), multiplier(1n, 2n))).toBe(0);
    expect(multiplierToNumber(multiplier(36n, 37n))).toBeCloseTo(0.972972973, 9);
  });
});

describe('stake limits', () => {
  it('accept stakes inside the limits and refuse the rest', () => {
    const limits = { minStake: 10n, maxStake: 500n };
    expect(() => checkStake(10n, limits)).not.toThrow();
    expect(() => checkStake(500n, limits)).not.toThrow();
    for (const bad of [9n, 501n, 0n, -5n]) expect(() => checkStake(bad, limits)).toThrow(GameRuleError);
    expect(() => checkStake(0n, { minStake: 0n, maxStake: 5n })).toThrow(GameRuleError);
  });
});
