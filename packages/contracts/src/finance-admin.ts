import { z } from 'zod';
import { decimalAmountSchema, pageOf, pageQuerySchema } from './money-amount';

/**
 * The finance pages of the back office beyond the two queues: the risk hints beside each
 * withdrawal, transfers to vendors whose outcome is unknown, and the brand's payment channels and
 * withdrawal limits.
 */

/**
 * When a withdrawal's hints call for a second look. A win counts as big when one round paid more
 * than `bigWinMultiple` times its stake, or when the member won more than `bigNetWinMajor` units of
 * the brand's currency net (wins less bets) within `recentHours`; a bank account added within
 * `recentHours` is new.
 */
export const WITHDRAWAL_RISK_RULES = {
  recentHours: 24,
  bigWinMultiple: 10,
  bigNetWinMajor: 1000,
  /** How many of the members sharing an address or a device the hint names (the count is always whole). */
  sharedMembersNamed: 5,
} as const;

export const withdrawalRiskSchema = z.object({
  turnover: z.object({ required: z.string(), done: z.string(), met: z.boolean() }),
  /** No earlier withdrawal of the member was paid. */
  firstWithdrawal: z.boolean(),
  bankAccountAddedAt: z.string(),
  /** The payout account was added within the rules' recent hours before the request. */
  bankAccountRecent: z.boolean(),
  /** Other members of the brand who registered or logged in from one of this member's addresses. */
  sharedAddress: z.object({ count: z.number().int(), accounts: z.array(z.string()) }),
  /** Other members of the brand who logged in with one of this member's device ids (the lobby's, a hint). */
  sharedDevice: z.object({ count: z.number().int(), accounts: z.array(z.string()) }),
  /** The largest win over stake of one round in the recent hours (null: no round with a stake). */
  biggestWinMultiple: z.string().nullable(),
  /** Wins less bets of the member's main wallet in the recent hours (negative: the member lost). */
  netWin: z.string(),
  bigWin: z.boolean(),
});
export type WithdrawalRisk = z.infer<typeof withdrawalRiskSchema>;

// Vendor transfers whose outcome at the vendor is not known.
export const VENDOR_TRANSFER_DIRECTIONS = ['IN', 'OUT'] as const;
export const unknownTransferSchema = z.object({
  id: z.string(),
  memberAccount: z.string(),
  vendor: z.string(),
  /** IN: main wallet to the vendor; OUT: back from the vendor. */
  direction: z.enum(VENDOR_TRANSFER_DIRECTIONS),
  amount: z.string(),
  status: z.enum(['PENDING', 'UNKNOWN', 'SUCCEEDED', 'FAILED']),
  transferId: z.string(),
  checks: z.number().int(),
  lastError: z.string().nullable(),
  nextCheckAt: z.string(),
  createdAt: z.string(),
});
export type UnknownTransfer = z.infer<typeof unknownTransferSchema>;
export const unknownTransfersQuerySchema = pageQuerySchema;
export const unknownTransfersValueSchema = pageOf(unknownTransferSchema);
/** What asking the vendor came to: settled (the vendor's word and where the money went) or still unknown. */
export const transferReconcileValueSchema = z.object({
  transfer: unknownTransferSchema,
  settled: z.boolean(),
});

// Payment channels and withdrawal limits, as the lobby reads them.
export const CHANNEL_NAME_MAX = 64;
const channelName = z.string().trim().min(1).max(CHANNEL_NAME_MAX);

export const paymentChannelSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['BANK_TRANSFER', 'ONLINE']),
  /** The name in English (and in any language without its own). */
  name: z.string(),
  nameAr: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** A bank account's bank, or an online channel's provider: what the channel is, for the staff. */
  detail: z.string(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const withdrawalLimitsSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyMaxAmount: z.string(),
  dailyMaxCount: z.number().int(),
  /** Bets needed per unit deposited before a withdrawal ("1.00": once the deposits). */
  turnoverMultiplier: z.string(),
  /** Minutes after approval until a withdrawal the member has not confirmed counts as received. */
  confirmationMinutes: z.number().int(),
});
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

export const paymentSettingsValueSchema = z.object({
  currency: z.string(),
  channels: z.array(paymentChannelSchema),
  /** Null while the brand has no withdrawal rules (its members cannot withdraw). */
  withdrawalLimits: withdrawalLimitsSchema.nullable(),
});

/** Two well-formed decimal amounts compared exactly (no floating point): negative when a < b. */
export function compareDecimal(a: string, b: string): number {
  const [aInt = '0', aFrac = ''] = a.trim().split('.');
  const [bInt = '0', bFrac = ''] = b.trim().split('.');
  if (aInt.length !== bInt.length) return aInt.length - bInt.length;
  if (aInt !== bInt) return aInt < bInt ? -1 : 1;
  const width = Math.max(aFrac.length, bFrac.length);
  const [x, y] = [aFrac.padEnd(width, '0'), bFrac.padEnd(width, '0')];
  return x === y ? 0 : x < y ? -1 : 1;
}
const minNotAboveMax = (value: { minAmount: string; maxAmount: string }) =>
  compareDecimal(value.minAmount, value.maxAmount) <= 0;
/** A minimum of nothing would let a member open orders of no money. */
const positive = decimalAmountSchema.refine((v) => compareDecimal(v, '0') > 0, { message: 'amount_positive' });

const paymentChannelFields = z.object({
  name: channelName,
  nameAr: channelName.nullable(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(9999),
  minAmount: positive,
  maxAmount: decimalAmountSchema,
});
export const paymentChannelBodySchema = paymentChannelFields.refine(minNotAboveMax, {
  path: ['maxAmount'],
  message: 'min_above_max',
});
export type PaymentChannelBody = z.infer<typeof paymentChannelBodySchema>;

const bankText = z.string().trim().min(1).max(100);
/**
 * A new deposit channel: a bank account members pay into by hand (finance confirms each deposit),
 * or an online payment provider this platform runs (PAYMENT_PROVIDER_CODES).
 */
export const PAYMENT_PROVIDER_CODES = ['sandbox'] as const;
export const paymentChannelCreateBodySchema = z.discriminatedUnion('kind', [
  paymentChannelFields.extend({
    kind: z.literal('BANK_TRANSFER'),
    code: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/),
    bankName: bankText,
    accountName: bankText,
    accountNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{4,40}$/),
  }),
  paymentChannelFields.extend({
    kind: z.literal('ONLINE'),
    code: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/),
    provider: z.enum(PAYMENT_PROVIDER_CODES),
  }),
]);
export type PaymentChannelCreateBody = z.infer<typeof paymentChannelCreateBodySchema>;
export const paymentChannelValueSchema = z.object({ channel: paymentChannelSchema });

/** A withdrawal's turnover: bets per unit deposited, 0 to 100 with up to two decimals (the column's scale). */
export const turnoverMultiplierSchema = z
  .string()
  .trim()
  .refine((v) => /^(0|[1-9][0-9]{0,2})(\.[0-9]{1,2})?$/.test(v) && compareDecimal(v, '100') <= 0, {
    message: 'turnover',
  });
/** Thirty days: the longest a member may take to confirm a withdrawal (the column's check). */
export const WITHDRAWAL_CONFIRMATION_MAX_MINUTES = 43200;

export const withdrawalLimitsBodySchema = z
  .object({
    minAmount: positive,
    maxAmount: decimalAmountSchema,
    dailyMaxAmount: decimalAmountSchema,
    dailyMaxCount: z.number().int().min(1).max(1000),
    /** Left out: kept as they are (a brand opening its withdrawals starts with the demo brand's). */
    turnoverMultiplier: turnoverMultiplierSchema.optional(),
    confirmationMinutes: z.number().int().min(0).max(WITHDRAWAL_CONFIRMATION_MAX_MINUTES).optional(),
  })
  .refine(minNotAboveMax, { path: ['maxAmount'], message: 'min_above_max' })
  .refine((v) => compareDecimal(v.maxAmount, v.dailyMaxAmount) <= 0, {
    path: ['dailyMaxAmount'],
    message: 'max_above_daily',
  });
export type WithdrawalLimitsBody = z.infer<typeof withdrawalLimitsBodySchema>;
export const withdrawalLimitsValueSchema = z.object({ withdrawalLimits: withdrawalLimitsSchema });
