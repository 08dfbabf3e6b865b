import { currencyDigits } from '@platform/contracts/money-amount';
import type { Db } from '../db/database';

/**
 * The demo brand's withdrawal rules, in major units of its currency: 50.00 to
 * 20,000.00 a withdrawal, 50,000.00 and 5 withdrawals a day, bets of 1x the deposits before
 * withdrawing, and an unconfirmed withdrawal counts as received after 60 minutes.
 */
const DEMO_POLICY = {
  minAmount: 50n,
  maxAmount: 20_000n,
  dailyMaxAmount: 50_000n,
  dailyMaxCount: 5,
  turnoverMultiplier: '1',
  confirmationMinutes: 60,
};

/** Idempotent: a second run, or a run over a policy edited since, changes nothing. */
export async function seedDemoWithdrawPolicy(db: Db, merchantCode: string): Promise<void> {
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'currency'])
    .where('code', '=', merchantCode)
    .executeTakeFirst();
  if (!merchant) return;
  const scale = 10n ** BigInt(currencyDigits(merchant.currency));
  await db
    .insertInto('withdraw_policy')
    .values({
      merchant_id: merchant.id,
      min_amount: DEMO_POLICY.minAmount * scale,
      max_amount: DEMO_POLICY.maxAmount * scale,
      daily_max_amount: DEMO_POLICY.dailyMaxAmount * scale,
      daily_max_count: DEMO_POLICY.dailyMaxCount,
      turnover_multiplier: DEMO_POLICY.turnoverMultiplier,
      confirmation_minutes: DEMO_POLICY.confirmationMinutes,
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
}
