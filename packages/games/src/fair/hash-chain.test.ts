import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHashChain, followsInChain, roundInChain } from './hash-chain';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the crash hash chain', () => {
  const last = 'c'.repeat(64);
  const chain = createHashChain(5, last);

  it('links each round to the one before and the first to the commitment', () => {
    expect(chain.gameHashes[4]).toBe(last);
    expect(sha256(chain.gameHashes[0] as string)).toBe(chain.commitment);
    for (let i = 1; i < 5; i++)
      expect(followsInChain(chain.gameHashes[i] as string, chain.gameHashes[i - 1] as string)).toBe(true);
    expect(followsInChain(chain.gameHashes[0] as string, chain.gameHashes[1] as string)).toBe(false);
  });

  it('places a revealed hash by hashing back to the commitment', () => {
    expect(chain.gameHashes.map((hash) => roundInChain(hash, chain.commitment, 10))).toEqual([1, 2, 3, 4, 5]);
    expect(roundInChain(last, chain.commitment, 4)).toBeNull();
    expect(roundInChain('d'.repeat(64), chain.commitment, 10)).toBeNull();
  });

  it('starts from a fresh random seed unless given one', () => {
    expect(createHashChain(2).commitment).not.toBe(createHashChain(2).commitment);
    expect(() => createHashChain(0)).toThrow(RangeError);
  });
});
