import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** A Db or a transaction on it: session writes often belong to a larger transaction. */
export type DbOrTrx = Kysely<Database> | Db;

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
  db: DbOrTrx,
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

export async function findSessionByHash(db: DbOrTrx, tokenHash: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .where('s.token_hash', '=', tokenHash)
    .select([
      's.id as sessionId',
      's.member_id as memberId',
      'm.merchant_id as merchantId',
      'm.account',
      'm.type',
      's.last_seen_at as lastSeenAt',
      's.expires_at as expiresAt',
      's.revoked_at as revokedAt',
      's.must_change_password as mustChangePassword',
    ])
    .executeTakeFirst();
}

export async function touchSession(db: DbOrTrx, sessionId: string): Promise<void> {
  await db.updateTable('member_session').set({ last_seen_at: new Date() }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: DbOrTrx, sessionId: string): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: DbOrTrx, memberId: number): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
