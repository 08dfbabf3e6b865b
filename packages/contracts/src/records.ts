import { z } from 'zod';
import { pageOf, pageQuerySchema } from './money-amount';

/**
 * Member-centre records: transactionHistory (account record), personalProfit
 * (profit and loss) and bonusDetails. Dates are calendar days (yyyy-MM-dd) in the member's time
 * zone, sent as an IANA name; the range is at most 31 days (the presets are 7 and 30).
 */
export const RECORD_MAX_DAYS = 31;
export const RECORD_TYPES = ['ALL', 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'WIN', 'BONUS', 'ADJUSTMENT'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const recordRangeQuerySchema = z.object({
  from: day,
  to: day,
  timeZone: z.string().min(1).max(64),
});

export const transactionRecordsQuerySchema = pageQuerySchema.merge(recordRangeQuerySchema).extend({
  type: z.enum(RECORD_TYPES).default('ALL'),
});
export const transactionRecordSchema = z.object({
  id: z.string(),
  /** ISO instant; the web shows it in the member's time zone. */
  time: z.string(),
  type: z.enum(RECORD_TYPES).exclude(['ALL']),
  /** The ledger's transaction kind (DEPOSIT, WITHDRAWAL_HOLD, TRANSFER_UPLINE, ...). */
  kind: z.string(),
  /** Signed: negative when money left the member's main wallet. */
  amount: z.string(),
  balanceAfter: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;
export const transactionRecordsValueSchema = pageOf(transactionRecordSchema);

export const profitQuerySchema = recordRangeQuerySchema;
const profitFigures = {
  deposit: z.string(),
  withdraw: z.string(),
  bet: z.string(),
  win: z.string(),
  bonus: z.string(),
  /** win + bonus - bet. */
  profit: z.string(),
};
export const profitValueSchema = z.object({
  days: z.array(z.object({ date: day, ...profitFigures })),
  totals: z.object(profitFigures),
});
export type ProfitValue = z.infer<typeof profitValueSchema>;

export const bonusRecordsQuerySchema = pageQuerySchema.merge(recordRangeQuerySchema);
export const bonusRecordSchema = z.object({
  id: z.string(),
  time: z.string(),
  kind: z.string(),
  amount: z.string(),
});
export const bonusRecordsValueSchema = pageOf(bonusRecordSchema).extend({ total: z.string() });
