import type { Db } from '../db/database';

/**
 * The demo brand runs transfer wallets. Three wallet vendors are listed, but PGE's integration is
 * seamless (in-process), so the site offers sub-wallets at EVO and SABA only.
 */
const DEMO_WALLET_VENDORS = [
  { vendor: 'PGE', displayName: 'Nova Games' },
  { vendor: 'EVO', displayName: 'Evo Live' },
  { vendor: 'SABA', displayName: 'Saba Sports' },
] as const;

/** Idempotent: a second run, or a run over settings edited since, changes nothing. */
export async function seedDemoWallet(db: Db, merchantCode: string): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('merchant_wallet_setting')
      .values({ merchant_id: merchant.id, is_single: false })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
    await trx
      .insertInto('wallet_vendor')
      .values(
        DEMO_WALLET_VENDORS.map((v, sort) => ({
          merchant_id: merchant.id,
          vendor: v.vendor,
          display_name: v.displayName,
          sort,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor']).doNothing())
      .execute();
  });
}
