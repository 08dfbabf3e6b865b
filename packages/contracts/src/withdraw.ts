import { z } from 'zod';
import { withdrawalRiskSchema } from './finance-admin';
import { decimalAmountSchema, pageOf, pageQuerySchema, requestIdSchema } from './money-amount';

/** Withdraw: payment password, bank accounts, limits, orders and confirmation. */

/** The payment password: digits only, 6 of them, as members type it on a keypad. */
export const PAYMENT_PASSWORD_PATTERN = /^[0-9]{6}$/;
export const paymentPasswordStatusValueSchema = z.object({ set: z.boolean() });
/** oldPassword is required once a payment password exists; confirmation must equal newPassword. */
export const setPaymentPasswordBodySchema = z.object({
  oldPassword: z.string().max(64).optional(),
  newPassword: z.string().regex(PAYMENT_PASSWORD_PATTERN),
  confirmPassword: z.string().max(64),
});

export const MAX_BANK_ACCOUNTS = 5;
export const bankAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last four digits are ever sent back: "**** 1234". */
  accountNumberMasked: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountsValueSchema = z.object({ accounts: z.array(bankAccountSchema) });
export const addBankAccountBodySchema = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(64),
  accountNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{6,34}$/)),
});

/** What the withdraw page shows before the form: limits, today's use, turnover still to play. */
export const withdrawSettingsValueSchema = z.object({
  balance: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyMaxAmount: z.string(),
  dailyMaxCount: z.number().int(),
  usedTodayAmount: z.string(),
  usedTodayCount: z.number().int(),
  /** Bets still needed before a withdrawal is allowed ("0.00" when met). */
  turnoverRemaining: z.string(),
  turnoverRequired: z.string(),
  paymentPasswordSet: z.boolean(),
  bankAccounts: z.array(bankAccountSchema),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsValueSchema>;

export const withdrawBodySchema = z.object({
  amount: decimalAmountSchema,
  bankAccountId: z.string().min(1).max(20),
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema,
});

/** PENDING (amount held) -> PAID (operator approved) or REJECTED (held amount returned). */
export const WITHDRAW_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;
/**
 * The member's confirmation of a PAID withdrawal (spec 4.10): NONE yet, RECEIVED (part of it, with
 * the received amount), NOT_RECEIVED (with proof images), ALL_RECEIVED, or AUTO_RECEIVED when the
 * member did not answer within the merchant's minutes (a forced receipt: nothing is refunded).
 */
export const WITHDRAW_CONFIRMATIONS = ['NONE', 'RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED', 'AUTO_RECEIVED'] as const;
export type WithdrawConfirmation = (typeof WITHDRAW_CONFIRMATIONS)[number];

export const withdrawOrderSchema = z.object({
  id: z.string(),
  amount: z.string(),
  bankAccount: bankAccountSchema.pick({ bankName: true, accountName: true, accountNumberMasked: true }),
  status: z.enum(WITHDRAW_STATUSES),
  confirmation: z.enum(WITHDRAW_CONFIRMATIONS),
  receivedAmount: z.string().nullable(),
  remainingAmount: z.string().nullable(),
  proofImages: z.number().int(),
  /** When an unanswered PAID withdrawal counts as received; null otherwise. */
  autoReceiveAt: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;
export const withdrawValueSchema = z.object({ order: withdrawOrderSchema });
export const withdrawOrdersQuerySchema = pageQuerySchema;
export const withdrawOrdersValueSchema = pageOf(withdrawOrderSchema);

/**
 * Confirmation is a multipart form: field `result` (RECEIVED | NOT_RECEIVED | ALL_RECEIVED), field
 * `receivedAmount` for RECEIVED, files `proof` (png or jpg, 5 MB each, at most 3) for NOT_RECEIVED.
 */
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGE_MAX_COUNT = 3;
export const withdrawConfirmFieldsSchema = z.object({
  result: z.enum(['RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED']),
  receivedAmount: decimalAmountSchema.optional(),
});

/** The operator pays out, so the operator (and only the operator) sees the whole account number. */
export const operatorWithdrawalSchema = withdrawOrderSchema.extend({
  memberAccount: z.string(),
  payoutAccountNumber: z.string(),
  /** What to look at before paying: the queue's rows carry it, a decision's answer does not (null). */
  risk: withdrawalRiskSchema.nullable(),
});
export const operatorWithdrawalsQuerySchema = pageQuerySchema.extend({ status: z.enum(WITHDRAW_STATUSES).optional() });
export const operatorWithdrawalsValueSchema = pageOf(operatorWithdrawalSchema);
/** The answer to an operator's approve or reject: the order as it now is. */
export const operatorWithdrawalValueSchema = z.object({ order: operatorWithdrawalSchema });
