import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { selectGameTiles } from '../catalogue/catalogue-tile';
import type { GameFilter, MemberKey } from './favorite-repository';
import { inCategory } from './game-category-filter';

/** One page of the member's launched games, most recently launched first, and how many in all. */
export async function recentPage(
  db: Db,
  who: MemberKey,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
) {
  let base = selectGameTiles(db, who.merchantId)
    .innerJoin('member_recent_game as r', (j) =>
      j.onRef('r.merchant_id', '=', 'g.merchant_id').onRef('r.node_id', '=', 'g.node_id'),
    )
    .where('r.member_id', '=', who.memberId);
  if (filter.gameType) base = base.where(inCategory(filter.gameType));
  if (filter.vassalage) base = base.where('g.vassalage', '=', filter.vassalage);
  const [rows, count] = await Promise.all([
    base
      .orderBy('r.last_launched_at', 'desc')
      .orderBy('r.node_id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.clearSelect().select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The games launched most in the last 7 days, summed over members, as tile rows. The recent table
 * keeps one counter per member and game, so a member who launched a game this week counts with
 * all their launches of it: close enough for a "popular" row, and one index range scan.
 */
export async function popularTileRows(db: Db, merchantId: number, limit: number) {
  return selectGameTiles(db, merchantId)
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('member_recent_game')
          .select(['node_id', sql<string>`sum(launch_count)`.as('launches')])
          .where('merchant_id', '=', merchantId)
          .where('last_launched_at', '>', sql<Date>`now() - interval '7 days'`)
          .groupBy('node_id')
          .as('p'),
      (j) => j.onRef('p.node_id', '=', 'g.node_id'),
    )
    .orderBy(sql`p.launches`, 'desc')
    .orderBy('g.node_id')
    .limit(limit)
    .execute();
}

/** Hot games in catalogue order, leaving out `except`: what fills a short popular row. */
export async function hotTileRows(db: Db, merchantId: number, except: number[], limit: number) {
  let query = selectGameTiles(db, merchantId).where('g.is_hot', '=', true);
  if (except.length > 0) query = query.where('g.node_id', 'not in', except);
  return query.orderBy('g.sort').orderBy('g.node_id').limit(limit).execute();
}
