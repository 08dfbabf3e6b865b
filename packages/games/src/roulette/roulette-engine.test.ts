import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { simulateRoulette, simulationChecks, simulationSeed } from '../simulation/game-simulations';
import { ALL_PASS, TEST_ROUNDS, VECTOR_FAIRNESS } from '../test-vectors';
import { settleRoulette } from './roulette-engine';
import { outsideBetNumbers } from './roulette-rules';

describe('roulette spins', () => {
  it('land on word mod 37 of the first bet word (known answer)', () => {
    // 0xd9e2ddc2 = 3655523778 is below 2^32 - 2^32 mod 37, and 3655523778 mod 37 = 35.
    const outcome = settleRoulette(
      {
        bets: [
          { kind: 'straight', numbers: [35], stake: 100n },
          { kind: 'red', numbers: outsideBetNumbers('red'), stake: 50n },
        ],
      },
      VECTOR_FAIRNESS,
    );
    expect(outcome).toMatchObject({
      pocket: 35,
      color: 'black',
      betPayouts: [3600n, 0n],
      totalStake: 150n,
      payout: 3600n,
    });
  });

  it('refuse a bet the layout does not have, an empty spin and a spin over the limit', () => {
    const refuse = (bets: Parameters<typeof settleRoulette>[0]['bets']) =>
      expect(() => settleRoulette({ bets }, VECTOR_FAIRNESS)).toThrow(GameRuleError);
    refuse([]);
    refuse([{ kind: 'split', numbers: [1, 5], stake: 100n }]);
    refuse([{ kind: 'straight', numbers: [37], stake: 100n }]);
    refuse([{ kind: 'straight', numbers: [7], stake: 0n }]);
    refuse([
      { kind: 'straight', numbers: [7], stake: 60_000n },
      { kind: 'red', numbers: outsideBetNumbers('red'), stake: 60_000n },
    ]);
  });

  it('return 36/37 within the 99% interval, with random pockets', () => {
    expect(simulationChecks(simulateRoulette(TEST_ROUNDS, simulationSeed('unit-tests:roulette')))).toEqual(ALL_PASS);
  });
});
