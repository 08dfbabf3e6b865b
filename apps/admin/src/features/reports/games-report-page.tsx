import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type GameReport, gameReportSchema, REPORT_GAME_GROUPS } from '@platform/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiCall } from '../../shared/api/http';
import { ReportFrame } from './report-frame';
import { useReportRange } from './report-range';
import { type ReportColumn, ReportTable, reportCsv } from './report-table';
import styles from './reports.module.css';

type Row = GameReport['rows'][number];
type Totals = GameReport['totals'];
type Group = (typeof REPORT_GAME_GROUPS)[number];

/** A vendor by the catalogue's name in the staff member's language; a game type by the console's name for it. */
function nameOf(t: TFunction, language: string, by: Group, row: Row): string {
  if (by === 'gameType') return t(`reports_game_type_${row.key}`, { defaultValue: row.key });
  return (language === 'ar' ? row.nameAr : null) ?? row.name ?? row.key;
}

function columnsOf(t: TFunction, language: string, by: Group): ReportColumn<Row, Totals>[] {
  return [
    {
      id: 'name',
      labelKey: by === 'vendor' ? 'reports_vendor' : 'reports_game_type',
      kind: 'text',
      value: (r) => nameOf(t, language, by, r),
    },
    { id: 'bets', labelKey: 'reports_bets', kind: 'count', value: (r) => r.bets, total: (x) => x.bets },
    { id: 'stake', labelKey: 'reports_stake', kind: 'amount', value: (r) => r.stake, total: (x) => x.stake },
    { id: 'wins', labelKey: 'reports_wins', kind: 'amount', value: (r) => r.wins, total: (x) => x.wins },
    {
      id: 'transfer',
      labelKey: 'reports_transfer_net_win',
      kind: 'amount',
      value: (r) => r.transferNetWin,
      total: (x) => x.transferNetWin,
    },
    { id: 'ggr', labelKey: 'reports_ggr', kind: 'amount', value: (r) => r.ggr, total: (x) => x.ggr },
  ];
}

/** Stake, wins, transfer vendors' net win and GGR over the range by vendor or by game type. */
export function GamesReportPage() {
  const { t, i18n } = useTranslation();
  const [range] = useReportRange();
  const [search, setSearch] = useSearchParams();
  const by: Group = search.get('by') === 'gameType' ? 'gameType' : 'vendor';
  const query = useQuery({
    queryKey: ['reports', 'games', range, by],
    queryFn: () => apiCall(gameReportSchema, ADMIN_API.reportGames, { query: { ...range, by } }),
  });
  const columns = columnsOf(t, i18n.language, by);
  return (
    <ReportFrame
      titleKey="reports_games_title"
      query={query}
      isEmpty={(report) => report.rows.length === 0}
      csv={(report) =>
        reportCsv(t, `ggr-by-${by}-${report.from}-${report.to}.csv`, columns, report.rows, report.totals)
      }
      controls={
        <label className={styles.range}>
          {t('reports_group_by')}
          <select
            value={by}
            onChange={(event) => {
              const params = new URLSearchParams(search);
              params.set('by', event.target.value);
              setSearch(params);
            }}
          >
            {REPORT_GAME_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`reports_by_${group}`)}
              </option>
            ))}
          </select>
        </label>
      }
    >
      {(report) => (
        <>
          <p className={styles.help}>{t('reports_transfer_help')}</p>
          <ReportTable
            rows={report.rows}
            columns={columns}
            totals={report.totals}
            caption={t('reports_games_title')}
            rowKey={(r) => r.key}
          />
        </>
      )}
    </ReportFrame>
  );
}
