import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledRange, uniform52, uniformFloat, uniformInt, wordSource } from './random-source';

const TWO_32 = 2 ** 32;

describe('unbiased numbers from 32-bit words', () => {
  it('maps an accepted word to word mod n and rejects the incomplete top block', () => {
    const limit = TWO_32 - (TWO_32 % 37); // 4294967289: the last 7 words would favour pockets 0-6
    expect(uniformInt(wordSource([limit - 1]), 37)).toBe((limit - 1) % 37);
    expect(uniformInt(wordSource([limit, TWO_32 - 1, 40]), 37)).toBe(3);
    expect(uniformInt(wordSource([TWO_32 - 1]), 2)).toBe(1);
    expect(uniformInt(wordSource([TWO_32 - 1]), TWO_32)).toBe(TWO_32 - 1);
    expect(uniformInt(wordSource([123]), 1)).toBe(0);
  });

  it('gives every value in [0, n) the same number of accepted words (zero bias)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: TWO_32 }), fc.integer({ min: 0, max: TWO_32 - 1 }), (n, word) => {
        const limit = TWO_32 - (TWO_32 % n);
        // The accepted words 0..limit-1 are limit / n whole blocks of 0..n-1.
        expect(limit % n).toBe(0);
        // And fewer than n words are ever thrown away.
        expect(TWO_32 - limit).toBeLessThan(n);
        if (word < limit) expect(uniformInt(wordSource([word]), n)).toBe(word % n);
      }),
    );
  });

  it('refuses ranges it cannot serve', () => {
    for (const n of [0, -1, 1.5, TWO_32 + 1]) expect(() => uniformInt(wordSource([0]), n)).toThrow(RangeError);
  });

  it('makes floats on the 2^-53 grid from two words', () => {
    expect(uniformFloat(wordSource([0, 0]))).toBe(0);
    expect(uniformFloat(wordSource([TWO_32 - 1, TWO_32 - 1]))).toBe(1 - 2 ** -53);
    expect(uniformFloat(wordSource([2 ** 31, 0]))).toBe(0.5);
    expect(uniformFloat(wordSource([0, 2 ** 6]))).toBe(2 ** -53);
  });

  it('makes 52-bit integers from the top 20 bits of one word and all of the next', () => {
    expect(uniform52(wordSource([0xfff, 0]))).toBe(0);
    expect(uniform52(wordSource([TWO_32 - 1, TWO_32 - 1]))).toBe(2 ** 52 - 1);
    expect(uniform52(wordSource([1 << 12, 5]))).toBe(TWO_32 + 5);
  });

  it('shuffles into every order exactly once over all choice sequences (Fisher-Yates)', () => {
    const n = 5;
    const seen = new Set<string>();
    // Choice i is uniformInt(n - i); small words are accepted as they are.
    for (let a = 0; a < 5; a++)
      for (let b = 0; b < 4; b++)
        for (let c = 0; c < 3; c++)
          for (let d = 0; d < 2; d++) seen.add(shuffledRange(wordSource([a, b, c, d]), n).join(','));
    expect(seen.size).toBe(120);
    expect([...seen].every((order) => order.split(',').sort().join(',') === '0,1,2,3,4')).toBe(true);
  });
});
