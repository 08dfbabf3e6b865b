import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { betRecordsValueSchema } from '@platform/contracts/bet-records';
import { operatorDepositsValueSchema } from '@platform/contracts/deposit';
import { playerLoginsValueSchema, playerMessagesValueSchema } from '@platform/contracts/players-admin';
import { operatorWithdrawalsValueSchema } from '@platform/contracts/withdraw';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDateTime, useMoney } from '../../shared/ui/format';
import { HistoryTable } from './history-table';
import styles from './players.module.css';

type Bet = z.infer<typeof betRecordsValueSchema>['list'][number];
type Deposit = z.infer<typeof operatorDepositsValueSchema>['list'][number];
type Withdrawal = z.infer<typeof operatorWithdrawalsValueSchema>['list'][number];
type Login = z.infer<typeof playerLoginsValueSchema>['list'][number];
type Message = z.infer<typeof playerMessagesValueSchema>['list'][number];

/** Columns every history shares: a time, an amount (left to right, in the brand's currency), a status. */
function useColumns() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const money = useMoney();
  return {
    t,
    time: <Row,>(id: string, labelKey: string, of: (row: Row) => string): ColumnDef<Row, string> => ({
      id,
      header: t(labelKey),
      accessorFn: of,
      cell: ({ row }) => <bdi>{dateTime(of(row.original))}</bdi>,
    }),
    amount: <Row,>(id: string, labelKey: string, of: (row: Row) => string): ColumnDef<Row, string> => ({
      id,
      header: t(labelKey),
      accessorFn: of,
      sortingFn: (a, b) => Number(of(a.original)) - Number(of(b.original)),
      cell: ({ row }) => <bdi dir="ltr">{money(of(row.original))}</bdi>,
    }),
    text: <Row,>(id: string, labelKey: string, of: (row: Row) => string, ltr = false): ColumnDef<Row, string> => ({
      id,
      header: t(labelKey),
      accessorFn: of,
      cell: ({ getValue }) => <bdi dir={ltr ? 'ltr' : undefined}>{getValue() || '—'}</bdi>,
    }),
  };
}

export function BetsTab({ playerId }: { playerId: string }) {
  const { t, time, amount, text } = useColumns();
  const { i18n } = useTranslation();
  const columns: ColumnDef<Bet, string>[] = [
    time('time', 'players_time', (b) => b.time),
    text('game', 'players_game', (b) => b.game.name),
    text('vendor', 'players_vendor', (b) => b.vendor.name),
    amount('stake', 'players_stake', (b) => b.stake),
    amount('win', 'players_win', (b) => b.win),
    amount('profit', 'players_profit', (b) => b.profit),
    text('status', 'players_status', (b) => t(`players_round_${b.status}`)),
  ];
  return (
    <>
      <p className={styles.muted}>{t('players_range_hint')}</p>
      <HistoryTable
        playerId={playerId}
        name="bets"
        path={ADMIN_API.playerBets}
        schema={betRecordsValueSchema}
        columns={columns}
        caption={t('players_tab_bets')}
        emptyMessage={t('players_bets_empty')}
        rowKey={(b) => b.id}
        filters={{ language: i18n.language === 'en' ? 'en' : 'ar' }}
      />
    </>
  );
}

export function DepositsTab({ playerId }: { playerId: string }) {
  const { t, time, amount, text } = useColumns();
  const columns: ColumnDef<Deposit, string>[] = [
    text('id', 'players_order', (d) => d.id),
    amount('amount', 'players_amount', (d) => d.amount),
    text('channel', 'players_channel', (d) => d.channelName),
    text('reference', 'players_reference', (d) => d.reference ?? ''),
    text('status', 'players_status', (d) => t(`status_${d.status}`)),
    time('created', 'players_time', (d) => d.createdAt),
  ];
  return (
    <HistoryTable
      playerId={playerId}
      name="deposits"
      path={ADMIN_API.playerDeposits}
      schema={operatorDepositsValueSchema}
      columns={columns}
      caption={t('players_tab_deposits')}
      emptyMessage={t('players_deposits_empty')}
      rowKey={(d) => d.id}
    />
  );
}

export function WithdrawalsTab({ playerId }: { playerId: string }) {
  const { t, time, amount, text } = useColumns();
  const columns: ColumnDef<Withdrawal, string>[] = [
    text('id', 'players_order', (w) => w.id),
    amount('amount', 'players_amount', (w) => w.amount),
    text('bank', 'players_bank', (w) => `${w.bankAccount.bankName} · ${w.payoutAccountNumber}`),
    text('status', 'players_status', (w) => t(`status_${w.status}`)),
    text('remark', 'players_remark', (w) => w.remark ?? ''),
    time('created', 'players_time', (w) => w.createdAt),
  ];
  return (
    <HistoryTable
      playerId={playerId}
      name="withdrawals"
      path={ADMIN_API.playerWithdrawals}
      schema={operatorWithdrawalsValueSchema}
      columns={columns}
      caption={t('players_tab_withdrawals')}
      emptyMessage={t('players_withdrawals_empty')}
      rowKey={(w) => w.id}
    />
  );
}

export function LoginsTab({ playerId }: { playerId: string }) {
  const { t, time, text } = useColumns();
  const columns: ColumnDef<Login, string>[] = [
    time('at', 'players_time', (l) => l.at),
    text('result', 'players_login_result', (l) =>
      l.success ? t('players_login_ok') : t(`players_login_failed_${l.failure ?? 'BAD_PASSWORD'}`),
    ),
    text('ip', 'players_ip', (l) => l.ip, true),
    text('country', 'players_country', (l) => l.country ?? ''),
    text('agent', 'players_user_agent', (l) => l.userAgent, true),
  ];
  return (
    <HistoryTable
      playerId={playerId}
      name="logins"
      path={ADMIN_API.playerLogins}
      schema={playerLoginsValueSchema}
      columns={columns}
      caption={t('players_tab_logins')}
      emptyMessage={t('players_logins_empty')}
      rowKey={(l) => l.id}
    />
  );
}

export function MessagesTab({ playerId }: { playerId: string }) {
  const { t, time, text } = useColumns();
  const columns: ColumnDef<Message, string>[] = [
    time('sent', 'players_sent_at', (m) => m.sentAt),
    text('title', 'players_message_title', (m) => m.title),
    text('body', 'players_message_body', (m) => m.body),
    text('read', 'players_message_read', (m) => (m.read ? t('players_read_yes') : t('players_read_no'))),
  ];
  return (
    <HistoryTable
      playerId={playerId}
      name="messages"
      path={ADMIN_API.playerMessages}
      schema={playerMessagesValueSchema}
      columns={columns}
      caption={t('players_tab_messages')}
      emptyMessage={t('players_messages_empty')}
      rowKey={(m) => m.id}
    />
  );
}
