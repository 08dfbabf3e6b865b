import { fairSource } from '../fair/fair-source';
import { uniformInt } from '../fair/random-source';
import type { Fairness, SettleOptions } from '../game-types';
import { checkStake } from '../money/bet-limits';
import { checkDiceBet, DICE_GAME, DICE_OUTCOMES, type DiceOutcome, type DiceParams, diceOutcome } from './dice-rules';

/** One roll: uniformInt(10000) from the bet's first words, read as hundredths 0.00-99.99. */
export function settleDice(params: DiceParams, fairness: Fairness, options: SettleOptions = {}): DiceOutcome {
  checkDiceBet(params.direction, params.target);
  checkStake(params.stake, options.limits ?? DICE_GAME.defaultLimits);
  return diceOutcome(uniformInt(fairSource(fairness), DICE_OUTCOMES), params);
}
