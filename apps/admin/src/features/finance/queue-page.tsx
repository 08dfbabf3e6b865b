import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { apiCall, pathWithId } from '../../shared/api/http';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { DecisionDialog } from './decision-dialog';
import styles from './queue.module.css';

export type QueueOrder = { id: string; memberAccount: string; amount: string; status: string };
type Page<Order> = { list: Order[]; pageNo: number; totalPages: number; totalCount: number };

/** One column of a queue: its text (for sorting and the CSV) and, where it differs, how it shows. */
export type QueueField<Order> = {
  id: string;
  labelKey: string;
  text: (order: Order) => string;
  show?: (order: Order) => ReactNode;
  sortable?: boolean;
  /** The server's code the words stand for (a status): its own column in the CSV. */
  code?: (order: Order) => string;
};

/** A decision a staff member can take on an order (confirm, approve, reject) and its route. */
export type QueueDecision<Order> = {
  id: string;
  labelKey: string;
  doneKey: string;
  path: string;
  danger: boolean;
  applies: (order: Order) => boolean;
  orderOf: (answer: unknown) => Order;
  answerSchema: z.ZodType<unknown>;
};

export type QueueDefinition<Order extends QueueOrder> = {
  kind: 'deposits' | 'withdrawals';
  titleKey: string;
  listPath: string;
  pageSchema: z.ZodType<Page<Order>>;
  statuses: readonly string[];
  fields: QueueField<Order>[];
  decisions: QueueDecision<Order>[];
};

const PAGE_SIZE = 20;

/**
 * A review queue: the server's pages of one status (pending first), a decision per row in a
 * dialog with a remark, the row showing its new state once decided, and the filter as a CSV file
 * (the shared export: every row of the filter, up to its bound).
 */
export function QueuePage<Order extends QueueOrder>({ definition }: { definition: QueueDefinition<Order> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? 'PENDING';
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const queryKey: QueryKey = [definition.kind, status, pageNo];
  const pageOfFilter = (at: number, size: number) =>
    apiCall(definition.pageSchema, definition.listPath, {
      query: { status: status || undefined, pageNo: at, pageSize: size },
    });
  const page = useQuery({ queryKey, queryFn: () => pageOfFilter(pageNo, PAGE_SIZE) });
  const [deciding, setDeciding] = useState<{ order: Order; decision: QueueDecision<Order> } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setFilter = (next: { status?: string; page?: number }) => {
    const params = new URLSearchParams(search);
    if (next.status !== undefined) {
      params.set('status', next.status);
      params.delete('page');
    }
    if (next.page !== undefined) params.set('page', String(next.page));
    setSearch(params);
  };

  const decide = async (order: Order, decision: QueueDecision<Order>, remark: string | undefined) => {
    const answer = await apiCall(decision.answerSchema, pathWithId(decision.path, order.id), {
      method: 'POST',
      body: remark ? { remark } : {},
    });
    const decided = decision.orderOf(answer);
    // The row shows its new status at once; other pages and filters are fetched afresh when opened.
    queryClient.setQueryData<Page<Order>>(queryKey, (old) =>
      old ? { ...old, list: old.list.map((row) => (row.id === decided.id ? decided : row)) } : old,
    );
    await queryClient.invalidateQueries({ queryKey: [definition.kind], refetchType: 'none' });
    setNotice(t(decision.doneKey, { id: isolate(decided.id) }));
  };

  const columns: ColumnDef<Order, string>[] = [
    ...definition.fields.map(
      (field): ColumnDef<Order, string> => ({
        id: field.id,
        header: t(field.labelKey),
        accessorFn: field.text,
        enableSorting: field.sortable ?? false,
        sortingFn: 'alphanumeric',
        meta: field.code ? { csvCode: field.code } : undefined,
        cell: ({ row }) => (field.show ? field.show(row.original) : field.text(row.original)),
      }),
    ),
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const available = definition.decisions.filter((decision) => decision.applies(row.original));
        if (available.length === 0) return null;
        return (
          <div className={styles.actions}>
            {available.map((decision) => (
              <button
                key={decision.id}
                type="button"
                className={decision.danger ? ui.danger : ui.primary}
                aria-label={`${t(decision.labelKey)} ${row.original.id}`}
                onClick={() => {
                  setNotice(null);
                  setDeciding({ order: row.original, decision });
                }}
              >
                {t(decision.labelKey)}
              </button>
            ))}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="queue-title">
      <div className={ui.pageHeading}>
        <h1 id="queue-title" className={ui.pageTitle}>
          {t(definition.titleKey)}
        </h1>
        <label className={styles.filter}>
          {t('filter_status')}
          <select value={status} onChange={(event) => setFilter({ status: event.target.value })}>
            <option value="">{t('status_all')}</option>
            {definition.statuses.map((value) => (
              <option key={value} value={value}>
                {t(`status_${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice ? (
        <p className={ui.notice} role="status">
          {notice}
        </p>
      ) : null}
      {page.isPending ? (
        <LoadingState />
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.list.length === 0 ? (
        <EmptyState message={t('queue_empty')} />
      ) : (
        <>
          <DataTable
            rows={page.data.list}
            columns={columns}
            caption={t(definition.titleKey)}
            rowKey={(order) => order.id}
            csv={{
              fileName: `${definition.kind}-${status || 'ALL'}.csv`,
              pages: { totalCount: page.data.totalCount, fetch: pageOfFilter },
            }}
          />
          <Pager
            pageNo={page.data.pageNo}
            totalPages={page.data.totalPages}
            totalCount={page.data.totalCount}
            onPage={(next) => setFilter({ page: next })}
          />
        </>
      )}
      {deciding ? (
        <DecisionDialog
          title={t(deciding.decision.labelKey)}
          summary={t('decision_summary', {
            id: isolate(deciding.order.id),
            member: isolate(deciding.order.memberAccount),
            amount: isolate(deciding.order.amount),
          })}
          confirmLabel={t(deciding.decision.labelKey)}
          danger={deciding.decision.danger}
          onDecide={(remark) => decide(deciding.order, deciding.decision, remark)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
