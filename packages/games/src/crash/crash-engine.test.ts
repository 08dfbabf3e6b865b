import { describe, expect, it } from 'vitest';
import { createHashChain } from '../fair/hash-chain';
import { hashServerSeed } from '../fair/seed-pair';
import { simulateCrash, simulationChecks, simulationSeed } from '../simulation/game-simulations';
import { ALL_PASS, TEST_ROUNDS, VECTOR_FAIRNESS } from '../test-vectors';
import { crashPoint, crashRoundFairness, settleCrash } from './crash-engine';

describe('crash rounds', () => {
  it('take the crash point from a 52-bit draw of the first two words (known answer)', () => {
    // u = (0xd9e2ddc2 >>> 12) * 2^32 + 0x79ff12e3; floor(99 * 2^52 / (2^52 - u)) = 664: 6.64x.
    expect(crashPoint(VECTOR_FAIRNESS)).toBe(664);
    expect(settleCrash({ stake: 100n, cashOutAt: 150 }, VECTOR_FAIRNESS)).toMatchObject({
      crashPoint: 664,
      win: true,
      payout: 150n,
    });
    expect(settleCrash({ stake: 100n, cashOutAt: 665 }, VECTOR_FAIRNESS)).toMatchObject({ win: false, payout: 0n });
  });

  it('run on a hash chain: each revealed round hash commits to the one before', () => {
    const chain = createHashChain(3, 'e'.repeat(64));
    const rounds = chain.gameHashes.map((hash, i) => crashRoundFairness(hash, 'public salt', i + 1));
    // The record's serverSeedHash of round i is round i-1's hash (the commitment for round 1).
    expect(hashServerSeed(rounds[0]?.serverSeed as string)).toBe(chain.commitment);
    expect(hashServerSeed(rounds[2]?.serverSeed as string)).toBe(chain.gameHashes[1]);
    // Every player of a round sees the same crash point.
    const round = rounds[1] as (typeof rounds)[number];
    expect(settleCrash({ stake: 10n, cashOutAt: null }, round).crashPoint).toBe(crashPoint(round));
  });

  it('return the exact RTP of the cash-out targets within the 99% interval', () => {
    expect(simulationChecks(simulateCrash(TEST_ROUNDS, simulationSeed('unit-tests:crash')))).toEqual(ALL_PASS);
  });
});
