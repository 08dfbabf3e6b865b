import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { EmptyState } from '../../shared/ui/empty-state';
import { Pagination } from '../../shared/ui/pagination';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { Amount } from './amount';
import { DateRangeBar } from './date-range-bar';
import type { DateRange } from './record-dates';
import styles from './records.module.css';
import { fetchBonusRecords, recordsQueryKey } from './records-api';
import { useDateRange } from './use-date-range';
import { useRecordFormat } from './use-record-format';
import './records-strings';

/** Spec 2.9 bonusDetails: the bonuses credited in a range and their total. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const { range, setRange, timeZone, today } = useDateRange();
  const [pageNo, setPageNo] = useState(1);
  const format = useRecordFormat(timeZone);
  const params = { ...range, timeZone, pageNo };
  const bonuses = useQuery({
    queryKey: [...recordsQueryKey, 'bonus', params],
    queryFn: ({ signal }) => fetchBonusRecords(params, signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });

  const changeRange = (next: DateRange) => {
    setRange(next);
    setPageNo(1);
  };

  let body: ReactNode;
  if (bonuses.isPending) body = <Spinner label={t('loading')} />;
  else if (bonuses.isError) body = <QueryFailure error={bonuses.error} onRetry={() => bonuses.refetch()} />;
  else if (bonuses.data.list.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <p className={styles.summary}>
          <span>{t('rec_bonus_total')}</span>{' '}
          <strong>
            <Amount value={bonuses.data.total} text={format.money(bonuses.data.total)} />
          </strong>
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={bonuses.isPlaceholderData || undefined}>
            <caption className="visually-hidden">{t('rec_bonus_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rec_col_time')}</th>
                <th scope="col">{t('rec_col_bonus_kind')}</th>
                <th scope="col" className={styles.number}>
                  {t('rec_col_amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bonuses.data.list.map((bonus) => (
                <tr key={bonus.id}>
                  <td>
                    <time dateTime={bonus.time}>{format.time(bonus.time)}</time>
                  </td>
                  {/* Kinds come from promotions configured later; an unknown one shows as "Other". */}
                  <td>{t(`rec_bonus_kind_${bonus.kind}`, { defaultValue: t('rec_bonus_kind_OTHER') })}</td>
                  <td className={styles.number}>
                    <Amount value={bonus.amount} text={format.money(bonus.amount)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination pageNo={bonuses.data.pageNo} totalPages={bonuses.data.totalPages} onChange={setPageNo} />
      </>
    );

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <DateRangeBar range={range} today={today} onChange={changeRange} />
      </div>
      {body}
    </div>
  );
}
