import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type SessionRow = {
  sessionId: string;
  memberId: number;
  merchantId: number;
  account: string;
  type: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  mustChangePassword: boolean;
};

export async function insertSession(
  db: Db,
  row: { tokenHash: string; memberId: number; ip: string; expiresAt: Date; mustChangePassword: boolean },
): Promise<void> {
  await db
    .insertInto('member_session')
    .values({
      token_hash: row.tokenHash,
      member_id: row.memberId,
      ip: row.ip,
      expires_at: row.expiresAt,
      must_change_password: row.mustChangePassword,
    })
    .execute();
}

/**
 * The session of a token hash at this brand, as it was before this call, and in the same statement
 * (one round trip, as a plain read would be) marks it seen at `now` if it is still live then: an
 * ended session is never revived, and the idle time counts from the very last request.
 */
export async function findAndTouchSession(
  db: Db,
  args: { tokenHash: string; merchantId: number; now: Date; idleSeconds: number },
): Promise<SessionRow | undefined> {
  const { tokenHash, merchantId, now, idleSeconds } = args;
  const { rows } = await sql<SessionRow>`
    with found as (
      select s.id, s.member_id, m.merchant_id, m.account, m.type, s.last_seen_at, s.expires_at, s.revoked_at,
        s.must_change_password
      from member_session s join member m on m.id = s.member_id
      where s.token_hash = ${tokenHash} and m.merchant_id = ${merchantId}
    ), touched as (
      update member_session set last_seen_at = ${now}
      where id = (select id from found)
        and revoked_at is null
        and expires_at > ${now}
        and last_seen_at > ${now}::timestamptz - make_interval(secs => ${idleSeconds})
        and last_seen_at < ${now}
    )
    select id::text as "sessionId", member_id as "memberId", merchant_id as "merchantId", account, type,
      last_seen_at as "lastSeenAt", expires_at as "expiresAt", revoked_at as "revokedAt",
      must_change_password as "mustChangePassword"
    from found
  `.execute(db);
  return rows[0];
}

/**
 * Records a use of a live session at `now` (a cached session's once-a-minute write); an ended
 * session is never revived.
 */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '<', now)
    .execute();
}
