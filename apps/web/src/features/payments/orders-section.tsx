import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { EmptyState } from '../../shared/ui/empty-state';
import { Pagination } from '../../shared/ui/pagination';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import styles from './payments.module.css';

type Page<Order> = { list: Order[]; pageNo: number; totalPages: number };

type Props<Order> = {
  title: string;
  queryKey: readonly unknown[];
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<Page<Order>>;
  /** One page of orders; `titleId` lets a table take the section's title as its name. */
  children: (orders: Order[], titleId: string) => ReactNode;
  /**
   * An order still waiting on someone else (the provider, the operator): while the page shows one,
   * the list asks again every few seconds, so its outcome appears without a refresh.
   */
  waiting?: (order: Order) => boolean;
};

/** How often a list with a waiting order asks again. */
export const WAITING_ORDERS_POLL_MS = 5_000;

/**
 * A titled list of the member's orders, newest first, with a refresh: deposits and withdrawals
 * load, fail, stay empty and page alike, and only draw their orders differently.
 */
export function OrdersSection<Order>({ title, queryKey, fetchPage, children, waiting }: Props<Order>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery({
    queryKey: [...queryKey, pageNo],
    queryFn: ({ signal }) => fetchPage(pageNo, signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
    refetchInterval: (query) => (waiting && query.state.data?.list.some(waiting) ? WAITING_ORDERS_POLL_MS : false),
  });

  let body: ReactNode;
  if (orders.isPending) body = <Spinner label={t('loading')} />;
  else if (orders.isError) body = <QueryFailure error={orders.error} onRetry={() => orders.refetch()} />;
  else if (orders.data.list.length === 0) body = <EmptyState />;
  else {
    body = (
      <>
        {children(orders.data.list, titleId)}
        <Pagination
          pageNo={orders.data.pageNo}
          totalPages={orders.data.totalPages}
          disabled={orders.isFetching}
          onChange={setPageNo}
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {title}
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
