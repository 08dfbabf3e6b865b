import type { Db } from '../../db/database';

/**
 * A trial launch's play money (STUDIO_TRIAL_BALANCE to start): its own row, never the ledger, and
 * gone with its launch (the foreign key cascades when expired launches are purged).
 */
export type TrialWalletKey = { launchId: string; merchantId: number; memberId: number };

/** Opens the launch's play money at `initial` unless it is open already. */
export async function ensureTrialWallet(db: Db, key: TrialWalletKey, initial: bigint): Promise<void> {
  await db
    .insertInto('studio_trial_wallet')
    .values({ launch_id: key.launchId, merchant_id: key.merchantId, member_id: key.memberId, balance: initial })
    .onConflict((oc) => oc.column('launch_id').doNothing())
    .execute();
}

export async function trialBalance(db: Db, launchId: string): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('studio_trial_wallet')
    .select('balance')
    .where('launch_id', '=', launchId)
    .executeTakeFirst();
  return row && BigInt(row.balance);
}

/** The balance, locked until the caller's transaction ends (every change of it happens under this lock). */
export async function lockTrialWallet(trx: Db, launchId: string): Promise<bigint | undefined> {
  const row = await trx
    .selectFrom('studio_trial_wallet')
    .select('balance')
    .where('launch_id', '=', launchId)
    .forUpdate()
    .executeTakeFirst();
  return row && BigInt(row.balance);
}

export async function setTrialBalance(trx: Db, launchId: string, balance: bigint): Promise<void> {
  await trx
    .updateTable('studio_trial_wallet')
    .set({ balance, updated_at: new Date() })
    .where('launch_id', '=', launchId)
    .execute();
}
