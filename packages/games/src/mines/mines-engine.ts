import { fairSource } from '../fair/fair-source';
import { shuffledRange } from '../fair/random-source';
import { GameRuleError } from '../game-rule-error';
import type { Fairness, SettleOptions } from '../game-types';
import { checkStake } from '../money/bet-limits';
import {
  cashOutMines,
  checkMinesCount,
  MINES_GAME,
  type MinesOutcome,
  type MinesParams,
  type MinesRound,
  minesOutcome,
  newMinesRound,
  revealMinesTile,
  TILES,
} from './mines-rules';

/**
 * The mine layout, fixed at bet time: a Fisher-Yates shuffle of tiles 0-24 from the bet's words
 * (always 24 draws, whatever the mine count), the mines being its first `mines` tiles. So a
 * member can verify the whole round from the seeds once it ends.
 */
export function minesLayout(fairness: Fairness, mines: number): number[] {
  return shuffledRange(fairSource(fairness), TILES)
    .slice(0, mines)
    .sort((a, b) => a - b);
}

export function startMines(
  params: { stake: bigint; mines: number },
  fairness: Fairness,
  options: SettleOptions = {},
): MinesRound {
  checkMinesCount(params.mines);
  checkStake(params.stake, options.limits ?? MINES_GAME.defaultLimits);
  return newMinesRound(params.mines, params.stake, minesLayout(fairness, params.mines));
}

/** Replays a finished round's moves from the seeds: what a verifier does, and what records hold. */
export function settleMines(params: MinesParams, fairness: Fairness, options: SettleOptions = {}): MinesOutcome {
  let round = startMines(params, fairness, options);
  for (const tile of params.picks) round = revealMinesTile(round, tile);
  if (round.status === 'playing' && params.cashOut) round = cashOutMines(round);
  if (round.status === 'playing') throw new GameRuleError('ROUND_NOT_FINISHED', 'the round has not ended');
  return minesOutcome(round);
}
