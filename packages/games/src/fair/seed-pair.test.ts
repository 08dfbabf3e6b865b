import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { isValidClientSeed } from './client-seed';
import {
  generateServerSeed,
  hashServerSeed,
  newSeedPair,
  publicSeedPair,
  rotateSeedPair,
  takeNonce,
  verifyServerSeed,
} from './seed-pair';

describe('seed pairs', () => {
  it('commit to the server seed by the SHA-256 of its hex text', () => {
    // printf '%s' <seed> | openssl dgst -sha256
    expect(hashServerSeed('1869c9d2a11e8ecde889aa06a811403308c819ea0a4289c50b90eb1d812c1338')).toBe(
      'f28f72e12dd2037b99ccf347e048fa153482e95cb995489a62f5cf280b94da30',
    );
  });

  it('draw 32 random bytes for each server seed', () => {
    const seeds = new Set(Array.from({ length: 50 }, generateServerSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('show the member the commitment, the client seed and the nonce, never the server seed', () => {
    const pair = newSeedPair('lucky');
    expect(publicSeedPair(pair)).toEqual({ serverSeedHash: pair.serverSeedHash, clientSeed: 'lucky', nonce: 0 });
    expect(JSON.stringify(publicSeedPair(pair))).not.toContain(pair.serverSeed);
  });

  it('use nonces 0, 1, 2, ... one per bet', () => {
    let pair = newSeedPair('lucky');
    const nonces: number[] = [];
    for (let bet = 0; bet < 3; bet++) {
      const { fairness, next } = takeNonce(pair);
      nonces.push(fairness.nonce);
      expect(fairness).toMatchObject({ serverSeed: pair.serverSeed, clientSeed: 'lucky' });
      pair = next;
    }
    expect(nonces).toEqual([0, 1, 2]);
    expect(pair.nonce).toBe(3);
  });

  it('reveal the old server seed on rotation, which matches the commitment shown before play', () => {
    const pair = takeNonce(takeNonce(newSeedPair('lucky')).next).next;
    const { revealed, next } = rotateSeedPair(pair, 'new seed');
    expect(revealed).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'lucky',
      nonceCount: 2,
    });
    expect(verifyServerSeed(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect(verifyServerSeed(next.serverSeed, revealed.serverSeedHash)).toBe(false);
    expect(next).toMatchObject({ clientSeed: 'new seed', nonce: 0 });
    expect(next.serverSeed).not.toBe(pair.serverSeed);
  });

  it('accept client seeds of 1-64 printable characters and refuse the rest', () => {
    for (const good of ['a', 'my lucky seed!', '~'.repeat(64), 'a:b:0'])
      expect(isValidClientSeed(good), good).toBe(true);
    for (const bad of ['', ' padded', 'padded ', 'x'.repeat(65), 'tab\there', 'ümlaut', 'line\n', 42])
      expect(isValidClientSeed(bad), String(bad)).toBe(false);
    expect(() => newSeedPair('')).toThrow(GameRuleError);
    expect(() => rotateSeedPair(newSeedPair('ok'), 'x'.repeat(65))).toThrow(GameRuleError);
  });
});
