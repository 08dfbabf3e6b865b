import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { playerSearchValueSchema } from '@platform/contracts/players-admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { apiCall } from '../../shared/api/http';
import { DataTable, Pager } from '../../shared/ui/data-table';
import { Field } from '../../shared/ui/field';
import { useDateTime, useMoney } from '../../shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { LockBadge } from './player-status';
import styles from './players.module.css';

type PlayerRow = z.infer<typeof playerSearchValueSchema>['list'][number];
const PAGE_SIZE = 20;
const QUERY_MAX = 128;

/** Finds players by id, account (its start), mobile, e-mail or an address they used (players.view). */
export function PlayersSearchPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const [typedError, setTypedError] = useState<string | undefined>();
  const page = useQuery({
    queryKey: ['players', 'search', q, pageNo],
    queryFn: () => apiCall(playerSearchValueSchema, ADMIN_API.players, { query: { q, pageNo, pageSize: PAGE_SIZE } }),
    enabled: q !== '',
  });
  const go = (nextQ: string, nextPage = 1) => {
    const params = new URLSearchParams();
    params.set('q', nextQ);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };

  const columns: ColumnDef<PlayerRow, string>[] = [
    {
      id: 'account',
      header: t('players_account'),
      accessorFn: (p) => p.account,
      cell: ({ row }) => (
        <Link className={styles.rowLink} to={`/players/${row.original.id}`}>
          <bdi>{row.original.account}</bdi>
        </Link>
      ),
    },
    { id: 'id', header: t('players_id'), accessorFn: (p) => p.id, cell: ({ getValue }) => <bdi>{getValue()}</bdi> },
    {
      id: 'mobile',
      header: t('players_mobile'),
      accessorFn: (p) => p.mobile ?? '',
      cell: ({ getValue }) => <bdi dir="ltr">{getValue() || '—'}</bdi>,
    },
    {
      id: 'email',
      header: t('players_email'),
      accessorFn: (p) => p.email ?? '',
      cell: ({ getValue }) => <bdi>{getValue() || '—'}</bdi>,
    },
    {
      id: 'cash',
      header: t('players_cash'),
      accessorFn: (p) => p.cash,
      sortingFn: (a, b) => Number(a.original.cash) - Number(b.original.cash),
      cell: ({ row }) => <bdi dir="ltr">{money(row.original.cash)}</bdi>,
    },
    {
      id: 'status',
      header: t('players_status'),
      accessorFn: (p) => (p.locked ? t('players_locked') : t('players_active')),
      cell: ({ row }) => <LockBadge locked={row.original.locked} />,
    },
    {
      id: 'registered',
      header: t('players_registered'),
      accessorFn: (p) => p.registeredAt,
      cell: ({ row }) => <bdi>{dateTime(row.original.registeredAt)}</bdi>,
    },
  ];

  return (
    <section aria-labelledby="players-title">
      <div className={ui.pageHeading}>
        <h1 id="players-title" className={ui.pageTitle}>
          {t('players_search_title')}
        </h1>
      </div>
      <form
        className={styles.search}
        aria-label={t('players_search_title')}
        onSubmit={(event) => {
          event.preventDefault();
          const value = typed.trim();
          if (!value) return setTypedError(t('field_required'));
          if (value.length > QUERY_MAX) return setTypedError(t('players_query_too_long', { max: QUERY_MAX }));
          setTypedError(undefined);
          go(value);
        }}
        noValidate
      >
        <Field label={t('players_query')} hint={t('players_query_hint')} error={typedError}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="search"
              dir="auto"
              value={typed}
              maxLength={QUERY_MAX}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className={ui.primary}>
          <Search size={16} aria-hidden="true" /> {t('players_search')}
        </button>
      </form>
      {q === '' ? (
        <EmptyState message={t('players_search_prompt')} />
      ) : page.isPending ? (
        <LoadingState />
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.list.length === 0 ? (
        <EmptyState message={t('players_none_found')} />
      ) : (
        <>
          <DataTable
            rows={page.data.list}
            columns={columns}
            caption={t('players_search_title')}
            rowKey={(p) => p.id}
            csv={{
              fileName: 'players.csv',
              pages: {
                totalCount: page.data.totalCount,
                fetch: (at, pageSize) =>
                  apiCall(playerSearchValueSchema, ADMIN_API.players, { query: { q, pageNo: at, pageSize } }),
              },
            }}
          />
          <Pager
            pageNo={page.data.pageNo}
            totalPages={page.data.totalPages}
            totalCount={page.data.totalCount}
            onPage={(next) => go(q, next)}
          />
        </>
      )}
    </section>
  );
}
