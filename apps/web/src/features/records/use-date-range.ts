import { useState } from 'react';
import { type DateRange, memberTimeZone, presetRange, type RangePreset, todayIn } from './record-dates';

/** The range a records page asks for, starting at the last `initial` days of the member's calendar. */
export function useDateRange(initial: RangePreset = 7) {
  const [timeZone] = useState(memberTimeZone);
  // Read on every render: a page left open past midnight moves its "today" with the clock.
  const today = todayIn(timeZone);
  const [range, setRange] = useState<DateRange>(() => presetRange(initial, today));
  return { range, setRange, timeZone, today };
}
