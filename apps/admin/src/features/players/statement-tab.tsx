import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { playerStatementValueSchema } from '@platform/contracts/players-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../shared/ui/field';
import { useDateTime, useMoney } from '../../shared/ui/format';
import ui from '../../shared/ui/ui.module.css';
import { HistoryTable } from './history-table';
import styles from './players.module.css';

type Entry = z.infer<typeof playerStatementValueSchema>['list'][number];

/** The ledger's transaction kinds a main-wallet statement shows (modules/ledger/ledger-kinds.ts). */
export const STATEMENT_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_RETURN',
  'BET',
  'WIN',
  'REVERSAL',
  'WALLET_TRANSFER',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'VENDOR_SETTLEMENT',
  'BONUS',
  'ADJUSTMENT',
] as const;

type Filters = { from: string; to: string; kind: string };
const NO_FILTERS: Filters = { from: '', to: '', kind: '' };

/** The main wallet's movements with the balance each left; by default the last month, every kind. */
export function StatementTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const rangeInvalid = Boolean(typed.from && typed.to && typed.from > typed.to);
  const kindName = (kind: string) => t(`players_kind_${kind}`, { defaultValue: kind });
  const columns: ColumnDef<Entry, string>[] = [
    {
      id: 'time',
      header: t('players_time'),
      accessorFn: (e) => e.time,
      cell: ({ row }) => <bdi>{dateTime(row.original.time)}</bdi>,
    },
    { id: 'kind', header: t('players_kind'), accessorFn: (e) => kindName(e.kind) },
    {
      id: 'amount',
      header: t('players_amount'),
      accessorFn: (e) => e.amount,
      sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
      cell: ({ row }) => <bdi dir="ltr">{money(row.original.amount)}</bdi>,
    },
    {
      id: 'balance',
      header: t('players_balance_after'),
      accessorFn: (e) => e.balanceAfter,
      enableSorting: false,
      cell: ({ row }) => <bdi dir="ltr">{money(row.original.balanceAfter)}</bdi>,
    },
    {
      id: 'reference',
      header: t('players_reference'),
      accessorFn: (e) => e.reference,
      enableSorting: false,
      cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi>,
    },
  ];
  const filters = { from: applied.from || undefined, to: applied.to || undefined, kind: applied.kind || undefined };
  return (
    <>
      <form
        className={styles.filters}
        aria-label={t('players_statement_filters')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!rangeInvalid) setApplied(typed);
        }}
        noValidate
      >
        <Field label={t('players_from')}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              value={typed.from}
              onChange={(e) => setTyped({ ...typed, from: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('players_to')} error={rangeInvalid ? t('players_range_invalid') : undefined}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="date"
              value={typed.to}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setTyped({ ...typed, to: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('players_kind')}>
          {({ id }) => (
            <select id={id} value={typed.kind} onChange={(e) => setTyped({ ...typed, kind: e.target.value })}>
              <option value="">{t('players_kind_all')}</option>
              {STATEMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindName(kind)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={ui.primary}>
            {t('players_apply')}
          </button>
          <button
            type="button"
            onClick={() => {
              setTyped(NO_FILTERS);
              setApplied(NO_FILTERS);
            }}
          >
            {t('players_clear')}
          </button>
        </div>
      </form>
      <p className={styles.muted}>{t('players_range_hint')}</p>
      <HistoryTable
        key={JSON.stringify(filters)}
        playerId={playerId}
        name="statement"
        path={ADMIN_API.playerStatement}
        schema={playerStatementValueSchema}
        columns={columns}
        caption={t('players_tab_statement')}
        emptyMessage={t('players_statement_empty')}
        rowKey={(e) => `${e.transactionId}:${e.balanceAfter}`}
        filters={filters}
      />
    </>
  );
}
