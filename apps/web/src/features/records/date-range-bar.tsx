import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canShiftNext,
  type DateRange,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  rangeLength,
  rangeProblem,
  shiftRange,
} from './record-dates';
import styles from './records.module.css';
import './records-strings';

type DateRangeBarProps = {
  range: DateRange;
  /** The member's calendar day now: no window may reach past it. */
  today: string;
  onChange: (range: DateRange) => void;
};

/**
 * The records' date choice (spec 9): the last 7 or 30 days, the window before or after the current
 * one, or two typed days at most 31 apart. Only a valid range is passed on.
 */
export function DateRangeBar({ range, today, onChange }: DateRangeBarProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [draft, setDraft] = useState(range);
  const [applied, setApplied] = useState(range);
  // A preset or a shift replaces what was typed (React's "adjust state when a prop changes").
  if (applied.from !== range.from || applied.to !== range.to) {
    setApplied(range);
    setDraft(range);
  }

  const days = rangeLength(range);
  const preset = presetOf(range, today);
  const problem = !draft.from || !draft.to ? 'rec_range_missing' : rangeProblem(draft, today);

  const edit = (next: DateRange) => {
    setDraft(next);
    if (next.from && next.to && !rangeProblem(next, today)) onChange(next);
  };

  return (
    <fieldset className={styles.rangeBar}>
      <legend className="visually-hidden">{t('rec_date_range')}</legend>
      <div className={styles.presets}>
        {RANGE_PRESETS.map((length) => (
          <button
            key={length}
            type="button"
            className={styles.chip}
            aria-pressed={preset === length}
            onClick={() => onChange(presetRange(length, today))}
          >
            {t('rec_last_days', { days: length })}
          </button>
        ))}
      </div>
      <div className={styles.shift}>
        <button type="button" className={styles.chip} onClick={() => onChange(shiftRange(range, -1))}>
          <span aria-hidden="true" className={styles.arrow}>
            ‹
          </span>{' '}
          {t('rec_previous_days', { days })}
        </button>
        <button
          type="button"
          className={styles.chip}
          disabled={!canShiftNext(range, today)}
          onClick={() => onChange(shiftRange(range, 1))}
        >
          {t('rec_next_days', { days })}{' '}
          <span aria-hidden="true" className={styles.arrow}>
            ›
          </span>
        </button>
      </div>
      <div className={styles.dates}>
        <label className={styles.field}>
          <span>{t('rec_from')}</span>
          <input
            type="date"
            className={styles.input}
            value={draft.from}
            max={today}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => edit({ ...draft, from: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>{t('rec_to')}</span>
          <input
            type="date"
            className={styles.input}
            value={draft.to}
            max={today}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => edit({ ...draft, to: event.target.value })}
          />
        </label>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {t(problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
