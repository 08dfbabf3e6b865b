import { fairSource } from '../fair/fair-source';
import { uniformInt } from '../fair/random-source';
import type { Fairness, SettleOptions } from '../game-types';
import { checkStake } from '../money/bet-limits';
import {
  checkRouletteBets,
  POCKETS,
  ROULETTE_GAME,
  type RouletteOutcome,
  type RouletteParams,
  rouletteOutcome,
  totalStake,
} from './roulette-rules';

/** One spin for all of the member's bets: the pocket is uniformInt(37) from the bet's first words. */
export function settleRoulette(
  params: RouletteParams,
  fairness: Fairness,
  options: SettleOptions = {},
): RouletteOutcome {
  checkRouletteBets(params.bets);
  // The limits apply to the spin's total: a merchant's max stake is what one spin can put at risk.
  checkStake(totalStake(params.bets), options.limits ?? ROULETTE_GAME.defaultLimits);
  return rouletteOutcome(uniformInt(fairSource(fairness), POCKETS), params.bets);
}
