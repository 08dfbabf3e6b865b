import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { multiplier } from '../money/multiplier';
import { simulatePlinko, simulationChecks, simulationSeed } from '../simulation/game-simulations';
import { ALL_PASS, TEST_ROUNDS, VECTOR_FAIRNESS } from '../test-vectors';
import { settlePlinko } from './plinko-engine';

describe('plinko drops', () => {
  it('go right on odd words, left on even, row by row (known answer)', () => {
    // Round 0 words end c2 e3 72 c7 de 64 27 ee: LRLRLLRL; round 1's: aa 92 22 0d 0b ad 42 e1: LLLRRRLR.
    expect(settlePlinko({ stake: 100n, rows: 16, risk: 'high' }, VECTOR_FAIRNESS)).toEqual({
      path: 'LRLRLLRLLLLRRRLR',
      slot: 7,
      multiplier: multiplier(1n, 5n),
      payout: 20n,
    });
  });

  it('refuse a bad table before dropping', () => {
    expect(() => settlePlinko({ stake: 100n, rows: 20, risk: 'low' }, VECTOR_FAIRNESS)).toThrow(GameRuleError);
  });

  it('return the exact RTP of the tables within the 99% interval, with binomial slots', () => {
    expect(simulationChecks(simulatePlinko(TEST_ROUNDS, simulationSeed('unit-tests:plinko')))).toEqual(ALL_PASS);
  });
});
