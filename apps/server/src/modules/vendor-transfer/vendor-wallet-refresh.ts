import { type SyncMerchant, syncSubWallet } from './vendor-balance-sync';
import type { VendorTransferDeps } from './vendor-transfer-deps';
import { reconcileDue } from './vendor-transfer-reconciler';
import { refreshPlan } from './vendor-transfer-repository';

/**
 * Before the member's wallet is read (GET balance): transfers of the member whose status check is
 * due are checked now rather than when their job comes (the member's own re-check), and each
 * transfer-vendor sub-wallet not asked within the cache time is synced with the vendor's balance.
 * Calls are short and run side by side; a vendor that does not answer leaves the last known
 * balance shown, and is not asked again before the cache time. Never fails the read.
 */
export async function refreshVendorWallets(
  deps: VendorTransferDeps,
  merchant: SyncMerchant,
  memberId: number,
): Promise<void> {
  const timeoutMs = deps.timing.refreshTimeoutMs;
  try {
    const plan = await refreshPlan(deps.db, merchant.id, memberId, deps.timing.balanceCacheMs);
    if (plan.dueTransfers) await reconcileDue(deps, { merchantId: merchant.id, memberId, limit: 10, timeoutMs });
    await Promise.all(plan.staleVendors.map((vendor) => syncSubWallet(deps, merchant, memberId, vendor, timeoutMs)));
  } catch (error) {
    deps.log.warn({ err: error, memberId }, 'vendor wallet refresh failed; the last known balances are shown');
  }
}
