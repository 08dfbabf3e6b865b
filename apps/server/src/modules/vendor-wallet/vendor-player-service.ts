import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

/**
 * The id a vendor knows a member by: random, stable per member and vendor, and unrelated to the
 * login name (a vendor's logs and reports then say nothing about who plays). Created on first use.
 */
export async function playerIdOf(db: Db, merchantId: number, vendor: string, memberId: number): Promise<string> {
  const created = await db
    .insertInto('vendor_player')
    .values({ merchant_id: merchantId, vendor, member_id: memberId, player_id: randomBytes(16).toString('base64url') })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor', 'member_id']).doNothing())
    .returning('player_id')
    .executeTakeFirst();
  if (created) return created.player_id;
  const existing = await db
    .selectFrom('vendor_player')
    .select('player_id')
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return existing.player_id;
}

/**
 * Forgets a trial account's game sessions at the vendors and its player ids, before the account is
 * removed. A trial vendor session is refused every money call, so it has no round or transaction;
 * were there one, it holds the member, the removal fails and the caller's transaction undoes all.
 */
export async function deleteTrialVendorPlayers(trx: Db, memberId: number): Promise<void> {
  await trx.deleteFrom('vendor_session').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('vendor_player').where('member_id', '=', memberId).execute();
}
