import { z } from 'zod';
import { decimalAmountSchema, requestIdSchema } from './money-amount';

/** Spec 7.2 wallet calls. Amounts are decimal strings (money-amount.ts). */

/** A vendor sub-wallet of a transfer-wallet merchant: money the member moved to that vendor. */
export const subWalletSchema = z.object({
  vendor: z.string(),
  displayName: z.string(),
  balance: z.string(),
  /** Under maintenance no transfer in or out is accepted. */
  maintenance: z.boolean(),
  /**
   * Money on its way into or out of this sub-wallet whose vendor has not confirmed yet (transfer
   * mode): still the member's, counted in `total`, and settled by reconciliation.
   */
  inTransit: z.string(),
});
export type SubWallet = z.infer<typeof subWalletSchema>;

/** GET /wps/v2/wallets/balance. */
export const walletBalanceValueSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  /** The main wallet: what the member may bet, transfer or withdraw. */
  balance: z.string(),
  bonus: z.string(),
  /** Held for withdrawals waiting for the operator. */
  held: z.string(),
  subWallets: z.array(subWalletSchema),
  /** Main wallet plus every sub-wallet, money in transit included. */
  total: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceValueSchema>;

/**
 * The merchant wallet (spec 7.2, "cached, isSingle"): whether the merchant runs one seamless wallet
 * (isSingle, vendors debit the main wallet directly) or transfer wallets per vendor.
 */
export const merchantWalletValueSchema = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyDigits: z.number().int().min(0).max(4),
  /** The vendors with a sub-wallet (empty when isSingle). */
  vendors: z.array(z.object({ vendor: z.string(), displayName: z.string(), maintenance: z.boolean() })),
});
export type MerchantWallet = z.infer<typeof merchantWalletValueSchema>;

/** GET /wps/member/info/funds/consolidated: the contract flags of spec 3 (stored in session storage). */
export const consolidatedValueSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
});
export type Consolidated = z.infer<typeof consolidatedValueSchema>;

/** 'MAIN' is the main wallet; any other value is a vendor code. Exactly one side is MAIN. */
export const MAIN_WALLET = 'MAIN';
export const walletTransferBodySchema = z.object({
  from: z.string().min(1).max(64),
  to: z.string().min(1).max(64),
  amount: decimalAmountSchema,
  requestId: requestIdSchema,
});
export type WalletTransferBody = z.infer<typeof walletTransferBodySchema>;
/**
 * COMPLETED: the money arrived. IN_TRANSIT: a transfer-wallet vendor has not confirmed it yet; it is
 * shown as in transit until reconciliation settles it (arrived, or back where it came from).
 */
export const WALLET_TRANSFER_STATUSES = ['COMPLETED', 'IN_TRANSIT'] as const;
export const walletTransferValueSchema = z.object({
  transactionId: z.string(),
  status: z.enum(WALLET_TRANSFER_STATUSES),
  wallet: walletBalanceValueSchema,
});
export type WalletTransferValue = z.infer<typeof walletTransferValueSchema>;

/** Transfers in the agent line; money leaving a member needs the payment password. */
export const uplineTransferInfoValueSchema = z.object({
  /** The upline agent's account, or null when the member has none. */
  upline: z.string().nullable(),
  balance: z.string(),
  paymentPasswordSet: z.boolean(),
});
export const transferUplineBodySchema = z.object({
  amount: decimalAmountSchema,
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema,
});
export const transferDownlineBodySchema = transferUplineBodySchema.extend({
  /** The downline member's account name. */
  downline: z.string().trim().min(1).max(64),
});
export const lineTransferValueSchema = z.object({ transactionId: z.string(), balance: z.string(), to: z.string() });
