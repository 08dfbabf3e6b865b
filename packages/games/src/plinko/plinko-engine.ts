import { fairSource } from '../fair/fair-source';
import { uniformInt } from '../fair/random-source';
import type { Fairness, SettleOptions } from '../game-types';
import { checkStake } from '../money/bet-limits';
import { checkPlinkoBet, PLINKO_GAME, type PlinkoOutcome, type PlinkoParams, plinkoOutcome } from './plinko-rules';

/** One drop: row by row, uniformInt(2) from the bet's words, 0 left and 1 right. */
export function settlePlinko(params: PlinkoParams, fairness: Fairness, options: SettleOptions = {}): PlinkoOutcome {
  checkPlinkoBet(params.rows, params.risk);
  checkStake(params.stake, options.limits ?? PLINKO_GAME.defaultLimits);
  const source = fairSource(fairness);
  let path = '';
  for (let row = 0; row < params.rows; row++) path += uniformInt(source, 2) === 1 ? 'R' : 'L';
  return plinkoOutcome(path, params);
}
