import type { ProfitValue } from '@platform/contracts/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { EmptyState } from '../../shared/ui/empty-state';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { Amount } from './amount';
import { DateRangeBar } from './date-range-bar';
import styles from './records.module.css';
import { fetchProfit, recordsQueryKey } from './records-api';
import { useDateRange } from './use-date-range';
import { signOf, useRecordFormat } from './use-record-format';
import './records-strings';

type Figures = ProfitValue['totals'];
const COLUMNS = ['deposit', 'withdraw', 'bet', 'win', 'bonus'] as const satisfies readonly (keyof Figures)[];

/** The server sends every day of the range, zeros included; a range of only zeros has no data. */
function hasActivity(value: ProfitValue): boolean {
  return value.days.some((day) => COLUMNS.some((column) => signOf(day[column]) !== 0));
}

/** Spec 2.9 personalProfit (profit and loss): per day of the range, with the range's totals. */
export function ProfitPage() {
  const { t } = useTranslation();
  const { range, setRange, timeZone, today } = useDateRange();
  const format = useRecordFormat(timeZone);
  const params = { ...range, timeZone };
  const profit = useQuery({
    queryKey: [...recordsQueryKey, 'profit', params],
    queryFn: ({ signal }) => fetchProfit(params, signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });

  const cells = (figures: Figures) => (
    <>
      {COLUMNS.map((column) => (
        <td key={column} className={styles.number}>
          <Amount value={figures[column]} text={format.money(figures[column])} />
        </td>
      ))}
      <td className={styles.number}>
        <Amount value={figures.profit} text={format.signedMoney(figures.profit)} signed />
      </td>
    </>
  );

  let body: ReactNode;
  if (profit.isPending) body = <Spinner label={t('loading')} />;
  else if (profit.isError) body = <QueryFailure error={profit.error} onRetry={() => profit.refetch()} />;
  else if (!hasActivity(profit.data)) body = <EmptyState />;
  else
    body = (
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-busy={profit.isPlaceholderData || undefined}>
          <caption className="visually-hidden">{t('rec_profit_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rec_col_date')}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={styles.number}>
                  {t(`rec_col_${column}`)}
                </th>
              ))}
              <th scope="col" className={styles.number}>
                {t('rec_col_profit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {profit.data.days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={styles.rowHead}>
                  <time dateTime={day.date}>{format.day(day.date)}</time>
                </th>
                {cells(day)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.totals}>
              <th scope="row" className={styles.rowHead}>
                {t('rec_total')}
              </th>
              {cells(profit.data.totals)}
            </tr>
          </tfoot>
        </table>
      </div>
    );

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <DateRangeBar range={range} today={today} onChange={setRange} />
      </div>
      {body}
    </div>
  );
}
