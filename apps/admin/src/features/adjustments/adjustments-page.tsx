import {
  ADJUSTMENT_STATUSES,
  type Adjustment,
  adjustmentSchema,
  adjustmentsPageSchema,
} from '@platform/contracts/adjustments';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiCall, pathWithId } from '../../shared/api/http';
import { useStaff } from '../../shared/session/use-staff';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { useDateTime, useMoney } from '../../shared/ui/format';
import { isolate } from '../../shared/ui/isolate';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { DecisionDialog } from '../finance/decision-dialog';
import styles from './adjustments.module.css';
import { PolicyPanel } from './policy-form';
import { RequestDialog } from './request-dialog';

const PAGE_SIZE = 20;
type Decision = 'approve' | 'reject';

/**
 * Manual adjustments of members' main wallets: the brand's list by status (pending first), a new
 * request, and the second person's approval or rejection of a pending one. The requester is never
 * offered a decision on their own request (the server refuses it too).
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? 'PENDING';
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const [requesting, setRequesting] = useState(false);
  const [deciding, setDeciding] = useState<{ adjustment: Adjustment; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pageOfFilter = (at: number, size: number) =>
    apiCall(adjustmentsPageSchema, ADMIN_API.adjustments, {
      query: { status: status || undefined, pageNo: at, pageSize: size },
    });
  const page = useQuery({ queryKey: ['adjustments', status, pageNo], queryFn: () => pageOfFilter(pageNo, PAGE_SIZE) });
  const permissions = staff.data?.permissions ?? [];
  const mayDecide = (a: Adjustment) =>
    permissions.includes('adjustments.approve') && a.status === 'PENDING' && a.requestedBy !== staff.data?.account;
  const setFilter = (next: { status?: string; page?: number }) => {
    const params = new URLSearchParams(search);
    if (next.status !== undefined) {
      params.set('status', next.status);
      params.delete('page');
    }
    if (next.page !== undefined) params.set('page', String(next.page));
    setSearch(params);
  };
  const decide = async (adjustment: Adjustment, decision: Decision, remark: string | undefined) => {
    const path = decision === 'approve' ? ADMIN_API.adjustmentApprove : ADMIN_API.adjustmentReject;
    await apiCall(adjustmentSchema, pathWithId(path, adjustment.id), {
      method: 'POST',
      body: remark ? { remark } : {},
    });
    await queryClient.invalidateQueries({ queryKey: ['adjustments'] });
    setNotice(t(`adjustments_${decision}d`, { id: isolate(adjustment.id) }));
  };
  const summary = (a: Adjustment) =>
    t('adjustments_summary', {
      id: isolate(a.id),
      direction: t(`adjustments_${a.direction}`),
      amount: isolate(money(a.amount)),
      member: isolate(a.memberAccount),
      requester: isolate(a.requestedBy),
    });

  const columns: ColumnDef<Adjustment, string>[] = [
    { id: 'id', header: t('adjustments_id'), accessorFn: (a) => a.id, cell: ({ getValue }) => <bdi>{getValue()}</bdi> },
    {
      id: 'member',
      header: t('adjustments_member'),
      accessorFn: (a) => a.memberAccount,
      cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
    },
    {
      id: 'amount',
      header: t('adjustments_amount'),
      accessorFn: (a) => a.amount,
      sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
      cell: ({ row }) => (
        <span className={row.original.direction === 'CREDIT' ? styles.credit : styles.debit}>
          {t(`adjustments_${row.original.direction}`)} <bdi dir="ltr">{money(row.original.amount)}</bdi>
        </span>
      ),
    },
    {
      id: 'kind',
      header: t('adjustments_ledger_kind'),
      accessorFn: (a) => t(`adjustments_kind_${a.ledgerKind}`),
      meta: { csvCode: (a) => a.ledgerKind },
    },
    {
      id: 'reason',
      header: t('adjustments_reason'),
      accessorFn: (a) => a.reason,
      enableSorting: false,
      cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
    },
    {
      id: 'status',
      header: t('adjustments_status'),
      accessorFn: (a) => t(`adjustments_status_${a.status}`),
      meta: { csvCode: (a) => a.status },
    },
    {
      id: 'people',
      header: t('adjustments_people'),
      accessorFn: (a) => a.requestedBy,
      cell: ({ row }) => (
        <>
          <bdi>{row.original.requestedBy}</bdi>
          {row.original.decidedBy ? (
            <>
              <br />
              <span className={styles.muted}>
                {t('adjustments_decided_by')} <bdi>{row.original.decidedBy}</bdi>
              </span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'created',
      header: t('adjustments_created'),
      accessorFn: (a) => a.createdAt,
      cell: ({ row }) => <bdi>{dateTime(row.original.createdAt)}</bdi>,
    },
    {
      id: 'actions',
      header: t('adjustments_actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const a = row.original;
        if (a.status === 'PENDING' && a.requestedBy === staff.data?.account) {
          return <span className={styles.muted}>{t('adjustments_waiting_for_other')}</span>;
        }
        if (!mayDecide(a)) return null;
        return (
          <div className={styles.actions}>
            {(['approve', 'reject'] as const).map((decision) => (
              <button
                key={decision}
                type="button"
                className={decision === 'reject' ? ui.danger : ui.primary}
                aria-label={`${t(`adjustments_${decision}`)} ${a.id}`}
                onClick={() => {
                  setNotice(null);
                  setDeciding({ adjustment: a, decision });
                }}
              >
                {t(`adjustments_${decision}`)}
              </button>
            ))}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="adjustments-title">
      <div className={ui.pageHeading}>
        <h1 id="adjustments-title" className={ui.pageTitle}>
          {t('adjustments_title')}
        </h1>
        <label>
          {t('adjustments_status')}{' '}
          <select value={status} onChange={(event) => setFilter({ status: event.target.value })}>
            <option value="">{t('adjustments_status_all')}</option>
            {ADJUSTMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`adjustments_status_${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={ui.primary}
          onClick={() => {
            setNotice(null);
            setRequesting(true);
          }}
        >
          <Plus size={16} aria-hidden="true" /> {t('adjustments_new')}
        </button>
      </div>
      <PolicyPanel canChange={permissions.includes('config.manage')} />
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
        <EmptyState message={t('adjustments_empty')} />
      ) : (
        <>
          <DataTable
            rows={page.data.list}
            columns={columns}
            caption={t('adjustments_title')}
            rowKey={(a) => a.id}
            csv={{
              fileName: `adjustments-${status || 'ALL'}.csv`,
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
      {requesting ? (
        <RequestDialog
          onClose={() => setRequesting(false)}
          onDone={(adjustment) => {
            void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
            setNotice(
              t(adjustment.status === 'APPLIED' ? 'adjustments_applied_now' : 'adjustments_waiting', {
                id: isolate(adjustment.id),
              }),
            );
          }}
        />
      ) : null}
      {deciding ? (
        <DecisionDialog
          title={t(`adjustments_${deciding.decision}`)}
          summary={summary(deciding.adjustment)}
          confirmLabel={t(`adjustments_${deciding.decision}`)}
          danger={deciding.decision === 'reject'}
          onDecide={(remark) => decide(deciding.adjustment, deciding.decision, remark)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
