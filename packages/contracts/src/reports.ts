import { z } from 'zod';
import { signedDecimalAmountSchema } from './money-amount';

/**
 * The back office's dashboard and reports: a brand's figures per brand-local day (its time zone,
 * merchant.time_zone). Money is a decimal string in the brand's currency. GGR is stake less wins,
 * plus the transfer-wallet vendors' net win; NGR is GGR less the bonuses and manual adjustments
 * credited to members (net of debits).
 */

/**
 * A transfer-wallet vendor's play happens at the vendor: the platform holds none of its bets, so
 * it has no bets, stake or wins here. Its net win is what members lost there less what they won,
 * as each reading of a member's balance at the vendor settled it into the books (VENDOR_SETTLEMENT),
 * on the day it was settled, not the day of the bets. Seamless vendors never have one.
 */
const transferNetWin = signedDecimalAmountSchema;

/** The longest range a report covers, in days. */
export const REPORT_MAX_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The days a report covers when it is asked without a range: the 30 ending the brand's today. */
export const REPORT_DEFAULT_DAYS = 30;

/**
 * A report's brand-local days. Without `to`, the brand's today (in its time zone, not the
 * browser's); without `from`, REPORT_DEFAULT_DAYS ending `to`. The answer names the days it used.
 */
export const reportRangeQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const REPORT_GAME_GROUPS = ['vendor', 'gameType'] as const;
export const gameReportQuerySchema = reportRangeQuerySchema.extend({
  by: z.enum(REPORT_GAME_GROUPS).default('vendor'),
});

/** What a brand did over a day or a range of days. */
export const figuresSchema = z.object({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositAmount: signedDecimalAmountSchema,
  deposits: z.number().int(),
  depositAmount: signedDecimalAmountSchema,
  withdrawals: z.number().int(),
  withdrawalAmount: signedDecimalAmountSchema,
  bets: z.number().int(),
  stake: signedDecimalAmountSchema,
  wins: signedDecimalAmountSchema,
  transferNetWin,
  ggr: signedDecimalAmountSchema,
  bonuses: signedDecimalAmountSchema,
  ngr: signedDecimalAmountSchema,
  /** Members who placed a bet (over a range: each member once). */
  activePlayers: z.number().int(),
});
export type Figures = z.infer<typeof figuresSchema>;

export const dayFiguresSchema = figuresSchema.extend({ day });
export type DayFigures = z.infer<typeof dayFiguresSchema>;

const reportFrame = { timeZone: z.string(), currency: z.string(), from: day, to: day };

/** Every day of the range (days without activity too), and the range's totals. */
export const dailyReportSchema = z.object({
  ...reportFrame,
  days: z.array(dayFiguresSchema),
  totals: figuresSchema,
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

export const gameReportRowSchema = z.object({
  /** The vendor's code or the game type's code. */
  key: z.string(),
  name: z.string().nullable(),
  nameAr: z.string().nullable(),
  bets: z.number().int(),
  stake: signedDecimalAmountSchema,
  wins: signedDecimalAmountSchema,
  transferNetWin,
  ggr: signedDecimalAmountSchema,
});
export type GameReportRow = z.infer<typeof gameReportRowSchema>;

export const gameReportSchema = z.object({
  ...reportFrame,
  by: z.enum(REPORT_GAME_GROUPS),
  rows: z.array(gameReportRowSchema),
  totals: gameReportRowSchema.omit({ key: true, name: true, nameAr: true }),
});
export type GameReport = z.infer<typeof gameReportSchema>;

export const channelReportRowSchema = z.object({
  direction: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  /** A deposit channel's name, or the bank a withdrawal was paid to ('-' when unknown). */
  channel: z.string(),
  orders: z.number().int(),
  amount: signedDecimalAmountSchema,
});
export type ChannelReportRow = z.infer<typeof channelReportRowSchema>;

const directionTotal = z.object({ orders: z.number().int(), amount: signedDecimalAmountSchema });
export const channelReportSchema = z.object({
  ...reportFrame,
  rows: z.array(channelReportRowSchema),
  totals: z.object({ deposits: directionTotal, withdrawals: directionTotal }),
});
export type ChannelReport = z.infer<typeof channelReportSchema>;

/** The queues that wait for staff, each counted on the dashboard. */
export const PENDING_QUEUES = ['deposits', 'withdrawals', 'adjustments', 'vendorTransfers'] as const;
export type PendingQueue = (typeof PENDING_QUEUES)[number];

export const dashboardSchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  /** The brand's today (yyyy-MM-dd in its time zone). */
  today: day,
  todayFigures: figuresSchema,
  /** The 30 days ending today. */
  last30: figuresSchema,
  days: z.array(dayFiguresSchema),
  queues: z.array(z.object({ queue: z.enum(PENDING_QUEUES), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
