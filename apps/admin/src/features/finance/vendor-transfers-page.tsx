import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  transferReconcileValueSchema,
  type UnknownTransfer,
  unknownTransfersValueSchema,
} from '@platform/contracts/finance-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiCall, errorMessageKey, pathWithId } from '../../shared/api/http';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { useDateTime } from '../../shared/ui/format';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';

const PAGE_SIZE = 20;

/**
 * Transfers to or from a vendor's sub-wallet whose outcome the vendor has not told yet: the money
 * is in transit, counted for the member but not spendable. The reconciler keeps asking on its own;
 * "Ask the vendor" asks now and settles the transfer by the answer.
 */
export function VendorTransfersPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const pageOfTransfers = (at: number, size: number) =>
    apiCall(unknownTransfersValueSchema, ADMIN_API.vendorTransfersUnknown, { query: { pageNo: at, pageSize: size } });
  const page = useQuery({ queryKey: ['vendor-transfers', pageNo], queryFn: () => pageOfTransfers(pageNo, PAGE_SIZE) });
  const [notice, setNotice] = useState<string | null>(null);
  const reconcile = useMutation({
    mutationFn: (transfer: UnknownTransfer) =>
      apiCall(transferReconcileValueSchema, pathWithId(ADMIN_API.vendorTransferReconcile, transfer.id), {
        method: 'POST',
      }),
    onMutate: () => setNotice(null),
    onSuccess: async ({ transfer, settled }) => {
      setNotice(
        settled
          ? t('finance_transfer_settled', {
              id: isolate(transfer.id),
              status: t(`finance_transfer_status_${transfer.status}`),
            })
          : t('finance_transfer_still_unknown', { id: isolate(transfer.id) }),
      );
      await queryClient.invalidateQueries({ queryKey: ['vendor-transfers'] });
    },
  });

  const columns: ColumnDef<UnknownTransfer, string>[] = [
    {
      id: 'id',
      header: t('finance_transfer_id'),
      accessorFn: (r) => r.id,
      cell: ({ row }) => <bdi>{row.original.id}</bdi>,
    },
    {
      id: 'member',
      header: t('column_member'),
      accessorFn: (r) => r.memberAccount,
      cell: ({ row }) => <bdi>{row.original.memberAccount}</bdi>,
    },
    {
      id: 'vendor',
      header: t('finance_transfer_vendor'),
      accessorFn: (r) => r.vendor,
      cell: ({ row }) => <bdi>{row.original.vendor}</bdi>,
    },
    {
      id: 'direction',
      header: t('finance_transfer_direction'),
      accessorFn: (r) => t(`finance_transfer_direction_${r.direction}`),
      meta: { csvCode: (r) => r.direction },
    },
    {
      id: 'amount',
      header: t('column_amount'),
      accessorFn: (r) => r.amount,
      cell: ({ row }) => <bdi dir="ltr">{row.original.amount}</bdi>,
    },
    {
      id: 'status',
      header: t('column_status'),
      accessorFn: (r) => t(`finance_transfer_status_${r.status}`),
      meta: { csvCode: (r) => r.status },
    },
    {
      id: 'checks',
      header: t('finance_transfer_checks'),
      accessorFn: (r) => String(r.checks),
      cell: ({ row }) => (
        <>
          <bdi>{row.original.checks}</bdi>
          {row.original.lastError ? (
            <>
              {' · '}
              <bdi dir="ltr">{row.original.lastError}</bdi>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'created',
      header: t('column_created'),
      accessorFn: (r) => r.createdAt,
      cell: ({ row }) => <bdi>{dateTime(row.original.createdAt)}</bdi>,
    },
    {
      id: 'actions',
      header: t('column_actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className={ui.primary}
          disabled={reconcile.isPending}
          aria-label={`${t('finance_transfer_reconcile')} ${row.original.id}`}
          onClick={() => reconcile.mutate(row.original)}
        >
          {t('finance_transfer_reconcile')}
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="transfers-title">
      <div className={ui.pageHeading}>
        <h1 id="transfers-title" className={ui.pageTitle}>
          {t('finance_transfers_title')}
        </h1>
      </div>
      <p>{t('finance_transfers_intro')}</p>
      {reconcile.isError ? (
        <p className={ui.alert} role="alert">
          {t(errorMessageKey(reconcile.error))}
        </p>
      ) : null}
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
        <EmptyState message={t('finance_transfers_empty')} />
      ) : (
        <>
          <DataTable
            rows={page.data.list}
            columns={columns}
            caption={t('finance_transfers_title')}
            rowKey={(r) => r.id}
            csv={{
              fileName: 'vendor-transfers-open.csv',
              // The server lists the longest in transit first.
              pages: { totalCount: page.data.totalCount, fetch: pageOfTransfers, oldestFirst: true },
            }}
          />
          <Pager
            pageNo={page.data.pageNo}
            totalPages={page.data.totalPages}
            totalCount={page.data.totalCount}
            onPage={(next) => setSearch({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
