import { z } from 'zod';
import { decimalAmountSchema, pageOf, pageQuerySchema, requestIdSchema } from './money-amount';

/**
 * Deposit, the depositv2 page. A channel is either a manual bank transfer (the
 * member pays the shown account, then submits amount and reference; an operator confirms or
 * rejects) or an online channel through a payment provider (the member pays on the provider's
 * hosted page; the provider's signed callback credits the order).
 */
export const DEPOSIT_CHANNEL_KINDS = ['BANK_TRANSFER', 'ONLINE'] as const;

export const depositChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** The account a manual transfer goes to; null for online channels. */
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelsValueSchema = z.object({ channels: z.array(depositChannelSchema) });

export const depositBodySchema = z.object({
  channelId: z.string().min(1).max(20),
  amount: decimalAmountSchema,
  /** The bank transfer's reference as the member's bank shows it: required for BANK_TRANSFER. */
  reference: z.string().trim().min(1).max(64).optional(),
  requestId: requestIdSchema,
});
export type DepositBody = z.infer<typeof depositBodySchema>;

/**
 * PENDING until paid: CREDITED (money on the balance), FAILED (the provider says not paid),
 * REJECTED (an operator found no such transfer), EXPIRED (never paid within the order's life).
 */
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED', 'REJECTED', 'EXPIRED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositOrderSchema = z.object({
  id: z.string(),
  channelKind: z.enum(DEPOSIT_CHANNEL_KINDS),
  channelName: z.string(),
  amount: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** For an online channel, payUrl is the provider's hosted payment page to open. */
export const depositValueSchema = z.object({ order: depositOrderSchema, payUrl: z.string().nullable() });
export const depositOrdersQuerySchema = pageQuerySchema;
export const depositOrdersValueSchema = pageOf(depositOrderSchema);

/** Operator API (until the back office exists): pending deposits and the two decisions. */
export const operatorDepositSchema = depositOrderSchema.extend({ memberAccount: z.string() });
export const operatorDepositsQuerySchema = pageQuerySchema.extend({ status: z.enum(DEPOSIT_STATUSES).optional() });
export const operatorDepositsValueSchema = pageOf(operatorDepositSchema);
export const operatorDecisionBodySchema = z.object({ remark: z.string().trim().max(140).optional() });
