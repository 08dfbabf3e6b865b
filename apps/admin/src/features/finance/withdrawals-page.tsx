import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  type operatorWithdrawalSchema,
  operatorWithdrawalsValueSchema,
  operatorWithdrawalValueSchema,
  WITHDRAW_STATUSES,
} from '@platform/contracts/withdraw';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDateTime } from '../../shared/ui/format';
import { commonQueueFields } from './queue-fields';
import { type QueueDefinition, QueuePage } from './queue-page';
import { RiskBadges, riskBadges } from './risk-badges';

type Withdrawal = z.infer<typeof operatorWithdrawalSchema>;

const orderOf = (answer: unknown) => (answer as z.infer<typeof operatorWithdrawalValueSchema>).order;
const pending = (order: Withdrawal) => order.status === 'PENDING';
const decision = (id: string, labelKey: string, doneKey: string, path: string, danger: boolean) => ({
  id,
  labelKey,
  doneKey,
  path,
  danger,
  applies: pending,
  answerSchema: operatorWithdrawalValueSchema,
  orderOf,
});

/** Withdrawals holding a member's money until a staff member pays them out or rejects them. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const common = commonQueueFields<Withdrawal>(t, useDateTime());
  const payee = (o: Withdrawal) =>
    `${o.bankAccount.bankName} · ${o.bankAccount.accountName} · ${o.payoutAccountNumber}`;
  const definition: QueueDefinition<Withdrawal> = {
    kind: 'withdrawals',
    titleKey: 'withdrawals_title',
    listPath: ADMIN_API.staffWithdrawals,
    pageSchema: operatorWithdrawalsValueSchema,
    statuses: WITHDRAW_STATUSES,
    fields: [
      common.id,
      common.member,
      common.amount,
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
      {
        id: 'risk',
        labelKey: 'finance_risk_column',
        text: (o) =>
          o.risk
            ? riskBadges(o.risk, t)
                .map((badge) => badge.detail)
                .join('; ')
            : '',
        show: (o) => <RiskBadges risk={o.risk} />,
      },
      common.status,
      {
        id: 'remark',
        labelKey: 'column_remark',
        text: (o) => o.remark ?? '',
        show: (o) => <bdi>{o.remark ?? '—'}</bdi>,
      },
      common.created,
    ],
    decisions: [
      decision('approve', 'decision_approve', 'withdrawal_approved', ADMIN_API.staffWithdrawalApprove, false),
      decision('reject', 'decision_reject', 'withdrawal_rejected', ADMIN_API.staffWithdrawalReject, true),
    ],
  };
  return <QueuePage definition={definition} />;
}
