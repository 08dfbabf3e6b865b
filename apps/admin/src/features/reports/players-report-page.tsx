import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type DailyReport, dailyReportSchema } from '@platform/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/http';
import { ReportFrame } from './report-frame';
import { useReportRange } from './report-range';
import { type ReportColumn, ReportTable, reportCsv } from './report-table';
import styles from './reports.module.css';

type Day = DailyReport['days'][number];
type Totals = DailyReport['totals'];

const COLUMNS: ReportColumn<Day, Totals>[] = [
  { id: 'day', labelKey: 'reports_day', kind: 'day', value: (d) => d.day },
  {
    id: 'registrations',
    labelKey: 'reports_registrations',
    kind: 'count',
    value: (d) => d.registrations,
    total: (t) => t.registrations,
  },
  {
    id: 'firstDeposits',
    labelKey: 'reports_first_depositors',
    kind: 'count',
    value: (d) => d.firstDeposits,
    total: (t) => t.firstDeposits,
  },
  {
    id: 'firstDepositAmount',
    labelKey: 'reports_first_deposit_amount',
    kind: 'amount',
    value: (d) => d.firstDepositAmount,
    total: (t) => t.firstDepositAmount,
  },
  {
    id: 'active',
    labelKey: 'reports_active',
    kind: 'count',
    value: (d) => d.activePlayers,
    total: (t) => t.activePlayers,
  },
];

/** Registrations, first depositors and active players per day (the same daily figures, read for players). */
export function PlayersReportPage() {
  const { t } = useTranslation();
  const [range] = useReportRange();
  const query = useQuery({
    queryKey: ['reports', 'daily', range],
    queryFn: () => apiCall(dailyReportSchema, ADMIN_API.reportDaily, { query: range }),
  });
  return (
    <ReportFrame
      titleKey="reports_players_title"
      query={query}
      isEmpty={(r) => r.totals.registrations === 0 && r.totals.firstDeposits === 0 && r.totals.activePlayers === 0}
      csv={(report) =>
        reportCsv(t, `player-activity-${report.from}-${report.to}.csv`, COLUMNS, report.days, report.totals)
      }
    >
      {(report) => (
        <>
          <p className={styles.help}>{t('reports_players_help')}</p>
          <ReportTable
            rows={report.days}
            columns={COLUMNS}
            totals={report.totals}
            caption={t('reports_players_title')}
            rowKey={(d) => d.day}
          />
        </>
      )}
    </ReportFrame>
  );
}
