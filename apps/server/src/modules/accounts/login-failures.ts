import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';

/**
 * Decision 0025: failed password logins throttle, they never lock. Failures are remembered for
 * FAILURE_MEMORY_MINUTES, keyed by account and by source address, and answered three ways:
 * - one failure for an account, or from an address, makes the next login for that account (from
 *   every address) or from that address carry a captcha;
 * - past PAIR_FREE_FAILURES failures of one account from one address, that pair waits before each
 *   further try, twice as long each time (capped): only the guessing address is slowed;
 * - past SOURCE_FAILURE_LIMIT failures from one address across accounts, that address is refused
 *   (TOO_MANY_REQUESTS) until its failures age out.
 * So no one can lock a member out: the member, from their own address, still gets in with the
 * captcha (and the second factor, which a new address asks for anyway).
 */
export const LOGIN_THROTTLE = {
  FAILURE_MEMORY_MINUTES: 15,
  CAPTCHA_AFTER_FAILURES: 1,
  PAIR_FREE_FAILURES: 3,
  PAIR_FIRST_WAIT_SECONDS: 2,
  PAIR_MAX_WAIT_SECONDS: 300,
  SOURCE_FAILURE_LIMIT: 20,
} as const;

/** Who is trying: the brand, the account as typed (lower case; operators are prefixed), the address. */
export type LoginAttempt = { merchantId: number; accountKey: string; ip: string };

type FailureCounts = {
  account: number;
  source: number;
  pair: number;
  pairWaitLeftSeconds: number;
  sourceWaitLeftSeconds: number;
};

/** The remembered failures touching this attempt, counted in one query on the database clock. */
async function failureCounts(db: Db, attempt: LoginAttempt): Promise<FailureCounts> {
  const t = LOGIN_THROTTLE;
  const { rows } = await sql<{
    account: string;
    source: string;
    pair: string;
    pair_last: Date | null;
    source_oldest_counted: Date | null;
  }>`
    select
      count(*) filter (where account_key = ${attempt.accountKey}) as account,
      count(*) filter (where ip = ${attempt.ip}) as source,
      count(*) filter (where account_key = ${attempt.accountKey} and ip = ${attempt.ip}) as pair,
      max(created_at) filter (where account_key = ${attempt.accountKey} and ip = ${attempt.ip}) as pair_last,
      (array_agg(created_at order by created_at desc) filter (where ip = ${attempt.ip}))[${t.SOURCE_FAILURE_LIMIT}]
        as source_oldest_counted
    from login_failure
    where merchant_id = ${attempt.merchantId}
      and (account_key = ${attempt.accountKey} or ip = ${attempt.ip})
      and created_at > now() - make_interval(mins => ${t.FAILURE_MEMORY_MINUTES})
  `.execute(db);
  const row = rows[0];
  const pair = Number(row?.pair ?? 0);
  const now = Date.now();
  const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - now) / 1000));
  const pairWait =
    pair >= t.PAIR_FREE_FAILURES
      ? Math.min(t.PAIR_MAX_WAIT_SECONDS, t.PAIR_FIRST_WAIT_SECONDS * 2 ** (pair - t.PAIR_FREE_FAILURES))
      : 0;
  return {
    account: Number(row?.account ?? 0),
    source: Number(row?.source ?? 0),
    pair,
    pairWaitLeftSeconds: row?.pair_last ? secondsUntil(row.pair_last.getTime() + pairWait * 1000) : 0,
    // The address is free again once the failure that made it reach the limit is forgotten.
    sourceWaitLeftSeconds: row?.source_oldest_counted
      ? secondsUntil(row.source_oldest_counted.getTime() + t.FAILURE_MEMORY_MINUTES * 60_000)
      : 0,
  };
}

/**
 * Before the password is looked at: refuses a throttled address or (account, address) pair with
 * TOO_MANY_REQUESTS { retryAfterSeconds }, and tells whether the attempt must carry a captcha.
 */
export async function checkLoginThrottle(db: Db, attempt: LoginAttempt): Promise<{ captcha: boolean }> {
  const counts = await failureCounts(db, attempt);
  const wait = Math.max(
    counts.source >= LOGIN_THROTTLE.SOURCE_FAILURE_LIMIT ? counts.sourceWaitLeftSeconds : 0,
    counts.pairWaitLeftSeconds,
  );
  if (wait > 0) throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: wait });
  return { captcha: Math.max(counts.account, counts.source) >= LOGIN_THROTTLE.CAPTCHA_AFTER_FAILURES };
}

export async function recordLoginFailure(db: Db, attempt: LoginAttempt): Promise<void> {
  await db
    .insertInto('login_failure')
    .values({ merchant_id: attempt.merchantId, account_key: attempt.accountKey, ip: attempt.ip })
    .execute();
  // Old rows only ever answer "no": drop them as we go rather than with a job.
  await db
    .deleteFrom('login_failure')
    .where('merchant_id', '=', attempt.merchantId)
    .where((eb) => eb.or([eb('account_key', '=', attempt.accountKey), eb('ip', '=', attempt.ip)]))
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${LOGIN_THROTTLE.FAILURE_MEMORY_MINUTES})`)
    .execute();
}

/** A successful login forgets the account's failures (not the address's: those may be another account's). */
export async function forgetAccountFailures(db: Db, attempt: LoginAttempt): Promise<void> {
  await db
    .deleteFrom('login_failure')
    .where('merchant_id', '=', attempt.merchantId)
    .where('account_key', '=', attempt.accountKey)
    .execute();
}
