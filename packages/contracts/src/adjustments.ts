import { z } from 'zod';
import { decimalAmountSchema, pageOf, pageQuerySchema, requestIdSchema } from './money-amount';

/**
 * Manual adjustments: staff credit or debit a member's main wallet with a reason and a ledger kind.
 * At or below the brand's four-eyes threshold the adjustment is applied at once; above it, it waits
 * for a second staff member, who can never be the one who asked.
 */
export const ADJUSTMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
/** How the member's records show it: a correction, or money given as a bonus. */
export const ADJUSTMENT_LEDGER_KINDS = ['ADJUSTMENT', 'BONUS'] as const;
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;
export const ADJUSTMENT_REASON_MAX = 200;

export const adjustmentRequestBodySchema = z.object({
  memberAccount: z.string().trim().min(1).max(64),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: decimalAmountSchema,
  ledgerKind: z.enum(ADJUSTMENT_LEDGER_KINDS),
  reason: z.string().trim().min(1).max(ADJUSTMENT_REASON_MAX),
  /** The same request sent again (a double click, a retry) makes one adjustment. */
  requestId: requestIdSchema,
});

export const adjustmentSchema = z.object({
  id: z.string(),
  memberAccount: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.string(),
  ledgerKind: z.enum(ADJUSTMENT_LEDGER_KINDS),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionRemark: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentsQuerySchema = pageQuerySchema.extend({ status: z.enum(ADJUSTMENT_STATUSES).optional() });
export const adjustmentsPageSchema = pageOf(adjustmentSchema);
export const adjustmentDecisionBodySchema = z.object({ remark: z.string().trim().max(140).optional() });

/** The brand's threshold: adjustments above this amount need a second staff member ("0" makes all of them). */
export const adjustmentPolicySchema = z.object({ fourEyesAbove: decimalAmountSchema });
