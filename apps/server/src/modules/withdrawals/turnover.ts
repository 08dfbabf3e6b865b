import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type Turnover = { required: bigint; done: bigint; remaining: bigint };

/**
 * The turnover a member must bet before withdrawing, read from the ledger (reading only):
 *
 * - the period starts when the member requested their last withdrawal that was PAID (or at the
 *   beginning, when none was): the money deposited before it was cleared by that withdrawal;
 * - required  = the merchant's multiplier x the DEPOSIT credits to the member's cash in the period;
 * - done      = the BET debits of the member's cash in the same period: the seamless vendor wallet's
 *   debits (third-party vendors and the in-house studio alike) are such postings; a transfer-mode
 *   vendor's bets are made at the vendor, out of the sub-wallet, and are not seen here;
 * - remaining = max(0, required - done); a withdrawal is allowed only when it is 0.
 *
 * A reversed deposit or bet counts with its original's kind, so a reversal takes back what the
 * original added (a vendor's rollback, a refund of a cancelled round). Required is rounded up to
 * the minor unit (1.5 x 0.01 needs 0.02 of bets).
 */
export async function turnoverOf(db: Db, merchantId: number, memberId: number, multiplier: string): Promise<Turnover> {
  const { rows } = await sql<{ required: string; done: string }>`
    with since as (
      select coalesce(max(created_at), '-infinity'::timestamptz) as at
      from withdraw_order where member_id = ${memberId} and status = 'PAID'
    ),
    moves as (
      select coalesce(original.kind, t.kind) as kind, p.amount
      from ledger_account a
      join ledger_posting p on p.account_id = a.id
      join ledger_transaction t on t.id = p.transaction_id
      left join ledger_transaction original on original.id = t.reverses_id
      where a.merchant_id = ${merchantId} and a.member_id = ${memberId} and a.kind = 'MEMBER_CASH'
        and t.created_at >= (select at from since)
    )
    select
      ceil(${multiplier}::numeric * coalesce(sum(amount) filter (where kind = 'DEPOSIT'), 0))::bigint::text as required,
      (-coalesce(sum(amount) filter (where kind = 'BET'), 0))::text as done
    from moves
  `.execute(db);
  const required = BigInt(rows[0]?.required ?? '0');
  const done = BigInt(rows[0]?.done ?? '0');
  const remaining = required > done ? required - done : 0n;
  return { required: required > 0n ? required : 0n, done, remaining };
}
