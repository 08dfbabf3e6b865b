import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../shared/csv';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { type ReportRange, ReportRangeForm, useReportRange } from './report-range';
import styles from './reports.module.css';

/** The range the form shows: the one asked for, else the brand's days the server answered with. */
function shownRange(asked: Partial<ReportRange>, report: ReportRange | undefined): ReportRange | undefined {
  if (asked.from && asked.to) return { from: asked.from, to: asked.to };
  return report && { from: report.from, to: report.to };
}

export type Csv = { fileName: string; header: string[]; rows: string[][] };

/**
 * What every report page shares: its title, the range form, the brand's time zone, the CSV export
 * of what is on screen, and the loading, error and empty states around the report itself.
 */
export function ReportFrame<T extends { timeZone: string; currency: string; from: string; to: string }>({
  titleKey,
  query,
  isEmpty,
  csv,
  controls,
  children,
}: {
  titleKey: string;
  query: UseQueryResult<T>;
  isEmpty: (report: T) => boolean;
  csv: (report: T) => Csv;
  /** Further filters beside the range (the grouping of the games report). */
  controls?: ReactNode;
  children: (report: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useReportRange();
  const report = query.data;
  return (
    <section aria-labelledby="report-title" className={styles.page}>
      <div className={ui.pageHeading}>
        <h1 id="report-title" className={ui.pageTitle}>
          {t(titleKey)}
        </h1>
        <button
          type="button"
          className={styles.export}
          disabled={!report || isEmpty(report)}
          onClick={() => {
            if (!report) return;
            const file = csv(report);
            downloadCsv(file.fileName, file.header, file.rows);
          }}
        >
          <Download size={16} aria-hidden="true" /> {t('export_csv')}
        </button>
      </div>
      <div className={styles.controls}>
        <ReportRangeForm range={shownRange(range, report)} onApply={setRange} />
        {controls}
      </div>
      {report ? (
        <p className={styles.muted}>
          {t('reports_zone', { zone: isolate(report.timeZone), currency: isolate(report.currency) })}
        </p>
      ) : null}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : report && isEmpty(report) ? (
        <EmptyState message={t('reports_empty')} />
      ) : report ? (
        children(report)
      ) : null}
    </section>
  );
}
