import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { sometimesPurgeExpiredRows } from '../../db/expired-rows';
import { selectGameTiles } from '../catalogue/catalogue-tile';
import type { MemberKey } from './favorite-repository';

/** The member's recent game: launched now, once more. */
export async function recordRecentGame(db: Db, who: MemberKey, nodeId: number): Promise<void> {
  await db
    .insertInto('member_recent_game')
    .values({ merchant_id: who.merchantId, member_id: who.memberId, node_id: nodeId })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'member_id', 'node_id']).doUpdateSet({
        last_launched_at: sql<Date>`now()`,
        launch_count: sql<number>`member_recent_game.launch_count + 1`,
      }),
    )
    .execute();
}

/** Records one launch: the launch row behind the URL and the member's recent game (count + 1). */
export async function insertLaunch(
  db: Db,
  who: MemberKey,
  launch: { id: string; nodeId: number; trial: boolean; language: 'ar' | 'en'; lifetimeSeconds: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordRecentGame(trx, who, launch.nodeId);
    await trx
      .insertInto('game_launch')
      .values({
        id: launch.id,
        merchant_id: who.merchantId,
        member_id: who.memberId,
        node_id: launch.nodeId,
        trial: launch.trial,
        language: launch.language,
        // The database's clock, the same one findLiveLaunch compares with.
        expires_at: sql<Date>`now() + make_interval(secs => ${launch.lifetimeSeconds})`,
      })
      .execute();
  });
  await sometimesPurgeExpiredRows(db, 'game_launch');
}

/** A launch that has not expired, with its game's tile row and vendor name. */
export async function findLiveLaunch(db: Db, merchantId: number, launchId: string) {
  return selectGameTiles(db, merchantId)
    .innerJoin('game_launch as l', (j) =>
      j.onRef('l.merchant_id', '=', 'g.merchant_id').onRef('l.node_id', '=', 'g.node_id'),
    )
    .select(['l.trial', 'l.language', 'v.display_name as vendor_name', 'v.display_name_ar as vendor_name_ar'])
    .where('l.id', '=', launchId)
    .where('l.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}
