import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import {
  type Consolidated,
  MAIN_WALLET,
  type MerchantWallet,
  type SubWallet,
  type WalletBalance,
  type WalletTransferBody,
  type WalletTransferValue,
} from '@platform/contracts/wallet';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { idempotencyKeyTaken } from '../ledger/ledger-reads';
import { postTransaction } from '../ledger/ledger-service';
import type { MerchantConfig } from '../system/merchant-config';
import type { VendorTransferDeps } from '../vendor-transfer/vendor-transfer-deps';
import { replayOfRequest, transferWithVendor } from '../vendor-transfer/vendor-transfer-service';
import { findIntegration } from '../vendor-wallet/vendor-integration-reads';
import { invalidField, transferAmount } from './transfer-amount';
import {
  findWalletSettings,
  listWalletVendors,
  readWalletRows,
  type WalletRows,
  type WalletVendor,
  type WalletVendorMode,
} from './wallet-repository';

/** What the wallet needs to know of a merchant: its id and its one currency. */
export type WalletMerchant = Pick<MerchantConfig, 'id' | 'currency' | 'currencySymbol'>;

/**
 * The member's wallet as GET balance answers it, and as the live socket pushes it: from the ledger
 * only (a transfer vendor's balance is brought into it by the vendor-transfer sync, not here).
 */
export async function readWallet(db: Db, merchant: WalletMerchant, memberId: number): Promise<WalletBalance> {
  return walletOf(merchant, await readWalletRows(db, merchant.id, memberId));
}

/** The wallet the rows of `readWalletRows` make. */
export function walletOf(merchant: WalletMerchant, { settings, vendors, accounts: rows }: WalletRows): WalletBalance {
  const accounts = rows.map((a) => ({ kind: a.kind, vendor: a.vendor, balance: BigInt(a.balance) }));
  const digits = currencyDigits(merchant.currency);
  const money = (minor: bigint) => toDecimalAmount(minor, digits);
  const of = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0n;
  const atVendor = new Map<string, { balance: bigint; inTransit: bigint }>();
  for (const a of accounts) {
    if (a.kind !== 'MEMBER_VENDOR_WALLET' && a.kind !== 'MEMBER_IN_TRANSIT') continue;
    const held = atVendor.get(a.vendor ?? '') ?? { balance: 0n, inTransit: 0n };
    if (a.kind === 'MEMBER_VENDOR_WALLET') held.balance = a.balance;
    else held.inTransit = a.balance;
    atVendor.set(a.vendor ?? '', held);
  }
  // A SEAMLESS vendor plays from the main wallet: it has no sub-wallet to show.
  const offered = settings.isSingle ? [] : vendors.filter((v) => v.mode !== 'SEAMLESS');
  const shown: (WalletVendor & { balance: bigint; inTransit: bigint })[] = offered.map((v) => ({
    vendor: v.vendor,
    displayName: v.displayName,
    maintenance: v.maintenance,
    balance: atVendor.get(v.vendor)?.balance ?? 0n,
    inTransit: atVendor.get(v.vendor)?.inTransit ?? 0n,
  }));
  // Money left at a vendor no longer offered (or since the merchant went single) is still the
  // member's: shown, so the total is honest, and marked as not movable.
  for (const [vendor, held] of atVendor) {
    if ((held.balance !== 0n || held.inTransit !== 0n) && !shown.some((s) => s.vendor === vendor)) {
      shown.push({ vendor, displayName: vendor, maintenance: true, ...held });
    }
  }
  const cash = of('MEMBER_CASH');
  const subWallets: SubWallet[] = shown.map((s) => ({
    vendor: s.vendor,
    displayName: s.displayName,
    maintenance: s.maintenance,
    balance: money(s.balance),
    inTransit: money(s.inTransit),
  }));
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    balance: money(cash),
    bonus: money(of('MEMBER_BONUS')),
    held: money(of('MEMBER_HELD')),
    subWallets,
    total: money(shown.reduce((sum, s) => sum + s.balance + s.inTransit, cash)),
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
    vendors: settings.isSingle
      ? []
      : vendors
          .filter((v) => v.mode !== 'SEAMLESS')
          .map((v) => ({ vendor: v.vendor, displayName: v.displayName, maintenance: v.maintenance })),
  };
}

export async function readConsolidated(db: Db, merchantId: number): Promise<Consolidated> {
  return (await findWalletSettings(db, merchantId)).flags;
}

/**
 * Moves money between the main wallet and one vendor's sub-wallet, once per request id. A vendor
 * registered in TRANSFER mode holds the sub-wallet in its own books: the money goes over its API
 * (modules/vendor-transfer) and may be answered IN_TRANSIT; a vendor without an integration keeps
 * a sub-wallet in our ledger only; a SEAMLESS vendor has none. The ledger refuses a short
 * balance on either side (INSUFFICIENT_FUNDS) and a reused request id with another body
 * (IDEMPOTENCY_CONFLICT).
 */
export async function transferWallet(
  deps: VendorTransferDeps,
  merchant: WalletMerchant,
  memberId: number,
  body: WalletTransferBody,
): Promise<WalletTransferValue> {
  const { db } = deps;
  const amount = transferAmount(body.amount, merchant.currency);
  const intoVendor = body.from === MAIN_WALLET;
  const vendor = intoVendor ? body.to : body.from;
  if ((body.from === MAIN_WALLET) === (body.to === MAIN_WALLET)) {
    throw invalidField(intoVendor ? 'body.to' : 'body.from', 'main_wallet_on_one_side');
  }
  const request = {
    vendor,
    direction: intoVendor ? ('IN' as const) : ('OUT' as const),
    amount,
    requestId: body.requestId,
  };
  const withWallet = async (answer: { transactionId: string; status: WalletTransferValue['status'] }) => ({
    ...answer,
    wallet: await readWallet(db, merchant, memberId),
  });

  // A retry of an acknowledged request gets its answer even if the rules changed since (vendor now
  // under maintenance, or connected otherwise), so the checks below are for new requests only.
  const replay = await replayOfRequest(deps, merchant.id, memberId, request);
  if (replay) return withWallet(replay);
  const idempotency = { source: 'wallet-transfer', key: `${memberId}:${body.requestId}` };
  const taken = await idempotencyKeyTaken(db, merchant.id, idempotency.source, idempotency.key);
  const mode = taken ? null : await checkVendorOpen(db, merchant.id, vendor);
  if (mode === 'SEAMLESS') throw new ApiError('SINGLE_WALLET', { vendor });
  if (mode === 'TRANSFER') {
    const integration = await findIntegration(db, merchant.id, vendor);
    if (!integration?.enabled || integration.mode !== 'TRANSFER') throw new ApiError('VENDOR_MAINTENANCE', { vendor });
    return withWallet(await transferWithVendor(deps, merchant, memberId, integration, request));
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
    announce: {
      type: 'walletTransferDone',
      merchantId: merchant.id,
      memberId,
      amount,
      vendor,
      direction: intoVendor ? 'TO_VENDOR' : 'FROM_VENDOR',
    },
  });
  return withWallet({ transactionId: posted.transactionId, status: 'COMPLETED' });
}

/** Refuses a vendor the merchant does not offer, or under maintenance; answers how it is connected. */
async function checkVendorOpen(db: Db, merchantId: number, vendor: string): Promise<WalletVendorMode> {
  const [settings, vendors] = await Promise.all([
    findWalletSettings(db, merchantId),
    listWalletVendors(db, merchantId),
  ]);
  if (settings.isSingle) throw new ApiError('SINGLE_WALLET');
  const found = vendors.find((v) => v.vendor === vendor);
  if (!found) throw new ApiError('VENDOR_NOT_FOUND', { vendor });
  if (found.maintenance) throw new ApiError('VENDOR_MAINTENANCE', { vendor });
  return found.mode;
}
