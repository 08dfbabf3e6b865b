import type { WalletBalance } from '@platform/contracts/wallet';
import type { Db } from '../../db/database';
import type { Notifications } from '../../db/notification-listener';
import { NotifiedCache } from '../../db/notified-cache';
import { BALANCE_CHANNEL, balanceKey } from '../ledger/balance-announcer';
import { MERCHANT_CONFIG_CHANNEL } from '../system/merchant-config-cache';
import { refreshDueInMsSql } from '../vendor-transfer/vendor-transfer-reads';
import { VENDOR_INTEGRATION_CHANNEL } from '../vendor-wallet/vendor-integration-reads';
import { readWalletRows } from './wallet-repository';
import { type WalletMerchant, walletOf } from './wallet-service';

/** Notified after any change to a brand's wallet settings or sub-wallet vendors (migration 0029). */
export const MERCHANT_WALLET_CHANNEL = 'merchant_wallet_changed';
/** Wallets kept per process; the oldest goes first. */
const MAX_ENTRIES = 100_000;
/**
 * Other processes learn of a balance change from the ledger's announcement, sent after the commit
 * and outside it (modules/ledger/balance-announcer.ts): should one be lost while the listener stays
 * up, a wallet is read again after this long anyway.
 */
const MAX_AGE_MS = 5_000;

export type CachedWallet = {
  wallet: WalletBalance;
  /** The main wallet's cash in minor units: what a seamless vendor's balance call answers. */
  cash: bigint;
  /** When (this process's clock) the transfer vendors' balances are due a refresh; Infinity: not before money moves. */
  refreshDueAtMs: number;
};

/**
 * Members' wallets as the balance call answers them, kept per process so that a page polling its
 * balance costs no database round trip (decision 0037). A wallet is dropped:
 * - in this process, at the commit of any ledger transaction that moves the member's money (the
 *   ledger's balancesChanged event, before the moving call answers): a member always reads back
 *   what they just did;
 * - in every other process, when the ledger's announcement of that commit arrives (within the
 *   announcer's 15 ms batch and the notification's delivery), or after MAX_AGE_MS at the latest;
 * - everywhere, when the brand's wallet settings, sub-wallet vendors, integrations or configuration
 *   change; and while the listener is down nothing is kept (db/notified-cache.ts).
 * The ledger stays the only truth for spending: every debit checks the balance in its own
 * transaction, so a wallet shown a few milliseconds late never lets money move that is not there.
 */
export class WalletCache {
  private readonly wallets: NotifiedCache<CachedWallet>;

  constructor(
    private readonly db: Db,
    notifications: Notifications,
    /** How long a transfer vendor's balance stands before it is asked again (VENDOR_BALANCE_CACHE_SECONDS). */
    private readonly vendorBalanceStaleMs: number,
  ) {
    this.wallets = new NotifiedCache<CachedWallet>({
      notifications,
      channel: BALANCE_CHANNEL,
      onNotification: (key) => this.wallets.delete(key),
      alsoFollows: [MERCHANT_WALLET_CHANNEL, VENDOR_INTEGRATION_CHANNEL, MERCHANT_CONFIG_CHANNEL].map((channel) => ({
        channel,
      })),
      maxEntries: MAX_ENTRIES,
      maxAgeMs: MAX_AGE_MS,
    });
  }

  start(): Promise<void> {
    return this.wallets.start();
  }

  close(): Promise<void> {
    return this.wallets.close();
  }

  async read(merchant: WalletMerchant, memberId: number): Promise<CachedWallet> {
    const load = async (): Promise<CachedWallet> => {
      const due = refreshDueInMsSql(merchant.id, memberId, this.vendorBalanceStaleMs);
      const rows = await readWalletRows(this.db, merchant.id, memberId, due);
      const dueInMs = rows.alongside;
      return {
        wallet: walletOf(merchant, rows),
        cash: BigInt(rows.accounts.find((a) => a.kind === 'MEMBER_CASH')?.balance ?? 0),
        refreshDueAtMs: dueInMs === null ? Number.POSITIVE_INFINITY : Date.now() + dueInMs,
      };
    };
    // The load always answers, so the cache does too.
    return (await this.wallets.get(balanceKey(merchant.id, memberId), load)) as CachedWallet;
  }

  forget(merchantId: number, memberIds: readonly number[]): void {
    for (const memberId of memberIds) this.wallets.delete(balanceKey(merchantId, memberId));
  }
}
