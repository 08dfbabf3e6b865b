import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_MAX_DAYS } from '@platform/contracts/reports';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import styles from './reports.module.css';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

const rangeSchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'order' })
  .refine((r) => daysBetween(r.from, r.to) < REPORT_MAX_DAYS, { path: ['to'], message: 'length' });
export type ReportRange = z.infer<typeof rangeSchema>;

/**
 * The report's range, kept in the address (so a report can be bookmarked and shared). Without one
 * (or with one that does not hold), the report is asked without a range and the server answers the
 * 30 days ending the brand's today, in its time zone (the browser's date may be another day); the
 * answer's days then fill the form.
 */
export function useReportRange(): [Partial<ReportRange>, (range: ReportRange) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = rangeSchema.safeParse({ from: search.get('from'), to: search.get('to') });
  const setRange = (next: ReportRange) => {
    const params = new URLSearchParams(search);
    params.set('from', next.from);
    params.set('to', next.to);
    setSearch(params);
  };
  return [asked.success ? asked.data : {}, setRange];
}

/** The range form: two dates, checked before the report is asked for. */
export function ReportRangeForm({
  range,
  onApply,
}: {
  range: ReportRange | undefined;
  onApply: (range: ReportRange) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ReportRange>({ resolver: zodResolver(rangeSchema), values: range });
  const errors = form.formState.errors;
  const dateError = (name: 'from' | 'to') => {
    const error = errors[name];
    if (!error) return undefined;
    if (error.message === 'order') return t('reports_range_order');
    if (error.message === 'length') return t('reports_range_length', { days: REPORT_MAX_DAYS });
    return t('reports_range_date');
  };
  const dateField = (name: 'from' | 'to', labelKey: string) => (
    <Field label={t(labelKey)} error={dateError(name)}>
      {({ id, describedBy, invalid }) => (
        <input id={id} type="date" aria-describedby={describedBy} aria-invalid={invalid} {...form.register(name)} />
      )}
    </Field>
  );
  return (
    <form className={styles.range} onSubmit={form.handleSubmit(onApply)} aria-label={t('reports_range')}>
      {dateField('from', 'reports_from')}
      {dateField('to', 'reports_to')}
      <button type="submit" className={ui.primary}>
        {t('reports_show')}
      </button>
    </form>
  );
}
