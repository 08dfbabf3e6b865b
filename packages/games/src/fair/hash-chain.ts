import { createHash } from 'node:crypto';
import { generateServerSeed } from './seed-pair';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Crash rounds are shared, so their server seeds cannot come from one member's pair. They come
 * from a hash chain: a random last seed, each earlier one the SHA-256 (of the hex text) of the one
 * after it. The hash of the first is published as the commitment before round 1; round i then
 * reveals gameHashes[i-1], whose SHA-256 is the previous round's hash (or the commitment), so
 * every round is fixed the moment the commitment is out and none can be swapped later.
 */
export type HashChain = { commitment: string; gameHashes: string[] };

export function createHashChain(length: number, lastSeed: string = generateServerSeed()): HashChain {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('a chain has at least one round');
  const gameHashes = new Array<string>(length);
  let hash = lastSeed;
  for (let i = length - 1; i >= 0; i--) {
    gameHashes[i] = hash;
    hash = sha256Hex(hash);
  }
  return { commitment: hash, gameHashes };
}

/** True when `gameHash` is the round right after the one whose hash (or the commitment) is `previous`. */
export function followsInChain(gameHash: string, previous: string): boolean {
  return sha256Hex(gameHash) === previous;
}

/**
 * The round number (1-based) of `gameHash` under `commitment`, by hashing back at most
 * `maxRounds` times; null when it is not in the chain that far.
 */
export function roundInChain(gameHash: string, commitment: string, maxRounds: number): number | null {
  let hash = gameHash;
  for (let round = 1; round <= maxRounds; round++) {
    hash = sha256Hex(hash);
    if (hash === commitment) return round;
  }
  return null;
}
