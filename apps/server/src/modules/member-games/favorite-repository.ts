import type { LaneCategory } from '@platform/contracts/lobby';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { lockMemberRow } from '../accounts/member-reads';
import { selectGameTiles } from '../catalogue/catalogue-tile';
import { inCategory } from './game-category-filter';

export type MemberKey = { merchantId: number; memberId: number };
export type GameFilter = { gameType?: LaneCategory; vassalage?: string };

export async function favoriteNodeIds(db: Db, who: MemberKey): Promise<number[]> {
  const rows = await db
    .selectFrom('member_favorite_game')
    .select('node_id')
    .where('merchant_id', '=', who.merchantId)
    .where('member_id', '=', who.memberId)
    .orderBy('created_at', 'desc')
    .orderBy('node_id', 'desc')
    .execute();
  return rows.map((r) => r.node_id);
}

/** The member's favourite games as tile rows, filtered; callers page or count it. */
function favoriteTiles(db: Db, who: MemberKey, filter: GameFilter) {
  let query = selectGameTiles(db, who.merchantId)
    .innerJoin('member_favorite_game as f', (j) =>
      j.onRef('f.merchant_id', '=', 'g.merchant_id').onRef('f.node_id', '=', 'g.node_id'),
    )
    .where('f.member_id', '=', who.memberId);
  if (filter.gameType) query = query.where(inCategory(filter.gameType));
  if (filter.vassalage) query = query.where('g.vassalage', '=', filter.vassalage);
  return query;
}

/** One page of favourites, newest first, and how many there are in all. */
export async function favoritePage(
  db: Db,
  who: MemberKey,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
) {
  const base = favoriteTiles(db, who, filter);
  const [rows, count] = await Promise.all([
    base
      .orderBy('f.created_at', 'desc')
      .orderBy('f.node_id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.clearSelect().select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Adds the favourite unless present, refusing past `limit`. The member row is locked (without
 * blocking the foreign keys that point at it) so two simultaneous adds cannot both pass the limit.
 */
export async function insertFavorite(
  db: Db,
  who: MemberKey,
  nodeId: number,
  limit: number,
): Promise<'added' | 'present' | 'limit'> {
  return db.transaction().execute(async (trx) => {
    await lockMemberRow(trx, who.memberId);
    const mine = trx
      .selectFrom('member_favorite_game')
      .where('merchant_id', '=', who.merchantId)
      .where('member_id', '=', who.memberId);
    const present = await mine.select('node_id').where('node_id', '=', nodeId).executeTakeFirst();
    if (present) return 'present';
    const { total } = await mine.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
    if (Number(total) >= limit) return 'limit';
    await trx
      .insertInto('member_favorite_game')
      .values({ merchant_id: who.merchantId, member_id: who.memberId, node_id: nodeId })
      .execute();
    return 'added';
  });
}

export async function deleteFavorite(db: Db, who: MemberKey, nodeId: number): Promise<void> {
  await db
    .deleteFrom('member_favorite_game')
    .where('merchant_id', '=', who.merchantId)
    .where('member_id', '=', who.memberId)
    .where('node_id', '=', nodeId)
    .execute();
}
