import { currencyDigits, parseDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { accountsOf, postTransaction } from '../ledger/ledger-service';
import { findIntegration } from '../vendor-wallet/vendor-integration-reads';
import { playerIdOf } from '../vendor-wallet/vendor-player-service';
import { callPlayerBalance } from './vendor-api-client';
import type { VendorTransferDeps } from './vendor-transfer-deps';
import {
  createSubWallet,
  hasOpenTransfer,
  lockSubWallet,
  markSyncAttempt,
  recordSync,
  type SubWalletKey,
  subWalletVersion,
} from './vendor-transfer-repository';
import { retriedMoneyTransaction } from './vendor-transfer-settlement';

/**
 * In transfer mode the member bets at the vendor with the vendor's balance, so our mirror of the
 * sub-wallet (MEMBER_VENDOR_WALLET) drifts by what the member won or lost there. A sync asks the
 * vendor (the authority) for the balance and posts the difference between the mirror and it
 * against VENDOR_CLEARING: the ledger still sums to zero, and the mirror, set to a balance the
 * vendor reported (never negative), cannot go below zero.
 *
 * A reading is only used when it is unambiguous: no transfer of the sub-wallet was open when it
 * was taken (the vendor may or may not have counted it yet), and none opened since (the version).
 */
export type SyncResult = 'SYNCED' | 'SKIPPED' | 'NO_ANSWER';

export type SyncMerchant = { id: number; currency: string };

export async function syncSubWallet(
  deps: Pick<VendorTransferDeps, 'db'>,
  merchant: SyncMerchant,
  memberId: number,
  vendor: string,
  timeoutMs: number,
): Promise<SyncResult> {
  const { db } = deps;
  const key: SubWalletKey = { merchantId: merchant.id, memberId, vendor };
  const version = await subWalletVersion(db, key);
  // Never transferred: the vendor holds nothing of the member's that our books know of.
  if (version === undefined || (await hasOpenTransfer(db, key))) return 'SKIPPED';
  const integration = await findIntegration(db, merchant.id, vendor);
  if (integration?.mode !== 'TRANSFER' || !integration.apiUrl) return 'SKIPPED';
  const playerId = await playerIdOf(db, merchant.id, vendor, memberId);
  const endpoint = { vendor, secret: integration.secret, apiUrl: integration.apiUrl };
  const call = await callPlayerBalance(endpoint, { playerId, currency: merchant.currency }, timeoutMs);
  const balance = call.answered ? parseDecimalAmount(call.value.balance, currencyDigits(merchant.currency)) : null;
  if (balance === null) {
    await markSyncAttempt(db, key);
    return 'NO_ANSWER';
  }
  return retriedMoneyTransaction(db, async (trx) => {
    const locked = await lockSubWallet(trx, key);
    if (!locked || locked.version !== version || (await hasOpenTransfer(trx, key))) return 'SKIPPED';
    const settled = await settleMirror(trx, key, balance, locked.settlements + 1);
    await recordSync(trx, key, balance, settled);
    return 'SYNCED';
  });
}

/**
 * The first transfer with a vendor in TRANSFER mode starts the member's sub-wallet there. Money the
 * member still has in a ledger-only sub-wallet of that vendor (from before the vendor was
 * connected) is not in the vendor's books, and the first sync would book it as a loss: it goes back
 * to the main wallet instead, in the transaction that starts the sub-wallet.
 */
export async function adoptSubWallet(db: Db, key: SubWalletKey): Promise<void> {
  if ((await subWalletVersion(db, key)) !== undefined) return;
  await retriedMoneyTransaction(db, async (trx) => {
    if (!(await createSubWallet(trx, key))) return;
    const left = await mirrorOf(trx, key);
    if (left <= 0n) return;
    await postTransaction(trx, {
      merchantId: key.merchantId,
      kind: 'WALLET_TRANSFER',
      idempotency: { source: 'vendor-adoption', key: `${key.memberId}:${key.vendor}` },
      postings: [
        { account: { kind: 'MEMBER_VENDOR_WALLET', memberId: key.memberId, vendor: key.vendor }, amount: -left },
        { account: { kind: 'MEMBER_CASH', memberId: key.memberId }, amount: left },
      ],
      memo: { vendor: key.vendor, stage: 'LEDGER_ONLY_RETURNED' },
      announce: { type: 'walletTransferDone', ...key, amount: left, direction: 'FROM_VENDOR' },
    });
  });
}

async function mirrorOf(trx: Db, key: SubWalletKey): Promise<bigint> {
  const accounts = await accountsOf(trx, key.merchantId, key.memberId);
  return accounts.find((a) => a.kind === 'MEMBER_VENDOR_WALLET' && a.vendor === key.vendor)?.balance ?? 0n;
}

/** Posts vendor balance minus mirror, if any, inside the caller's money transaction. */
async function settleMirror(trx: Db, key: SubWalletKey, balance: bigint, sequence: number): Promise<boolean> {
  const mirror = await mirrorOf(trx, key);
  const difference = balance - mirror;
  if (difference === 0n) return false;
  await postTransaction(trx, {
    merchantId: key.merchantId,
    kind: 'VENDOR_SETTLEMENT',
    // One key per settlement of the sub-wallet: the sequence is taken under its row lock.
    idempotency: { source: 'vendor-settlement', key: `${key.memberId}:${key.vendor}:${sequence}` },
    postings: [
      { account: { kind: 'VENDOR_CLEARING', vendor: key.vendor }, amount: -difference },
      { account: { kind: 'MEMBER_VENDOR_WALLET', memberId: key.memberId, vendor: key.vendor }, amount: difference },
    ],
    memo: { vendor: key.vendor, vendorBalance: balance.toString(), mirror: mirror.toString() },
    announce: { type: 'vendorBalanceSettled', ...key, difference },
  });
  return true;
}
