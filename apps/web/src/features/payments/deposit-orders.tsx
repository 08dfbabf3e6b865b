import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { EmptyState } from '../../shared/ui/empty-state';
import { Spinner } from '../../shared/ui/spinner';
import { retryNetworkOnce } from '../session/session-api';
import { depositOrdersQueryKey, fetchDepositOrders } from './deposit-api';
import { Pager } from './pager';
import styles from './payments.module.css';
import { QueryFailure } from './query-failure';
import { useDateTime } from './use-date-time';

/** The member's recent deposit orders, newest first, with their translated statuses. */
export function DepositOrders() {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const formatTime = useDateTime();
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery({
    queryKey: [...depositOrdersQueryKey, pageNo],
    queryFn: ({ signal }) => fetchDepositOrders(pageNo, signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });

  let body: ReactNode;
  if (orders.isPending) body = <Spinner label={t('loading')} />;
  else if (orders.isError) body = <QueryFailure error={orders.error} onRetry={() => orders.refetch()} />;
  else if (orders.data.list.length === 0) body = <EmptyState />;
  else {
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t('pay_order_no')}</th>
                <th scope="col">{t('pay_time')}</th>
                <th scope="col">{t('pay_channel')}</th>
                <th scope="col">{t('pay_amount')}</th>
                <th scope="col">{t('pay_reference')}</th>
                <th scope="col">{t('pay_status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.list.map((order) => (
                <tr key={order.id}>
                  <td>
                    <bdi>{order.id}</bdi>
                  </td>
                  <td>{formatTime(order.createdAt)}</td>
                  <td>{order.channelName}</td>
                  <td>
                    <bdi>{format(order.amount)}</bdi>
                  </td>
                  <td>{order.reference ? <bdi>{order.reference}</bdi> : '—'}</td>
                  <td>
                    <span className={styles[`status_${order.status}`]}>{t(`pay_deposit_status_${order.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          pageNo={orders.data.pageNo}
          totalPages={orders.data.totalPages}
          disabled={orders.isFetching}
          onPage={setPageNo}
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {t('pay_deposit_orders')}
        </h3>
        <button
          type="button"
          className={styles.secondary}
          disabled={orders.isFetching}
          aria-busy={orders.isFetching || undefined}
          onClick={() => void orders.refetch()}
        >
          {t('pay_refresh')}
        </button>
      </div>
      {body}
    </section>
  );
}
