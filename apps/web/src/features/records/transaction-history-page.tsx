import { RECORD_TYPES, type RecordType } from '@platform/contracts/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
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
import { fetchTransactions, recordsQueryKey } from './records-api';
import { useDateRange } from './use-date-range';
import { useRecordFormat } from './use-record-format';
import './records-strings';

/** Spec 2.9 transactionHistory (account record): every movement of the main wallet in a range. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const typeId = useId();
  const { range, setRange, timeZone, today } = useDateRange();
  const [type, setType] = useState<RecordType>('ALL');
  const [pageNo, setPageNo] = useState(1);
  const format = useRecordFormat(timeZone);
  const params = { ...range, timeZone, type, pageNo };
  const records = useQuery({
    queryKey: [...recordsQueryKey, 'transactions', params],
    queryFn: ({ signal }) => fetchTransactions(params, signal),
    // The old page stays on screen while the next one loads, instead of a jump to a spinner.
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });

  // A new question starts at its first page.
  const changeRange = (next: DateRange) => {
    setRange(next);
    setPageNo(1);
  };
  const changeType = (next: RecordType) => {
    setType(next);
    setPageNo(1);
  };

  let body: ReactNode;
  if (records.isPending) body = <Spinner label={t('loading')} />;
  else if (records.isError) body = <QueryFailure error={records.error} onRetry={() => records.refetch()} />;
  else if (records.data.list.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={records.isPlaceholderData || undefined}>
            <caption className="visually-hidden">{t('rec_transactions_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rec_col_time')}</th>
                <th scope="col">{t('rec_col_type')}</th>
                <th scope="col">{t('rec_col_details')}</th>
                <th scope="col" className={styles.number}>
                  {t('rec_col_amount')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('rec_col_balance_after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.data.list.map((record) => (
                <tr key={record.id}>
                  <td>
                    <time dateTime={record.time}>{format.time(record.time)}</time>
                  </td>
                  <td>{t(`rec_type_${record.type}`)}</td>
                  <td>{t(`rec_kind_${record.kind}`, { defaultValue: t(`rec_type_${record.type}`) })}</td>
                  <td className={styles.number}>
                    <Amount value={record.amount} text={format.signedMoney(record.amount)} signed />
                  </td>
                  <td className={styles.number}>
                    <Amount value={record.balanceAfter} text={format.money(record.balanceAfter)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination pageNo={records.data.pageNo} totalPages={records.data.totalPages} onChange={setPageNo} />
      </>
    );

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <DateRangeBar range={range} today={today} onChange={changeRange} />
        <div className={styles.field}>
          <label htmlFor={typeId}>{t('rec_type')}</label>
          <select
            id={typeId}
            className={styles.input}
            value={type}
            onChange={(event) => changeType(event.target.value as RecordType)}
          >
            {RECORD_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`rec_type_${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
    </div>
  );
}
