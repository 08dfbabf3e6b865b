import { API } from '@platform/contracts/api-paths';
import {
  type operatorWithdrawalSchema,
  operatorWithdrawalsValueSchema,
  operatorWithdrawalValueSchema,
  WITHDRAW_STATUSES,
} from '@platform/contracts/withdraw';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDateTime } from '../../shared/ui/format';
import { type QueueDefinition, QueuePage } from './queue-page';

type Withdrawal = z.infer<typeof operatorWithdrawalSchema>;

const orderOf = (answer: unknown) => (answer as z.infer<typeof operatorWithdrawalValueSchema>).order;

/** Withdrawals holding a member's money until a staff member pays them out or rejects them. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const pending = (order: Withdrawal) => order.status === 'PENDING';
  const payee = (o: Withdrawal) =>
    `${o.bankAccount.bankName} · ${o.bankAccount.accountName} · ${o.payoutAccountNumber}`;
  const definition: QueueDefinition<Withdrawal> = {
    kind: 'withdrawals',
    titleKey: 'withdrawals_title',
    listPath: API.staffWithdrawals,
    pageSchema: operatorWithdrawalsValueSchema,
    statuses: WITHDRAW_STATUSES,
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
        id: 'payee',
        labelKey: 'column_payee',
        text: payee,
        show: (o) => (
          <>
            <bdi>{o.bankAccount.bankName}</bdi>
            <br />
            <bdi>{o.bankAccount.accountName}</bdi>
            <br />
            <bdi dir="ltr">{o.payoutAccountNumber}</bdi>
          </>
        ),
      },
      { id: 'status', labelKey: 'column_status', text: (o) => t(`status_${o.status}`), sortable: true },
      {
        id: 'remark',
        labelKey: 'column_remark',
        text: (o) => o.remark ?? '',
        show: (o) => <bdi>{o.remark ?? '—'}</bdi>,
      },
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
        id: 'approve',
        labelKey: 'decision_approve',
        doneKey: 'withdrawal_approved',
        path: API.staffWithdrawalApprove,
        danger: false,
        applies: pending,
        answerSchema: operatorWithdrawalValueSchema,
        orderOf,
      },
      {
        id: 'reject',
        labelKey: 'decision_reject',
        doneKey: 'withdrawal_rejected',
        path: API.staffWithdrawalReject,
        danger: true,
        applies: pending,
        answerSchema: operatorWithdrawalValueSchema,
        orderOf,
      },
    ],
  };
  return <QueuePage definition={definition} />;
}
