import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Namespace of this module's advisory locks (the first key of pg_advisory_xact_lock(int, int)). */
const WITHDRAW_LOCK_SPACE = 4_004;

/**
 * Serialises one member's withdrawal bookkeeping (bank-account count, daily limits, request-id
 * replays) inside the caller's transaction; other members are not held up. Released at commit.
 */
export async function lockMemberWithdrawals(trx: Db, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${WITHDRAW_LOCK_SPACE}, ${memberId})`.execute(trx);
}
