import { sql } from 'kysely';
import type { Db } from './database';

/** Short-lived rows that carry an `expires_at` and mean nothing after it. */
export type ExpiringTable =
  | 'rate_limit_window'
  | 'captcha'
  | 'verification_code'
  | 'sealed_body_nonce'
  | 'human_check'
  | 'game_launch';

/** Share of writes that also sweep their table: enough to keep it small, rare enough to cost nothing. */
const PURGE_PROBABILITY = 0.01;

export async function purgeExpiredRows(db: Db, table: ExpiringTable): Promise<number> {
  const result = await db.deleteFrom(table).where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Called after a write to an expiring table: now and then it deletes the table's expired rows, so
 * no scheduled job is needed and every server process shares the chore.
 */
export async function sometimesPurgeExpiredRows(db: Db, table: ExpiringTable): Promise<void> {
  if (Math.random() < PURGE_PROBABILITY) await purgeExpiredRows(db, table);
}
