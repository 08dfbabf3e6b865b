import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import {
  type Consolidated,
  MAIN_WALLET,
  type MerchantWallet,
  type SubWallet,
  type WalletBalance,
  type WalletTransferBody,
} from '@platform/contracts/wallet';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { accountsOf, postTransaction } from '../ledger/ledger-service';
import type { MerchantConfig } from '../system/merchant-config';
import { invalidField, transferAmount } from './transfer-amount';
import { findWalletSettings, ledgerKeyTaken, listWalletVendors, type WalletVendor } from './wallet-repository';

/** What the wallet needs to know of a merchant: its id and its one currency. */
export type WalletMerchant = Pick<MerchantConfig, 'id' | 'currency' | 'currencySymbol'>;

/** The member's wallet as GET balance answers it, and as the live socket pushes it. */
export async function readWallet(db: Db, merchant: WalletMerchant, memberId: number): Promise<WalletBalance> {
  const [settings, vendors, accounts] = await Promise.all([
    findWalletSettings(db, merchant.id),
    listWalletVendors(db, merchant.id),
    accountsOf(db, merchant.id, memberId),
  ]);
  const digits = currencyDigits(merchant.currency);
  const money = (minor: bigint) => toDecimalAmount(minor, digits);
  const of = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0n;
  const inVendor = new Map(
    accounts.filter((a) => a.kind === 'MEMBER_VENDOR_WALLET').map((a) => [a.vendor ?? '', a.balance] as const),
  );
  const shown: (WalletVendor & { balance: bigint })[] = (settings.isSingle ? [] : vendors).map((v) => ({
    ...v,
    balance: inVendor.get(v.vendor) ?? 0n,
  }));
  // Money left at a vendor no longer offered (or since the merchant went single) is still the
  // member's: shown, so the total is honest, and marked as not movable.
  for (const [vendor, balance] of inVendor) {
    if (balance !== 0n && !shown.some((s) => s.vendor === vendor)) {
      shown.push({ vendor, displayName: vendor, maintenance: true, balance });
    }
  }
  const cash = of('MEMBER_CASH');
  const subWallets: SubWallet[] = shown.map((s) => ({
    vendor: s.vendor,
    displayName: s.displayName,
    maintenance: s.maintenance,
    balance: money(s.balance),
  }));
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    balance: money(cash),
    bonus: money(of('MEMBER_BONUS')),
    held: money(of('MEMBER_HELD')),
    subWallets,
    total: money(shown.reduce((sum, s) => sum + s.balance, cash)),
  };
}

/** Public: how the merchant runs its wallets; no member data. */
export async function readMerchantWallet(db: Db, merchant: WalletMerchant): Promise<MerchantWallet> {
  const [settings, vendors] = await Promise.all([
    findWalletSettings(db, merchant.id),
    listWalletVendors(db, merchant.id),
  ]);
  return {
    isSingle: settings.isSingle,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    currencyDigits: currencyDigits(merchant.currency),
    vendors: settings.isSingle ? [] : vendors,
  };
}

export async function readConsolidated(db: Db, merchantId: number): Promise<Consolidated> {
  return (await findWalletSettings(db, merchantId)).flags;
}

/**
 * Moves money between the main wallet and one vendor's sub-wallet, once per request id. The ledger
 * refuses a short balance on either side (INSUFFICIENT_FUNDS) and a reused request id with another
 * body (IDEMPOTENCY_CONFLICT).
 */
export async function transferWallet(
  db: Db,
  merchant: WalletMerchant,
  memberId: number,
  body: WalletTransferBody,
): Promise<{ transactionId: string; wallet: WalletBalance }> {
  const amount = transferAmount(body.amount, merchant.currency);
  const intoVendor = body.from === MAIN_WALLET;
  const vendor = intoVendor ? body.to : body.from;
  if ((body.from === MAIN_WALLET) === (body.to === MAIN_WALLET)) {
    throw invalidField(intoVendor ? 'body.to' : 'body.from', 'main_wallet_on_one_side');
  }
  const idempotency = { source: 'wallet-transfer', key: `${memberId}:${body.requestId}` };
  if (!(await ledgerKeyTaken(db, merchant.id, idempotency.source, idempotency.key))) {
    await checkVendorOpen(db, merchant.id, vendor);
  }
  const cash = { kind: 'MEMBER_CASH' as const, memberId };
  const subWallet = { kind: 'MEMBER_VENDOR_WALLET' as const, memberId, vendor };
  const posted = await postTransaction(db, {
    merchantId: merchant.id,
    kind: 'WALLET_TRANSFER',
    idempotency,
    postings: [
      { account: intoVendor ? cash : subWallet, amount: -amount },
      { account: intoVendor ? subWallet : cash, amount },
    ],
    memo: { from: body.from, to: body.to, vendor },
  });
  return { transactionId: posted.transactionId, wallet: await readWallet(db, merchant, memberId) };
}

async function checkVendorOpen(db: Db, merchantId: number, vendor: string): Promise<void> {
  const [settings, vendors] = await Promise.all([
    findWalletSettings(db, merchantId),
    listWalletVendors(db, merchantId),
  ]);
  if (settings.isSingle) throw new ApiError('SINGLE_WALLET');
  const found = vendors.find((v) => v.vendor === vendor);
  if (!found) throw new ApiError('VENDOR_NOT_FOUND', { vendor });
  if (found.maintenance) throw new ApiError('VENDOR_MAINTENANCE', { vendor });
}
