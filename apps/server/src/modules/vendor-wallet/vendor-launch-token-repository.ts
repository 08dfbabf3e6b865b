import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type LaunchGrant = {
  merchantId: number;
  vendor: string;
  memberId: number;
  nodeId: number;
  gameCode: string;
  currency: string;
  language: 'ar' | 'en';
  trial: boolean;
  /** The member's web session that launched the game; its end ends the game session. */
  memberSessionId: string | null;
};

/** Share of inserts that also delete expired tokens: keeps the table small without a job. */
const PURGE_PROBABILITY = 0.01;

export async function insertLaunchToken(
  db: Db,
  tokenHash: string,
  grant: LaunchGrant,
  lifetimeSeconds: number,
): Promise<void> {
  await db
    .insertInto('vendor_launch_token')
    .values({
      token_hash: tokenHash,
      merchant_id: grant.merchantId,
      vendor: grant.vendor,
      member_id: grant.memberId,
      node_id: grant.nodeId,
      game_code: grant.gameCode,
      currency: grant.currency,
      language: grant.language,
      trial: grant.trial,
      member_session_id: grant.memberSessionId,
      // The database's clock, the same one consumeLaunchToken compares with.
      expires_at: sql<Date>`now() + make_interval(secs => ${lifetimeSeconds})`,
    })
    .execute();
  if (Math.random() < PURGE_PROBABILITY) {
    await db.deleteFrom('vendor_launch_token').where('expires_at', '<', sql<Date>`now()`).execute();
  }
}

/**
 * Takes a live token of `vendor` at this brand, once: the row is deleted by the one statement that
 * reads it, so two authenticates racing with one token get it once between them.
 */
export async function consumeLaunchToken(
  db: Db,
  merchantId: number,
  vendor: string,
  tokenHash: string,
): Promise<LaunchGrant | undefined> {
  const row = await db
    .deleteFrom('vendor_launch_token')
    .where('token_hash', '=', tokenHash)
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    merchantId: row.merchant_id,
    vendor: row.vendor,
    memberId: row.member_id,
    nodeId: row.node_id,
    gameCode: row.game_code,
    currency: row.currency,
    language: row.language,
    trial: row.trial,
    memberSessionId: row.member_session_id,
  };
}
