import type { addFavoriteBodySchema, favoriteListQuerySchema } from '@platform/contracts/lobby';
import { MAX_FAVORITES } from '@platform/contracts/lobby';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { toGameTile } from '../catalogue/catalogue-tile';
import { deleteFavorite, favoriteNodeIds, favoritePage, insertFavorite, type MemberKey } from './favorite-repository';
import { MAX_NODE_ID } from './game-category-filter';
import { findGameTile, pageCount } from './game-tile-lookup';

export async function favoriteIds(db: Db, who: MemberKey) {
  return { favGameIds: await favoriteNodeIds(db, who) };
}

export async function favoriteList(db: Db, who: MemberKey, query: z.infer<typeof favoriteListQuerySchema>) {
  const { rows, total } = await favoritePage(db, who, query, query);
  return {
    content: rows.map((row) => toGameTile(row, query.language)),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
  };
}

const mismatch = (field: string) => new ApiError('VALIDATION_FAILED', { errors: [{ field, rule: 'mismatch' }] });

/**
 * Spec 4.9 / 7.3: adding twice is not an error (the web adds optimistically and may repeat). The
 * V2 payload's vendor and gameType, when sent, must be the game's own: a client that names another
 * vendor's game has a stale or forged tile, and nothing is stored.
 */
export async function addFavorite(db: Db, who: MemberKey, body: z.infer<typeof addFavoriteBodySchema>) {
  // The names are not answered here: either language's will do.
  const tile = await findGameTile(db, who.merchantId, body.nodeId, 'en');
  if (!tile) throw new ApiError('GAME_NOT_FOUND');
  if (body.vendor !== undefined && body.vendor !== tile.vassalage) throw mismatch('body.vendor');
  if (body.gameType !== undefined && body.gameType !== tile.gameType) throw mismatch('body.gameType');
  const outcome = await insertFavorite(db, who, tile.nodeId, MAX_FAVORITES);
  if (outcome === 'limit') throw new ApiError('FAVORITE_LIMIT', { limit: MAX_FAVORITES });
  return { nodeId: tile.nodeId, favorite: true };
}

/** Removing a game that is not a favourite (or no longer exists) is not an error either. */
export async function removeFavorite(db: Db, who: MemberKey, nodeId: number) {
  if (nodeId <= MAX_NODE_ID) await deleteFavorite(db, who, nodeId);
  return { nodeId, favorite: false };
}
