import { crashRoundFairness, settleCrash } from '@platform/games/crash/crash-engine';
import { hashServerSeed } from '@platform/games/fair/seed-pair';
import { toJsonValue } from '@platform/games/records/verifiable-record';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { crashBetDetail } from './crash-fairness';
import { crashLoopEnabled } from './crash-game';

const GAME_HASH = '9'.repeat(64);
const seeds = { roundNumber: 42, salt: 'salt-1', previousHash: hashServerSeed(GAME_HASH) };
const point = settleCrash({ stake: 100n, cashOutAt: null }, crashRoundFairness(GAME_HASH, 'salt-1', 42)).crashPoint;

describe('crash bet detail', () => {
  it('keeps the server seed and the crash point back until the round has crashed', () => {
    const early = crashBetDetail(seeds, { stake: 1_000n, cashedOutAt: 101 }, point, null);
    expect(early).toEqual({
      game: 'crash',
      serverSeedHash: seeds.previousHash,
      clientSeed: 'salt-1',
      nonce: 42,
      params: { stake: '1000', cashOutAt: 101 },
      outcome: { win: true, multiplier: { num: '101', den: '100' }, payout: '1010' },
    });
    expect(JSON.stringify(early)).not.toContain(GAME_HASH);
    expect(JSON.stringify(early)).not.toContain('crashPoint');
  });

  it('after the crash is a verifiable record the engine reproduces', () => {
    const detail = crashBetDetail(seeds, { stake: 500n, cashedOutAt: null }, point, { gameHash: GAME_HASH });
    expect(detail).toMatchObject({
      serverSeed: GAME_HASH,
      seedRevealed: true,
      serverSeedHash: hashServerSeed(GAME_HASH),
    });
    const replayed = settleCrash({ stake: 500n, cashOutAt: null }, crashRoundFairness(GAME_HASH, 'salt-1', 42));
    expect(detail.outcome).toEqual(toJsonValue(replayed));
  });
});

describe('crash round loop switch', () => {
  it('runs in every process by default, but not in tests unless asked', () => {
    expect(crashLoopEnabled(loadConfig({}))).toBe(true);
    expect(crashLoopEnabled(loadConfig({ NODE_ENV: 'test' }))).toBe(false);
    expect(crashLoopEnabled(loadConfig({ NODE_ENV: 'test', CRASH_ROUND_LOOP: 'on' }))).toBe(true);
    expect(crashLoopEnabled(loadConfig({ CRASH_ROUND_LOOP: 'off' }))).toBe(false);
  });
});
