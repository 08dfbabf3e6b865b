import { sql } from 'kysely';
import type { Db } from '../db/database';
import { sometimesPurgeExpiredRows } from '../db/expired-rows';
import { ApiError } from './envelope';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/**
 * Limits shared across features. Keys are chosen by the caller and should carry
 * the merchant id (`${merchantId}:${ip}`), so one brand's traffic never throttles another's.
 */
export const RATE_RULES = {
  LOGIN_PER_IP: { name: 'login_ip', limit: 30, windowSeconds: 900 },
  /** Keyed by account and address: one address's guesses must not use up the account's logins elsewhere. */
  LOGIN_PER_ACCOUNT: { name: 'login_account', limit: 10, windowSeconds: 900 },
  REGISTER_PER_IP: { name: 'register_ip', limit: 10, windowSeconds: 3600 },
  SMS_PER_IP: { name: 'sms_ip', limit: 10, windowSeconds: 3600 },
  SMS_PER_TARGET: { name: 'sms_target', limit: 5, windowSeconds: 3600 },
  /** Spec 4.6: captcha refresh at most once a second ... */
  CAPTCHA_PER_IP: { name: 'captcha_ip', limit: 1, windowSeconds: 1 },
  /** ... and a cap per minute, so a script at exactly 1/s still cannot farm images. */
  CAPTCHA_PER_IP_MINUTE: { name: 'captcha_ip_minute', limit: 20, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

/**
 * Counts one hit for `key` under `rule` in the database (shared by all server processes); throws
 * ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds }) when over the limit.
 *
 * Fixed windows aligned on the database clock, so every process agrees on where a window starts.
 * One statement: the upsert both counts and tells the count, so two processes racing on the same
 * key are serialised by the row lock and cannot both slip under the limit.
 */
export async function consumeRateLimit(db: Db, rule: RateRule, key: string): Promise<void> {
  const { rows } = await sql<{ count: number; retry_after: number }>`
    insert into rate_limit_window as w (rule, key, window_start, expires_at, count)
    select ${rule.name}, ${key}, s.start, s.start + make_interval(secs => ${rule.windowSeconds}), 1
    from (select to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}) * ${rule.windowSeconds}) as start) s
    on conflict (rule, key, window_start) do update set count = w.count + 1
    returning w.count, greatest(1, ceil(extract(epoch from w.expires_at - now())))::int as retry_after
  `.execute(db);
  await sometimesPurgeExpiredRows(db, 'rate_limit_window');
  const row = rows[0];
  if (row && row.count > rule.limit) {
    throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: row.retry_after });
  }
}
