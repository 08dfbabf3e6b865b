import type { Db } from '../db/database';

/**
 * The demo brand's deposit channels: a manual bank transfer the operator
 * confirms, and online payment through the payment sandbox that `make run` starts beside the
 * platform. Amounts in minor units of the brand's USD.
 */
const DEMO_PAYMENT_CHANNELS = [
  {
    code: 'BANK_TRANSFER',
    kind: 'BANK_TRANSFER',
    name: 'Bank transfer',
    bank_name: 'Emirates Demo Bank',
    account_name: 'Nova Play Ltd',
    account_number: 'AE070331234567890123456',
    provider: null,
    min_amount: 1_000n,
    max_amount: 5_000_000n,
  },
  {
    code: 'ONLINE_SANDBOX',
    kind: 'ONLINE',
    name: 'Online payment',
    bank_name: null,
    account_name: null,
    account_number: null,
    provider: 'sandbox',
    min_amount: 1_000n,
    max_amount: 1_000_000n,
  },
] as const;

/** Idempotent: a second run, or a run over channels edited since, changes nothing. */
export async function seedDemoPaymentChannels(db: Db, merchantCode: string): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  await db
    .insertInto('deposit_channel')
    .values(DEMO_PAYMENT_CHANNELS.map((channel, sort) => ({ ...channel, merchant_id: merchant.id, sort })))
    .onConflict((oc) => oc.constraint('deposit_channel_code').doNothing())
    .execute();
}
