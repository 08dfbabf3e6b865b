import type { GameTile } from '@platform/contracts/lobby';
import type { Db } from '../../db/database';
import { type CatalogueLanguage, toGameTile } from '../catalogue/catalogue-tile';
import { hotTileRows, popularTileRows } from './recent-game-repository';

/**
 * Spec 7.4 popular: the games launched most in the last 7 days (every member's launches summed),
 * then hot games so that a quiet week, or a new site, still shows a full row.
 */
export async function popularGames(
  db: Db,
  merchantId: number,
  { limitNum: limit, language }: { limitNum: number; language: CatalogueLanguage },
): Promise<{ list: GameTile[] }> {
  const popular = await popularTileRows(db, merchantId, limit);
  const fill =
    popular.length < limit
      ? await hotTileRows(
          db,
          merchantId,
          popular.map((row) => row.node_id),
          limit - popular.length,
        )
      : [];
  return { list: [...popular, ...fill].map((row) => toGameTile(row, language)) };
}
