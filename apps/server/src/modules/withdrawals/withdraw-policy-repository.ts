import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A merchant's withdrawal rules; amounts in minor units. */
export type WithdrawPolicy = {
  minAmount: bigint;
  maxAmount: bigint;
  dailyMaxAmount: bigint;
  dailyMaxCount: number;
  /** Decimal string ("1.00"): bets needed per unit deposited. */
  turnoverMultiplier: string;
  /** Minutes after approval until an unconfirmed withdrawal counts as received. */
  confirmationMinutes: number;
};

export async function findWithdrawPolicy(db: Db, merchantId: number): Promise<WithdrawPolicy | undefined> {
  const row = await db
    .selectFrom('withdraw_policy')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    minAmount: BigInt(row.min_amount),
    maxAmount: BigInt(row.max_amount),
    dailyMaxAmount: BigInt(row.daily_max_amount),
    dailyMaxCount: row.daily_max_count,
    turnoverMultiplier: row.turnover_multiplier,
    confirmationMinutes: row.confirmation_minutes,
  };
}

/**
 * What the member has already asked to withdraw today: orders waiting or paid (a rejected one gave
 * its money back and does not count). The merchant has no time zone of its own, so a day is the
 * UTC day, the same for every member of the merchant.
 */
export async function usedToday(db: Db, memberId: number): Promise<{ amount: bigint; count: number }> {
  const { rows } = await sql<{ amount: string; count: string }>`
    select coalesce(sum(amount), 0)::text as amount, count(*)::text as count
    from withdraw_order
    where member_id = ${memberId} and status in ('PENDING', 'PAID')
      and created_at >= (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')
  `.execute(db);
  return { amount: BigInt(rows[0]?.amount ?? '0'), count: Number(rows[0]?.count ?? '0') };
}
