import { RECORD_MAX_DAYS } from '@platform/contracts/records';
import { ApiError } from '../../http/envelope';

/** A validated range of calendar days (yyyy-MM-dd, both inclusive) in an IANA time zone. */
export type RecordRange = { from: string; to: string; timeZone: string };

const DAY_MS = 86_400_000;

function invalid(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

// Region/City names only: PostgreSQL also takes POSIX strings such as "GMT+5" or "+05", whose sign
// is the reverse of what a reader expects, so anything that is not a plain name is refused first.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]{0,30}(?:\/[A-Za-z0-9_+-]{1,30}){0,2}$/;

export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Days since the epoch of a calendar date, or null when the date does not exist (2024-02-30). */
function dayNumber(date: string): number | null {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return ms / DAY_MS;
}

/** Checks a range as the client sent it: real dates, a known zone, from <= to, at most RECORD_MAX_DAYS days. */
export function checkRange(query: RecordRange): RecordRange {
  const from = dayNumber(query.from);
  if (from === null) throw invalid('query.from', 'date');
  const to = dayNumber(query.to);
  if (to === null) throw invalid('query.to', 'date');
  if (!isTimeZone(query.timeZone)) throw invalid('query.timeZone', 'time_zone');
  if (from > to || to - from + 1 > RECORD_MAX_DAYS) {
    throw new ApiError('DATE_RANGE_INVALID', { maxDays: RECORD_MAX_DAYS });
  }
  return { from: query.from, to: query.to, timeZone: query.timeZone };
}

/** Every calendar day of a checked range, in order. */
export function daysOf(range: RecordRange): string[] {
  const first = dayNumber(range.from) ?? 0;
  const last = dayNumber(range.to) ?? -1;
  const days: string[] = [];
  for (let d = first; d <= last; d++) days.push(new Date(d * DAY_MS).toISOString().slice(0, 10));
  return days;
}

/** PostgreSQL's refusal of a zone name it does not know (its tz database may differ from Node's). */
export function unknownZoneError(error: unknown): ApiError | null {
  const e = error as { code?: string; message?: string };
  if (e.code === '22023' && /time zone/i.test(e.message ?? '')) return invalid('query.timeZone', 'time_zone');
  return null;
}
