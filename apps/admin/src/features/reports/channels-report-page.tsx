import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type ChannelReport, channelReportSchema } from '@platform/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/http';
import { ReportFrame } from './report-frame';
import { useReportRange } from './report-range';
import { type ReportColumn, ReportTable } from './report-table';
import styles from './reports.module.css';

type Row = ChannelReport['rows'][number];
type Total = ChannelReport['totals']['deposits'];

/** The server names no channel ('-') for money whose order it cannot tell. */
const channelName = (t: TFunction, channel: string) => (channel === '-' ? t('reports_channel_unknown') : channel);

const columnsOf = (t: TFunction): ReportColumn<Row, Total>[] => [
  { id: 'direction', labelKey: 'reports_direction', kind: 'text', value: (r) => t(`reports_direction_${r.direction}`) },
  { id: 'channel', labelKey: 'reports_channel', kind: 'text', value: (r) => channelName(t, r.channel) },
  { id: 'orders', labelKey: 'reports_orders', kind: 'count', value: (r) => r.orders, total: (x) => x.orders },
  { id: 'amount', labelKey: 'reports_amount', kind: 'amount', value: (r) => r.amount, total: (x) => x.amount },
];

/** Deposits by the channel they were paid through, withdrawals by the bank they were paid to. */
export function ChannelsReportPage() {
  const { t } = useTranslation();
  const [range] = useReportRange();
  const query = useQuery({
    queryKey: ['reports', 'channels', range],
    queryFn: () => apiCall(channelReportSchema, ADMIN_API.reportChannels, { query: range }),
  });
  const columns = columnsOf(t);
  // On screen the direction is the table's heading, so its column is left out.
  const shown = columns.slice(1);
  return (
    <ReportFrame
      titleKey="reports_channels_title"
      query={query}
      isEmpty={(report) => report.rows.length === 0}
      csv={(report) => ({
        fileName: `channels-${report.from}-${report.to}.csv`,
        header: columns.map((column) => t(column.labelKey)),
        // Deposits and withdrawals never add up to one amount: the last lines are one total each.
        rows: [
          ...report.rows.map((r) => columns.map((column) => String(column.value(r)))),
          ...(['DEPOSIT', 'WITHDRAWAL'] as const).map((direction) => {
            const total = direction === 'DEPOSIT' ? report.totals.deposits : report.totals.withdrawals;
            return [t(`reports_direction_${direction}`), t('reports_totals'), String(total.orders), total.amount];
          }),
        ],
      })}
    >
      {(report) =>
        (['DEPOSIT', 'WITHDRAWAL'] as const).map((direction) => {
          const rows = report.rows.filter((r) => r.direction === direction);
          const title = t(`reports_direction_${direction}`);
          return (
            <section key={direction} className={styles.block} aria-label={title}>
              <h2 className={styles.heading}>{title}</h2>
              {rows.length === 0 ? (
                <p className={styles.muted}>{t('reports_none_in_range')}</p>
              ) : (
                <ReportTable
                  rows={rows}
                  columns={shown}
                  totals={direction === 'DEPOSIT' ? report.totals.deposits : report.totals.withdrawals}
                  caption={title}
                  rowKey={(r) => r.channel}
                />
              )}
            </section>
          );
        })
      }
    </ReportFrame>
  );
}
