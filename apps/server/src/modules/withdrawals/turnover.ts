import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type Turnover, turnoverSince } from '../ledger/ledger-reads';

/**
 * The turnover a member must bet before withdrawing (ledger-reads.ts computes it): the period
 * starts when the member requested their last withdrawal that was PAID (or at the beginning, when
 * none was), since the money deposited before it was cleared by that withdrawal; required is the
 * merchant's multiplier x the deposits of the period; a withdrawal is allowed only when nothing
 * remains.
 */
export async function turnoverOf(db: Db, merchantId: number, memberId: number, multiplier: string): Promise<Turnover> {
  const { rows } = await sql<{ at: string | null }>`
    select max(created_at)::text as at from withdraw_order where member_id = ${memberId} and status = 'PAID'
  `.execute(db);
  return turnoverSince(db, { merchantId, memberId, since: rows[0]?.at ?? null, depositMultiplier: multiplier });
}
