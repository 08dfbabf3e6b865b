import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { multiplier } from '../money/multiplier';
import { simulateDice, simulationChecks, simulationSeed } from '../simulation/game-simulations';
import { ALL_PASS, TEST_ROUNDS, VECTOR_FAIRNESS } from '../test-vectors';
import { settleDice } from './dice-engine';

describe('dice rolls', () => {
  it('roll word mod 10000 of the first bet word (known answer)', () => {
    // 0xd9e2ddc2 = 3655523778, below 2^32 - 7296: the roll is 3778, 37.78.
    expect(settleDice({ stake: 100n, direction: 'under', target: 5000 }, VECTOR_FAIRNESS)).toEqual({
      roll: 3778,
      win: true,
      multiplier: multiplier(99n, 50n),
      payout: 198n,
    });
  });

  it('refuse a bad target or stake before rolling', () => {
    expect(() => settleDice({ stake: 100n, direction: 'under', target: 9900 }, VECTOR_FAIRNESS)).toThrow(GameRuleError);
    expect(() => settleDice({ stake: 100_001n, direction: 'under', target: 5000 }, VECTOR_FAIRNESS)).toThrow(
      GameRuleError,
    );
  });

  it('return 99% within the 99% interval, with random rolls', () => {
    expect(simulationChecks(simulateDice(TEST_ROUNDS, simulationSeed('unit-tests:dice')))).toEqual(ALL_PASS);
  });
});
