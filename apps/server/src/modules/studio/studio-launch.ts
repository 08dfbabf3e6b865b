import { STUDIO_VENDOR, type StudioEngine, studioEngineOf } from '@platform/contracts/studio';
import { gameInfo } from '@platform/games/game-catalogue';
import type { BetLimits } from '@platform/games/game-types';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { findLaunch } from './studio-launch-repository';

/** The caller: a signed-in member at one brand. */
export type StudioMember = { merchantId: number; memberId: number };

/** A live launch of a studio game, the member's own: what every studio call plays under. */
export type StudioLaunch = StudioMember & {
  launchId: string;
  nodeId: number;
  gameCode: string;
  gameName: string;
  engine: StudioEngine;
  trial: boolean;
  language: 'ar' | 'en';
  /**
   * The game's stake limits at this brand: its own row in studio_game_limit (minor units; an
   * operator sets it in SQL until the back office exists), else the engine's defaults from
   * packages/games (0.10 to 1,000.00 in a two-digit currency). Roulette's bound a spin's total.
   */
  limits: BetLimits;
};

function invalid(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

/**
 * The launch a studio call names, checked: the member's own and live (else LAUNCH_EXPIRED, the
 * same for an unknown one, so launch ids of others cannot be probed), a studio game with an engine
 * whose vendor is not under maintenance, and, when the call is an engine's, that engine's game.
 * Crash calls (modules/studio/crash/) use it as well.
 */
export async function resolveStudioLaunch(
  db: Db,
  who: StudioMember,
  launchId: string,
  expected?: { engine: StudioEngine; field: string },
): Promise<StudioLaunch> {
  const row = await findLaunch(db, who.merchantId, launchId);
  if (!row || row.memberId !== who.memberId || !row.live) throw new ApiError('LAUNCH_EXPIRED');
  if (row.vendor !== STUDIO_VENDOR) throw invalid('body.launchId', 'studio_game');
  const engine = studioEngineOf(row.gameCode);
  if (!engine || row.vendorMaintenance) throw new ApiError('GAME_MAINTENANCE');
  if (expected && expected.engine !== engine) throw invalid(expected.field, 'launch_game');
  return {
    ...who,
    launchId,
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    gameName: row.gameName,
    engine,
    trial: row.trial,
    language: row.language,
    limits: row.limits ?? gameInfo(engine).defaultLimits,
  };
}
