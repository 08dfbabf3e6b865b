import type { Dashboard, Figures } from '@platform/contracts/reports';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/ui/data-table';
import { DayChart } from '../../shared/ui/day-chart';
import { useAmount, useCount } from '../../shared/ui/format';
import { EmptyState } from '../../shared/ui/states';
import styles from './dashboard.module.css';

type Day = Dashboard['days'][number];

/** Nothing happened over the period: no charts of zeros, a sentence instead. */
function quiet(figures: Figures): boolean {
  return figures.registrations === 0 && figures.deposits === 0 && figures.withdrawals === 0 && figures.bets === 0;
}

/** The 30 days as two charts (money, players) and, for every reader, as a table. */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const count = useCount();
  const amount = useAmount();
  const { days } = dashboard;
  const dates = useMemo(() => days.map((d) => d.day), [days]);
  const money = useMemo(
    () => [
      {
        label: t('dashboard_figure_deposits'),
        values: days.map((d) => Number(d.depositAmount)),
        color: '#2f9e44',
        kind: 'bars' as const,
      },
      {
        label: t('dashboard_figure_withdrawals'),
        values: days.map((d) => Number(d.withdrawalAmount)),
        color: '#e8590c',
        kind: 'bars' as const,
      },
      { label: t('dashboard_figure_ggr'), values: days.map((d) => Number(d.ggr)), color: '#1f5fbf' },
      { label: t('dashboard_figure_ngr'), values: days.map((d) => Number(d.ngr)), color: '#9c36b5' },
    ],
    [days, t],
  );
  const players = useMemo(
    () => [
      { label: t('dashboard_figure_registrations'), values: days.map((d) => d.registrations), color: '#1f5fbf' },
      { label: t('dashboard_figure_first_deposits'), values: days.map((d) => d.firstDeposits), color: '#2f9e44' },
      { label: t('dashboard_figure_active_players'), values: days.map((d) => d.activePlayers), color: '#e8590c' },
    ],
    [days, t],
  );
  if (quiet(dashboard.last30)) return <EmptyState message={t('dashboard_quiet')} />;
  const columns: ColumnDef<Day, string>[] = [
    {
      id: 'day',
      header: t('dashboard_day'),
      accessorFn: (d) => d.day,
      cell: ({ getValue }) => <span dir="ltr">{getValue()}</span>,
    },
    { id: 'registrations', header: t('dashboard_figure_registrations'), accessorFn: (d) => count(d.registrations) },
    { id: 'deposits', header: t('dashboard_figure_deposits'), accessorFn: (d) => amount(d.depositAmount) },
    { id: 'withdrawals', header: t('dashboard_figure_withdrawals'), accessorFn: (d) => amount(d.withdrawalAmount) },
    { id: 'stake', header: t('dashboard_stake'), accessorFn: (d) => amount(d.stake) },
    { id: 'ggr', header: t('dashboard_figure_ggr'), accessorFn: (d) => amount(d.ggr) },
    { id: 'ngr', header: t('dashboard_figure_ngr'), accessorFn: (d) => amount(d.ngr) },
    { id: 'active', header: t('dashboard_figure_active_players'), accessorFn: (d) => count(d.activePlayers) },
  ];
  return (
    <>
      <section aria-labelledby="dashboard-money" className={styles.block}>
        <h2 id="dashboard-money" className={styles.heading}>
          {t('dashboard_money_chart', { currency: dashboard.currency })}
        </h2>
        <DayChart
          days={dates}
          series={money}
          dayLabel={t('dashboard_day')}
          label={t('dashboard_money_chart', { currency: dashboard.currency })}
        />
      </section>
      <section aria-labelledby="dashboard-players" className={styles.block}>
        <h2 id="dashboard-players" className={styles.heading}>
          {t('dashboard_players_chart')}
        </h2>
        <DayChart days={dates} series={players} dayLabel={t('dashboard_day')} label={t('dashboard_players_chart')} />
      </section>
      <details className={styles.block}>
        <summary>{t('dashboard_as_table')}</summary>
        <DataTable rows={days} columns={columns} caption={t('dashboard_as_table')} rowKey={(d) => d.day} />
      </details>
    </>
  );
}
