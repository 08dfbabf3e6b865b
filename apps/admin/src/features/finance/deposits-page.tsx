import { API } from '@platform/contracts/api-paths';
import { DEPOSIT_STATUSES, operatorDepositSchema, operatorDepositsValueSchema } from '@platform/contracts/deposit';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDateTime } from '../../shared/ui/format';
import { type QueueDefinition, QueuePage } from './queue-page';

type Deposit = z.infer<typeof operatorDepositSchema>;

/** Bank transfers waiting for a staff member to find them on the account (deposits.review). */
export function DepositsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const manualPending = (order: Deposit) => order.status === 'PENDING' && order.channelKind === 'BANK_TRANSFER';
  const definition: QueueDefinition<Deposit> = {
    kind: 'deposits',
    titleKey: 'deposits_title',
    listPath: API.staffDeposits,
    pageSchema: operatorDepositsValueSchema,
    statuses: DEPOSIT_STATUSES,
    fields: [
      { id: 'id', labelKey: 'column_order', text: (o) => o.id, show: (o) => <bdi>{o.id}</bdi>, sortable: true },
      {
        id: 'member',
        labelKey: 'column_member',
        text: (o) => o.memberAccount,
        show: (o) => <bdi>{o.memberAccount}</bdi>,
        sortable: true,
      },
      {
        id: 'amount',
        labelKey: 'column_amount',
        text: (o) => o.amount,
        show: (o) => <bdi dir="ltr">{o.amount}</bdi>,
        sortable: true,
      },
      {
        id: 'channel',
        labelKey: 'column_channel',
        text: (o) => o.channelName,
        show: (o) => <bdi>{o.channelName}</bdi>,
      },
      {
        id: 'reference',
        labelKey: 'column_reference',
        text: (o) => o.reference ?? '',
        show: (o) => <bdi>{o.reference ?? '—'}</bdi>,
      },
      { id: 'status', labelKey: 'column_status', text: (o) => t(`status_${o.status}`), sortable: true },
      {
        id: 'created',
        labelKey: 'column_created',
        text: (o) => o.createdAt,
        show: (o) => <bdi>{dateTime(o.createdAt)}</bdi>,
        sortable: true,
      },
    ],
    decisions: [
      {
        id: 'confirm',
        labelKey: 'decision_confirm',
        doneKey: 'deposit_confirmed',
        path: API.staffDepositConfirm,
        danger: false,
        applies: manualPending,
        answerSchema: operatorDepositSchema,
        orderOf: (answer) => answer as Deposit,
      },
      {
        id: 'reject',
        labelKey: 'decision_reject',
        doneKey: 'deposit_rejected',
        path: API.staffDepositReject,
        danger: true,
        applies: manualPending,
        answerSchema: operatorDepositSchema,
        orderOf: (answer) => answer as Deposit,
      },
    ],
  };
  return <QueuePage definition={definition} />;
}
