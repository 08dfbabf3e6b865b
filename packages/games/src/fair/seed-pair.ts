import { createHash, randomBytes } from 'node:crypto';
import { GameRuleError } from '../game-rule-error';
import type { Fairness } from '../game-types';
import { isValidClientSeed } from './client-seed';

/**
 * A member's seed pair. The server seed stays secret while it is in use; the member sees its
 * SHA-256 commitment before the first bet, so the house cannot change it afterwards. The nonce is
 * the number of bets already made with the pair.
 */
export type SeedPair = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

export type PublicSeedPair = Omit<SeedPair, 'serverSeed'>;

/** What rotation reveals: every bet made with nonces 0..nonceCount-1 can now be verified. */
export type RevealedSeedPair = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonceCount: number };

/** 32 random bytes as 64 lower-case hex digits. */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment: SHA-256 of the seed's hex text, as lower-case hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function verifyServerSeed(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}

/** A default client seed for a member who never chose one: 16 random bytes as hex. */
export function generateClientSeed(): string {
  return randomBytes(16).toString('hex');
}

export function newSeedPair(clientSeed: string = generateClientSeed()): SeedPair {
  if (!isValidClientSeed(clientSeed))
    throw new GameRuleError('INVALID_CLIENT_SEED', 'a client seed is 1-64 printable characters');
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

export function publicSeedPair(pair: SeedPair): PublicSeedPair {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/** The fairness of the next bet and the pair to store after it (nonce + 1). */
export function takeNonce(pair: SeedPair): { fairness: Fairness; next: SeedPair } {
  return {
    fairness: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    next: { ...pair, nonce: pair.nonce + 1 },
  };
}

/**
 * Ends a pair: reveals its server seed and starts a new one at nonce 0, with the member's new
 * client seed if given. Changing the client seed always rotates, so a member can verify every
 * earlier bet as soon as they change it.
 */
export function rotateSeedPair(
  pair: SeedPair,
  nextClientSeed: string = pair.clientSeed,
): {
  revealed: RevealedSeedPair;
  next: SeedPair;
} {
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonceCount: pair.nonce,
    },
    next: newSeedPair(nextClientSeed),
  };
}
