import { RECORD_MAX_DAYS } from '@platform/contracts/records';

/**
 * The records' date ranges (spec 9 "next or previous 7 and 30 days"). A range is two calendar days
 * (yyyy-MM-dd) in the member's own time zone, both included; the server reads them in that zone,
 * so a member in Dubai asking for "today" at 01:00 gets their today, not UTC's yesterday.
 */
export type DateRange = { from: string; to: string };
export type RangePreset = 7 | 30;
export const RANGE_PRESETS: readonly RangePreset[] = [7, 30];

/** The IANA zone of the browser, sent with every records query as `timeZone`. */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The calendar day of `now` in `timeZone`. en-CA formats dates as yyyy-MM-dd. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    numberingSystem: 'latn',
  }).format(now);
}

const DAY_MS = 86_400_000;

/** Day arithmetic on the calendar, done in UTC where every day has 24 hours. */
function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function dayOf(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** Days in a range, both ends counted: 2025-03-09..2025-03-15 is 7. */
export function rangeLength(range: DateRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** The last `days` days up to and including today. */
export function presetRange(days: RangePreset, today: string): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The window of the same length just before (-1) or just after (+1) this one. */
export function shiftRange(range: DateRange, direction: -1 | 1): DateRange {
  const length = rangeLength(range);
  return { from: addDays(range.from, direction * length), to: addDays(range.to, direction * length) };
}

/** The next window may not reach past today: there is nothing there yet. */
export function canShiftNext(range: DateRange, today: string): boolean {
  return shiftRange(range, 1).to <= today;
}

export type RangeProblem = 'rec_range_order' | 'rec_range_future' | 'rec_range_too_long';

/** Why a typed range cannot be asked for, or null when it can (the server checks the same). */
export function rangeProblem(range: DateRange, today: string): RangeProblem | null {
  if (range.from > range.to) return 'rec_range_order';
  if (range.to > today) return 'rec_range_future';
  if (rangeLength(range) > RECORD_MAX_DAYS) return 'rec_range_too_long';
  return null;
}

/** The preset a range equals, so its button shows pressed; null for shifted or typed ranges. */
export function presetOf(range: DateRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((days) => {
      const preset = presetRange(days, today);
      return preset.from === range.from && preset.to === range.to;
    }) ?? null
  );
}
