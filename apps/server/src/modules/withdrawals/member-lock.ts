import { lockUntilCommit } from '../../db/advisory-locks';
import type { Db } from '../../db/database';

/**
 * Serialises one member's withdrawal bookkeeping (bank-account count, daily limits, request-id
 * replays) inside the caller's transaction; other members are not held up. Released at commit.
 */
export async function lockMemberWithdrawals(trx: Db, memberId: number): Promise<void> {
  await lockUntilCommit(trx, 'memberWithdrawals', memberId);
}
