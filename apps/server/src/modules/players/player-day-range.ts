import { RECORD_MAX_DAYS } from '@platform/contracts/records';
import { checkRange, type RecordRange } from '../records/record-range';

const DAY_MS = 86_400_000;

/** Today's calendar date in a time zone (yyyy-MM-dd). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The calendar days a staff member asked for, in the brand's zone, with the records' rules (real
 * dates, at most RECORD_MAX_DAYS days). An absent end is today; an absent start, the longest range
 * that ends there.
 */
export function staffDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): RecordRange {
  const to = query.to ?? todayIn(timeZone);
  const end = Date.parse(`${to}T00:00:00Z`);
  const from =
    query.from ?? (Number.isNaN(end) ? to : new Date(end - (RECORD_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10));
  return checkRange({ from, to, timeZone });
}
