import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { multiplier, NO_WIN } from '../money/multiplier';
import {
  checkDiceBet,
  DICE_GAME,
  DICE_OUTCOMES,
  type DiceDirection,
  diceMultiplier,
  diceOutcome,
  diceWins,
  formatRoll,
  MAX_WINNING_OUTCOMES,
  MIN_WINNING_OUTCOMES,
  winningOutcomes,
} from './dice-rules';

const validTargets = (direction: DiceDirection) =>
  Array.from({ length: DICE_OUTCOMES }, (_, t) => t).filter((t) => {
    const wins = winningOutcomes(direction, t);
    return wins >= MIN_WINNING_OUTCOMES && wins <= MAX_WINNING_OUTCOMES;
  });

describe('dice rules', () => {
  it('returns exactly 99% for every target, by enumeration of the 10,000 rolls', () => {
    for (const direction of ['under', 'over'] as const) {
      const targets = validTargets(direction);
      // Each roll of 10,000 is equally likely, so a target returns wins/10000 * m with m its
      // multiplier: exactly 99/100, i.e. wins * m.num * 100 = 99 * 10000 * m.den, for every target...
      const notNinetyNine = targets.filter((target) => {
        const m = diceMultiplier(direction, target);
        return BigInt(winningOutcomes(direction, target)) * m.num * 100n !== 99n * 10_000n * m.den;
      });
      expect(notNinetyNine, direction).toEqual([]);
      // ...where wins is checked by running the win rule over all 10,000 rolls, for the extreme
      // targets and one in 197 between them.
      const checked = targets.filter((_, i) => i % 197 === 0 || i === targets.length - 1);
      for (const target of checked) {
        let winners = 0;
        for (let roll = 0; roll < DICE_OUTCOMES; roll++) if (diceWins(roll, direction, target)) winners++;
        expect(winners, `${direction} ${target}`).toBe(winningOutcomes(direction, target));
      }
    }
    expect(DICE_GAME.declaredRtpPercent).toBe(99);
  });

  it('pays 99% over the win chance, rounded down to the minor unit', () => {
    expect(diceMultiplier('under', 5000)).toEqual(multiplier(198n, 100n));
    expect(diceMultiplier('over', 4999)).toEqual(multiplier(198n, 100n));
    expect(diceMultiplier('under', 10)).toEqual(multiplier(990n));
    expect(diceOutcome(3332, { stake: 100n, direction: 'under', target: 3333 })).toEqual({
      roll: 3332,
      win: true,
      multiplier: multiplier(9900n, 3333n),
      payout: 297n,
    });
    expect(diceOutcome(3333, { stake: 100n, direction: 'under', target: 3333 })).toMatchObject({
      win: false,
      multiplier: NO_WIN,
      payout: 0n,
    });
    expect(diceOutcome(5000, { stake: 100n, direction: 'over', target: 5000 }).win).toBe(false);
    expect(diceOutcome(5001, { stake: 100n, direction: 'over', target: 5000 }).win).toBe(true);
  });

  it('has a max win of 990x at the smallest chance', () => {
    const multipliers = (['under', 'over'] as const).flatMap((d) =>
      validTargets(d).map((t) => Number(diceMultiplier(d, t).num) / Number(diceMultiplier(d, t).den)),
    );
    expect(Math.max(...multipliers)).toBe(DICE_GAME.maxWinMultiplier);
  });

  it('refuses win chances outside 0.10%-98.00%', () => {
    for (const [direction, target] of [
      ['under', 9],
      ['under', 9801],
      ['over', 9990],
      ['over', 198],
      ['under', 50.5],
      ['sideways', 5000],
    ] as const)
      expect(() => checkDiceBet(direction as DiceDirection, target), `${direction} ${target}`).toThrow(GameRuleError);
  });

  it('shows rolls with two decimals', () => {
    expect([formatRoll(0), formatRoll(3778), formatRoll(9999), formatRoll(105)]).toEqual([
      '0.00',
      '37.78',
      '99.99',
      '1.05',
    ]);
  });
});
