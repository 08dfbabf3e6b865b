import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type DailyReport, dailyReportSchema } from '@platform/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/http';
import { DayChart } from '../../shared/ui/day-chart';
import { ReportFrame } from './report-frame';
import { useReportRange } from './report-range';
import { type ReportColumn, ReportTable, reportCsv } from './report-table';
import styles from './reports.module.css';

type Day = DailyReport['days'][number];
type Totals = DailyReport['totals'];

const COLUMNS: ReportColumn<Day, Totals>[] = [
  { id: 'day', labelKey: 'reports_day', kind: 'day', value: (d) => d.day },
  { id: 'bets', labelKey: 'reports_bets', kind: 'count', value: (d) => d.bets, total: (t) => t.bets },
  { id: 'stake', labelKey: 'reports_stake', kind: 'amount', value: (d) => d.stake, total: (t) => t.stake },
  { id: 'wins', labelKey: 'reports_wins', kind: 'amount', value: (d) => d.wins, total: (t) => t.wins },
  {
    id: 'transfer',
    labelKey: 'reports_transfer_net_win',
    kind: 'amount',
    value: (d) => d.transferNetWin,
    total: (t) => t.transferNetWin,
  },
  { id: 'ggr', labelKey: 'reports_ggr', kind: 'amount', value: (d) => d.ggr, total: (t) => t.ggr },
  { id: 'bonuses', labelKey: 'reports_bonuses', kind: 'amount', value: (d) => d.bonuses, total: (t) => t.bonuses },
  { id: 'ngr', labelKey: 'reports_ngr', kind: 'amount', value: (d) => d.ngr, total: (t) => t.ngr },
  {
    id: 'active',
    labelKey: 'reports_active',
    kind: 'count',
    value: (d) => d.activePlayers,
    total: (t) => t.activePlayers,
  },
];

/** GGR and NGR per day of the brand, with the range's totals, as a chart and a table. */
export function DailyReportPage() {
  const { t } = useTranslation();
  const [range] = useReportRange();
  const query = useQuery({
    queryKey: ['reports', 'daily', range],
    queryFn: () => apiCall(dailyReportSchema, ADMIN_API.reportDaily, { query: range }),
  });
  return (
    <ReportFrame
      titleKey="reports_daily_title"
      query={query}
      isEmpty={(report) =>
        report.totals.bets === 0 && Number(report.totals.bonuses) === 0 && Number(report.totals.transferNetWin) === 0
      }
      csv={(report) => reportCsv(t, `ggr-ngr-${report.from}-${report.to}.csv`, COLUMNS, report.days, report.totals)}
    >
      {(report) => <DailyFigures report={report} />}
    </ReportFrame>
  );
}

function DailyFigures({ report }: { report: DailyReport }) {
  const { t } = useTranslation();
  const days = useMemo(() => report.days.map((d) => d.day), [report]);
  const series = useMemo(
    () => [
      { label: t('reports_ggr'), values: report.days.map((d) => Number(d.ggr)), color: '#1f5fbf' },
      { label: t('reports_ngr'), values: report.days.map((d) => Number(d.ngr)), color: '#9c36b5' },
    ],
    [report, t],
  );
  return (
    <>
      <p className={styles.help}>{t('reports_ggr_help')}</p>
      <p className={styles.help}>{t('reports_transfer_help')}</p>
      <DayChart
        days={days}
        series={series}
        dayLabel={t('reports_day')}
        label={t('reports_daily_chart', { currency: report.currency })}
      />
      <ReportTable
        rows={report.days}
        columns={COLUMNS}
        totals={report.totals}
        caption={t('reports_daily_title')}
        rowKey={(d) => d.day}
      />
    </>
  );
}
