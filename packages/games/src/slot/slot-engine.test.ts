import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { multiplier } from '../money/multiplier';
import { simulateSlot, simulationChecks, simulationSeed } from '../simulation/game-simulations';
import { ALL_PASS, TEST_ROUNDS, VECTOR_FAIRNESS } from '../test-vectors';
import { settleSlot } from './slot-engine';

describe('slot spins', () => {
  it('stop each reel at word mod 32 of the bet words (known answer)', () => {
    // d9e2ddc2 -> 2, 79ff12e3 -> 3, 221dac72 -> 18, c396a1c7 -> 7, 691b4ede -> 30.
    expect(settleSlot({ stake: 2000n }, VECTOR_FAIRNESS)).toEqual({
      stops: [2, 3, 18, 7, 30],
      grid: ['POHWC', 'HHPCH', 'LPCOB'],
      lineWins: [{ line: 16, symbol: 'H', count: 3, pays: 20 }],
      multiplier: multiplier(1n),
      payout: 2000n,
    });
  });

  it('give the same outcome for the same seeds and nonce', () => {
    const fairness = { ...VECTOR_FAIRNESS, nonce: 41 };
    expect(settleSlot({ stake: 777n }, fairness)).toEqual(settleSlot({ stake: 777n }, fairness));
  });

  it('refuse stakes outside the limits, the merchant’s when given', () => {
    expect(() => settleSlot({ stake: 5n }, VECTOR_FAIRNESS)).toThrow(GameRuleError);
    const limits = { minStake: 1n, maxStake: 50n };
    expect(settleSlot({ stake: 5n }, VECTOR_FAIRNESS, { limits }).payout).toBe(5n);
    expect(() => settleSlot({ stake: 51n }, VECTOR_FAIRNESS, { limits })).toThrow(GameRuleError);
  });

  it('return the exact RTP within the 99% interval, with random stops', () => {
    expect(simulationChecks(simulateSlot(TEST_ROUNDS, simulationSeed('unit-tests:slot')))).toEqual(ALL_PASS);
  });
});
