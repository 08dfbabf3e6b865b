import type { GameTile } from '@platform/contracts/lobby';
import type { Db } from '../../db/database';
import { type CatalogueLanguage, selectGameTiles, toGameTile } from '../catalogue/catalogue-tile';
import { MAX_NODE_ID } from './game-category-filter';

/** One game of the merchant as a tile, or undefined when it has no such (lobby) game. */
export async function findGameTile(
  db: Db,
  merchantId: number,
  nodeId: number,
  language: CatalogueLanguage,
): Promise<GameTile | undefined> {
  if (nodeId > MAX_NODE_ID) return undefined;
  const row = await selectGameTiles(db, merchantId).where('g.node_id', '=', nodeId).executeTakeFirst();
  return row && toGameTile(row, language);
}

/** Whole pages of `pageSize` (0 for an empty list, as every other paged call answers). */
export function pageCount(total: number | bigint | string, pageSize: number): number {
  return Math.ceil(Number(total) / pageSize);
}
