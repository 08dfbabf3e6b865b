import { sql } from 'kysely';
import type { DbOrTrx } from '../sessions/session-repository';

/** Decision 0009: after one failed password login for an account or from an IP, the next needs a captcha ... */
export const CAPTCHA_AFTER_FAILURES = 1;
/** ... for this long after the failure. */
export const FAILURE_MEMORY_MINUTES = 15;
/** Consecutive wrong passwords that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;

export async function recordLoginFailure(
  db: DbOrTrx,
  merchantId: number,
  accountKey: string,
  ip: string,
): Promise<void> {
  await db.insertInto('login_failure').values({ merchant_id: merchantId, account_key: accountKey, ip }).execute();
  // Old rows only ever answer "no": drop them as we go rather than with a job.
  await db
    .deleteFrom('login_failure')
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('account_key', '=', accountKey), eb('ip', '=', ip)]))
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${FAILURE_MEMORY_MINUTES})`)
    .execute();
}

export async function captchaRequired(
  db: DbOrTrx,
  merchantId: number,
  accountKey: string,
  ip: string,
): Promise<boolean> {
  const { failures } = await db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('account_key', '=', accountKey), eb('ip', '=', ip)]))
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${FAILURE_MEMORY_MINUTES})`)
    .executeTakeFirstOrThrow();
  return Number(failures) >= CAPTCHA_AFTER_FAILURES;
}

/** A successful login forgets the account's failures (not the IP's: those may be another account's). */
export async function forgetAccountFailures(db: DbOrTrx, merchantId: number, accountKey: string): Promise<void> {
  await db
    .deleteFrom('login_failure')
    .where('merchant_id', '=', merchantId)
    .where('account_key', '=', accountKey)
    .execute();
}

/**
 * Counts a wrong password against the member; the fifth in a row locks the account and starts
 * the count again. Returns when the lock ends, if this failure locked it.
 */
export async function countWrongPassword(db: DbOrTrx, memberId: number): Promise<Date | null> {
  const row = await db
    .updateTable('member')
    .set({
      failed_logins: sql<number>`case when failed_logins + 1 >= ${LOCK_AFTER_FAILURES} then 0 else failed_logins + 1 end`,
      locked_until: sql<Date>`case when failed_logins + 1 >= ${LOCK_AFTER_FAILURES}
        then now() + make_interval(mins => ${LOCK_MINUTES}) else locked_until end`,
    })
    .where('id', '=', memberId)
    .returning(['locked_until'])
    .executeTakeFirstOrThrow();
  return row.locked_until && row.locked_until.getTime() > Date.now() ? row.locked_until : null;
}

export async function clearWrongPasswords(db: DbOrTrx, memberId: number): Promise<void> {
  await db.updateTable('member').set({ failed_logins: 0, locked_until: null }).where('id', '=', memberId).execute();
}
