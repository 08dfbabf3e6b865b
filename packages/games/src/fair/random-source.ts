/**
 * A stream of uniform 32-bit words. The fair source reads them from HMAC outputs; the helpers
 * below turn words into game numbers without bias and without node:crypto, so the web can import
 * them and the tests can feed chosen words.
 */
export interface RandomSource {
  nextUint32(): number;
}

const TWO_32 = 2 ** 32;

/**
 * A uniform integer in [0, n) for 1 <= n <= 2^32, by rejection sampling: words at or above the
 * largest multiple of n below 2^32 are thrown away and the next word is read, so every result has
 * exactly (2^32 - 2^32 mod n) / n accepted words behind it: zero bias. A word is rejected with
 * probability below n / 2^32 (under 1 in 100,000 for our games), so streams stay short.
 */
export function uniformInt(source: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`uniformInt range ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = source.nextUint32();
    if (word < limit) return word % n;
  }
}

/**
 * A uniform float in [0, 1) on the grid of 2^-53, from two words: 27 high bits of the first and 26
 * of the second make a 53-bit integer, which a double holds exactly. No value is more likely than
 * another, unlike dividing one word by 2^32 and rounding.
 */
export function uniformFloat(source: RandomSource): number {
  const high = source.nextUint32() >>> 5;
  const low = source.nextUint32() >>> 6;
  return (high * 2 ** 26 + low) / 2 ** 53;
}

/**
 * A uniform 52-bit integer in [0, 2^52) from two words: the top 20 bits of the first word and all
 * of the second. Every value has exactly 2^12 word pairs behind it.
 */
export function uniform52(source: RandomSource): number {
  const high = source.nextUint32() >>> 12;
  const low = source.nextUint32();
  return high * TWO_32 + low;
}

/**
 * A uniform permutation of 0..n-1 by the forward Fisher-Yates shuffle: for i = 0..n-2 swap
 * position i with i + uniformInt(n - i). Each of the n! orders comes from exactly one sequence
 * of choices, and each choice is unbiased, so every order is equally likely.
 */
export function shuffledRange(source: RandomSource, n: number): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < n - 1; i++) {
    const j = i + uniformInt(source, n - i);
    [items[i], items[j]] = [items[j] as number, items[i] as number];
  }
  return items;
}

/** Words given in advance, for tests and for replaying a known stream. */
export function wordSource(words: readonly number[]): RandomSource {
  let next = 0;
  return {
    nextUint32() {
      const word = words[next++];
      if (word === undefined) throw new RangeError('word source exhausted');
      return word;
    },
  };
}
