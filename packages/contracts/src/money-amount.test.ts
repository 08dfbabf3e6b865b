import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, parseDecimalAmount, toDecimalAmount } from './money-amount';

describe('money amounts on the wire', () => {
  it('knows the digits of the currencies members pay in', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('formats minor units without floating point', () => {
    expect(toDecimalAmount(12550n, 2)).toBe('125.50');
    expect(toDecimalAmount(-5n, 2)).toBe('-0.05');
    expect(toDecimalAmount(900719925474099312n, 2)).toBe('9007199254740993.12');
    expect(toDecimalAmount(42n, 0)).toBe('42');
  });

  it('refuses what is not a plain amount instead of rounding it', () => {
    for (const bad of ['', '-1', '1e3', '01', '1.005', '1,5', ' . ', 'NaN'])
      expect(parseDecimalAmount(bad, 2), bad).toBeNull();
    expect(parseDecimalAmount(' 125.5 ', 2)).toBe(12550n);
    expect(parseDecimalAmount('7', 0)).toBe(7n);
    expect(parseDecimalAmount('7.0', 0)).toBeNull();
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.constantFrom(0, 2, 3), (minor, digits) => {
        expect(parseDecimalAmount(toDecimalAmount(minor, digits), digits)).toBe(minor);
      }),
    );
  });
});
