import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import type { WalletBalance } from '@platform/contracts/wallet';
import { sql } from 'kysely';
import pino from 'pino';
import { expect } from 'vitest';
import type { JobRunner } from '../../jobs/job-runner';
import { eventually } from '../../test/eventually';
import { startAccountTestKit } from '../accounts/account-test-kit';
import { ledgerInvariants } from '../ledger/ledger-test-support';
import { playerIdOf } from '../vendor-wallet/vendor-player-service';
import { depositTo, memberAccounts, newAccount, type TestAccount } from '../wallet/wallet-test-support';
import { startFakeTransferVendor } from './transfer-vendor-fake';
import { transferTimingOf, type VendorTransferDeps } from './vendor-transfer-deps';

/**
 * Tests only: the app on its own database with a TRANSFER-mode vendor (a real HTTP server, see
 * transfer-vendor-fake.ts) registered for the account kit's brand and offered as a sub-wallet,
 * with the vendor's calls cut short at 300 ms so that unknown outcomes come quickly, and jobs
 * polled at the quickest pg-boss allows.
 */
export const VENDOR = 'TVX';
const SECRET = 'tvx-shared-secret-for-transfer-tests-0123456789';
const TIMEOUT_MS = 300;

export type TransferTestKit = Awaited<ReturnType<typeof startTransferTestKit>>;

export async function startTransferTestKit() {
  const kit = await startAccountTestKit({
    VENDOR_TRANSFER_TIMEOUT_MS: String(TIMEOUT_MS),
    VENDOR_BALANCE_CACHE_SECONDS: '0',
    JOBS_POLL_SECONDS: '0.5',
  });
  const { db, merchantId } = kit;
  const vendor = await startFakeTransferVendor({ vendor: VENDOR, secret: SECRET });
  await db
    .insertInto('game_vendor_integration')
    .values({ merchant_id: merchantId, vendor: VENDOR, mode: 'TRANSFER', secret: SECRET, api_url: vendor.apiUrl })
    .execute();
  await db
    .insertInto('wallet_vendor')
    .values({ merchant_id: merchantId, vendor: VENDOR, display_name: 'Transfer Vendor', sort: 10 })
    .execute();

  // For calling the reconciler directly: a job runner that only records what would be scheduled.
  const jobs: JobRunner = { queue: async () => undefined, send: async () => null };
  const deps: VendorTransferDeps = {
    db,
    jobs,
    log: pino({ level: 'silent' }),
    timing: transferTimingOf({ VENDOR_TRANSFER_TIMEOUT_MS: TIMEOUT_MS, VENDOR_BALANCE_CACHE_SECONDS: 0 }),
  };

  const t = {
    ...kit,
    vendor,
    deps,
    async member(minor: bigint): Promise<TestAccount> {
      const who = await newAccount(db, merchantId);
      await depositTo(db, merchantId, who.id, minor);
      return who;
    },
    transfer: (who: TestAccount, body: { from: string; to: string; amount: string; requestId?: string }) =>
      kit.call({
        method: 'POST',
        url: API.walletTransfer,
        token: who.token,
        body: { requestId: randomUUID(), ...body },
      }),
    async wallet(who: TestAccount): Promise<WalletBalance> {
      const res = await kit.call({ method: 'GET', url: API.walletBalance, token: who.token });
      expect(res.status).toBe(200);
      return res.body.value as WalletBalance;
    },
    subWalletOf: (wallet: WalletBalance) => wallet.subWallets.find((s) => s.vendor === VENDOR),
    playerId: (who: TestAccount) => playerIdOf(db, merchantId, VENDOR, who.id),
    /** The member's money by place, in minor units. */
    async money(who: TestAccount): Promise<{ cash: bigint; inTransit: bigint; subWallet: bigint }> {
      const accounts = await memberAccounts(db, who.id);
      return {
        cash: accounts.MEMBER_CASH ?? 0n,
        inTransit: accounts[`MEMBER_IN_TRANSIT:${VENDOR}`] ?? 0n,
        subWallet: accounts[`MEMBER_VENDOR_WALLET:${VENDOR}`] ?? 0n,
      };
    },
    /** The books of the whole ledger still balance, and no member owns less than nothing. */
    async expectBooksBalanced(): Promise<void> {
      expect(await ledgerInvariants(db)).toEqual({
        totalBalance: 0n,
        negativeMemberAccounts: 0,
        cachedBalancesOff: 0,
        unbalancedTransactions: 0,
      });
    },
    /** The member's latest transfer with the vendor. */
    latestTransfer: (who: TestAccount) =>
      db
        .selectFrom('vendor_transfer')
        .selectAll()
        .where('member_id', '=', who.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
    /** Makes the transfer's status check due now instead of after its backoff. */
    dueNow: (id: string) => sql`update vendor_transfer set next_check_at = now() where id = ${id}`.execute(db),
    /** Waits until the transfer is settled, by whichever reconciler gets to it. */
    settled: (id: string) =>
      eventually(
        () => db.selectFrom('vendor_transfer').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
        (row) => row.status === 'SUCCEEDED' || row.status === 'FAILED',
      ),
    /** Status calls the vendor received for a transfer. */
    statusCalls: (transferId: string) =>
      vendor.calls.filter((c) => c.path === '/transfer-status' && c.body.transferId === transferId).length,
    transferCalls: (transferId: string) =>
      vendor.calls.filter((c) => c.path === '/transfer' && c.body.transferId === transferId).length,
    resetFaults: () => {
      vendor.faults = { transfer: 'NONE', status: 'NONE', balance: 'NONE' };
      vendor.statusDelayMs = 0;
    },
    close: async () => {
      await vendor.close();
      await kit.close();
    },
  };
  return t;
}
