import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type AuditEntry, auditPageSchema } from '@platform/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiCall } from '../../shared/api/http';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { useDateTime } from '../../shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import styles from './audit.module.css';
import { type AuditFilterForm, AuditFilters } from './audit-filters';
import { Changes } from './changes';
import { VerifyChain } from './verify-chain';

const PAGE_SIZE = 20;
const FILTER_NAMES = ['action', 'staffAccount', 'target', 'from', 'to'] as const;

/** A local date-time field's value as the API's ISO time with offset. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** Every change staff made, newest first, filtered; and the chain's verification (audit.view). */
export function AuditPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, search.get(name) ?? ''])) as AuditFilterForm;
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const page = useQuery({
    queryKey: ['audit', filters, pageNo],
    queryFn: () =>
      apiCall(auditPageSchema, ADMIN_API.auditEntries, {
        query: {
          action: filters.action,
          staffAccount: filters.staffAccount,
          target: filters.target,
          from: isoOf(filters.from),
          to: isoOf(filters.to),
          pageNo,
          pageSize: PAGE_SIZE,
        },
      }),
  });
  const apply = (next: AuditFilterForm, nextPage = 1) => {
    const params = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name]) params.set(name, next[name] ?? '');
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  const columns: ColumnDef<AuditEntry, string>[] = [
    {
      id: 'at',
      header: t('audit_at'),
      accessorFn: (e) => e.at,
      cell: ({ row }) => <bdi>{dateTime(row.original.at)}</bdi>,
    },
    {
      id: 'staff',
      header: t('audit_staff'),
      accessorFn: (e) => e.staffAccount,
      cell: ({ row }) => (
        <>
          <bdi>{row.original.staffAccount}</bdi>
          <br />
          <span className={styles.muted}>{t(`role_${row.original.role}`, { defaultValue: row.original.role })}</span>
        </>
      ),
    },
    {
      id: 'action',
      header: t('audit_action'),
      accessorFn: (e) => e.action,
      cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
    },
    {
      id: 'target',
      header: t('audit_target'),
      accessorFn: (e) => e.target,
      cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
    },
    {
      id: 'changes',
      header: t('audit_changes'),
      enableSorting: false,
      cell: ({ row }) => <Changes before={row.original.before} after={row.original.after} />,
    },
    {
      id: 'ip',
      header: t('audit_ip'),
      accessorFn: (e) => e.ip ?? '',
      cell: ({ getValue }) => <bdi dir="ltr">{getValue() || '—'}</bdi>,
    },
  ];

  return (
    <section aria-labelledby="audit-title">
      <div className={ui.pageHeading}>
        <h1 id="audit-title" className={ui.pageTitle}>
          {t('audit_title')}
        </h1>
        <VerifyChain />
      </div>
      <AuditFilters key={search.toString()} initial={filters} onApply={(next) => apply(next)} />
      {page.isPending ? (
        <LoadingState />
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.list.length === 0 ? (
        <EmptyState message={t('audit_empty')} />
      ) : (
        <>
          <DataTable rows={page.data.list} columns={columns} caption={t('audit_title')} rowKey={(e) => e.id} />
          <Pager
            pageNo={page.data.pageNo}
            totalPages={page.data.totalPages}
            totalCount={page.data.totalCount}
            onPage={(next) => apply(filters, next)}
          />
        </>
      )}
    </section>
  );
}
