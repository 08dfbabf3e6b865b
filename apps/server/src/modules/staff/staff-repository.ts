import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StaffAccountTable } from '../../db/schema-staff';

export type StaffAccountRow = Selectable<StaffAccountTable>;

/** The account, with whether `ip` lies in one of its allowed networks (an empty list admits every address). */
export async function findStaffByAccount(db: Db, account: string, ip: string) {
  return db
    .selectFrom('staff_account')
    .selectAll()
    .select(sql<boolean>`cardinality(ip_allow_list) = 0 or ${ip}::inet <<= any(ip_allow_list)`.as('ip_allowed'))
    .where(sql`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
}

export async function findStaffById(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  return db.selectFrom('staff_account').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One more failure; at `lockAfter` in a row the account locks for `lockMinutes`. */
export async function recordStaffFailure(db: Db, staffId: number, lockAfter: number, lockMinutes: number) {
  await db
    .updateTable('staff_account')
    .set({
      failed_attempts: sql`case when failed_attempts + 1 >= ${lockAfter} then 0 else failed_attempts + 1 end`,
      locked_until: sql`case when failed_attempts + 1 >= ${lockAfter}
        then now() + ${lockMinutes} * interval '1 minute' else locked_until end`,
    })
    .where('id', '=', staffId)
    .execute();
}

export async function clearStaffFailures(db: Db, staffId: number): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({ failed_attempts: 0, locked_until: null })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('failed_attempts', '>', 0), eb('locked_until', 'is not', null)]))
    .execute();
}

export async function insertChallenge(
  db: Db,
  row: { tokenHash: string; staffId: number; pendingSecret: string | null; minutes: number },
): Promise<void> {
  await db
    .insertInto('staff_login_challenge')
    .values({
      token_hash: row.tokenHash,
      staff_id: row.staffId,
      pending_secret: row.pendingSecret,
      expires_at: sql`now() + ${row.minutes} * interval '1 minute'`,
    })
    .execute();
}

/** The challenge if it is still good; it stays until used or expired (a wrong code may be retyped). */
export async function findChallenge(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_login_challenge')
    .select(['staff_id', 'pending_secret'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export async function deleteChallenges(db: Db, staffId: number): Promise<void> {
  await db
    .deleteFrom('staff_login_challenge')
    .where((eb) => eb.or([eb('staff_id', '=', staffId), eb('expires_at', '<', sql<Date>`now()`)]))
    .execute();
}

/** Stores the accepted step (and the secret, at enrolment) only if no later step was accepted meanwhile. */
export async function acceptTotpStep(
  db: Db,
  staffId: number,
  step: number,
  enrolledSecret: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_account')
    .set({
      totp_last_step: step,
      ...(enrolledSecret !== null && { totp_secret: enrolledSecret }),
    })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertStaffSession(
  db: Db,
  row: { tokenHash: string; staffId: number; ip: string; maxHours: number },
): Promise<void> {
  await db
    .insertInto('staff_session')
    .values({
      token_hash: row.tokenHash,
      staff_id: row.staffId,
      ip: row.ip,
      expires_at: sql`now() + ${row.maxHours} * interval '1 hour'`,
    })
    .execute();
}

/**
 * A live session with its staff member: not past the absolute limit, nor idle too long, nor
 * disabled; with whether `ip`, the caller's address now, is one the account allows.
 */
export async function findLiveSession(db: Db, tokenHash: string, idleMinutes: number, ip: string) {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('staff_account as a', 'a.id', 's.staff_id')
    .select([
      'a.id',
      'a.merchant_id',
      'a.account',
      'a.display_name',
      'a.role',
      'a.password_must_change',
      's.last_seen_at',
      sql<boolean>`cardinality(a.ip_allow_list) = 0 or ${ip}::inet <<= any(a.ip_allow_list)`.as('ip_allowed'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - ${idleMinutes} * interval '1 minute'`)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Moves the idle timeout, at most once a minute per session, not on every call. */
export async function touchSession(db: Db, tokenHash: string): Promise<Date> {
  const row = await db
    .updateTable('staff_session')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .returning('last_seen_at')
    .executeTakeFirst();
  return row?.last_seen_at ?? new Date();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_session').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: Db, staffId: number): Promise<void> {
  await db.deleteFrom('staff_session').where('staff_id', '=', staffId).execute();
}

export async function insertStaffAccount(
  db: Db,
  row: {
    merchantId: number | null;
    account: string;
    displayName: string;
    role: string;
    passwordHash: string;
    totpSecret?: string | null;
    ipAllowList?: string[];
    passwordMustChange?: boolean;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('staff_account')
    .values({
      merchant_id: row.merchantId,
      account: row.account,
      display_name: row.displayName,
      role: row.role,
      password_hash: row.passwordHash,
      totp_secret: row.totpSecret ?? null,
      ip_allow_list: row.ipAllowList ?? [],
      password_must_change: row.passwordMustChange ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The staff member's own new password: the one someone else chose no longer has to change. */
export async function setOwnPassword(db: Db, staffId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({ password_hash: passwordHash, password_must_change: false })
    .where('id', '=', staffId)
    .execute();
}

/** Ends the staff member's sessions but this one (a password change keeps its own desk signed in). */
export async function deleteOtherSessionsOf(db: Db, staffId: number, keptTokenHash: string): Promise<void> {
  await db
    .deleteFrom('staff_session')
    .where('staff_id', '=', staffId)
    .where('token_hash', '<>', keptTokenHash)
    .execute();
}
