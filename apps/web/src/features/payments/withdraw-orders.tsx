import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { Spinner } from '../../shared/ui/spinner';
import { retryNetworkOnce } from '../session/session-api';
import { Pager } from './pager';
import styles from './payments.module.css';
import { QueryFailure } from './query-failure';
import { fetchWithdrawOrders, withdrawOrdersQueryKey } from './withdraw-api';
import { WithdrawOrderCard } from './withdraw-order-card';

/** The member's withdrawals, newest first: status, confirmation state and, when due, the confirmation. */
export function WithdrawOrders() {
  const { t } = useTranslation();
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery({
    queryKey: [...withdrawOrdersQueryKey, pageNo],
    queryFn: ({ signal }) => fetchWithdrawOrders(pageNo, signal),
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
        <ul className={styles.orderList}>
          {orders.data.list.map((order) => (
            <li key={order.id}>
              <WithdrawOrderCard order={order} />
            </li>
          ))}
        </ul>
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
          {t('pay_withdraw_orders')}
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
