import { createHmac } from 'node:crypto';
import { GameRuleError } from '../game-rule-error';
import type { Fairness } from '../game-types';
import { isValidClientSeed } from './client-seed';
import type { RandomSource } from './random-source';

const SERVER_SEED = /^[0-9a-f]{64}$/;

export function checkFairness(fairness: Fairness): void {
  if (!SERVER_SEED.test(fairness.serverSeed))
    throw new GameRuleError('INVALID_SEED', 'server seed is not 64 hex digits');
  if (!isValidClientSeed(fairness.clientSeed)) throw new GameRuleError('INVALID_CLIENT_SEED', 'bad client seed');
  if (!Number.isSafeInteger(fairness.nonce) || fairness.nonce < 0)
    throw new GameRuleError('INVALID_SEED', 'nonce is not a non-negative integer');
}

/**
 * Round `round` of a bet's outcome bytes: HMAC_SHA256(key = serverSeed, message =
 * `${clientSeed}:${nonce}:${round}`). The key is the server seed's hex text as the member sees it,
 * so any HMAC tool reproduces the bytes from what the site shows. The message cannot be confused
 * between two bets: nonce and round are the last two colon-separated integers.
 */
export function outcomeBytes(fairness: Fairness, round: number): Buffer {
  return hmac(Buffer.from(fairness.serverSeed), fairness, round);
}

function hmac(key: Buffer, fairness: Fairness, round: number): Buffer {
  return createHmac('sha256', key).update(`${fairness.clientSeed}:${fairness.nonce}:${round}`).digest();
}

/**
 * The bet's words in order: the eight big-endian 32-bit words of round 0, then of round 1, and so
 * on, so a game needing many numbers never reuses bytes.
 */
export function fairSource(fairness: Fairness): RandomSource {
  checkFairness(fairness);
  // The key's bytes once per bet rather than once per round: simulations settle millions.
  const key = Buffer.from(fairness.serverSeed);
  let round = 0;
  let bytes = hmac(key, fairness, round);
  let offset = 0;
  return {
    nextUint32() {
      if (offset === bytes.length) {
        bytes = hmac(key, fairness, ++round);
        offset = 0;
      }
      const word = bytes.readUInt32BE(offset);
      offset += 4;
      return word;
    },
  };
}
