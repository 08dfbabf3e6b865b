import type { StudioEngine } from '@platform/contracts/studio';
import { gameInfo } from '@platform/games/game-catalogue';
import type { BetLimits } from '@platform/games/game-types';
import type { Db } from '../../db/database';

/**
 * A game's stake limits at a brand: the brand's own row in studio_game_limit (minor units; an
 * operator sets it in SQL until the back office exists), else the engine's defaults from
 * packages/games (0.10 to 1,000.00 in a two-digit currency). Roulette's limits bound a spin's total.
 * The studio's plays read them with their launch (studio-launch.ts); the crash game reads them here.
 */
export async function studioLimits(db: Db, merchantId: number, engine: StudioEngine): Promise<BetLimits> {
  const row = await db
    .selectFrom('studio_game_limit')
    .select(['min_stake', 'max_stake'])
    .where('merchant_id', '=', merchantId)
    .where('engine', '=', engine)
    .executeTakeFirst();
  if (!row) return gameInfo(engine).defaultLimits;
  return { minStake: BigInt(row.min_stake), maxStake: BigInt(row.max_stake) };
}
