import { CRASH_GAME } from './crash/crash-rules';
import { DICE_GAME } from './dice/dice-rules';
import type { GameCode, GameInfo } from './game-types';
import { MINES_GAME } from './mines/mines-rules';
import { PLINKO_GAME } from './plinko/plinko-rules';
import { ROULETTE_GAME } from './roulette/roulette-rules';
import { SLOT_GAME } from './slot/slot-rules';

/** The studio's games in lobby order, with their declared RTP, max win and default limits. Display-safe. */
export const GAME_CATALOGUE: readonly GameInfo[] = [
  SLOT_GAME,
  ROULETTE_GAME,
  DICE_GAME,
  MINES_GAME,
  PLINKO_GAME,
  CRASH_GAME,
];

export function gameInfo(code: GameCode): GameInfo {
  const info = GAME_CATALOGUE.find((game) => game.code === code);
  if (!info) throw new RangeError(`unknown game ${code}`);
  return info;
}
