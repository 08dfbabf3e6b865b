import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { DEPOSIT_STATUSES, operatorDepositSchema, operatorDepositsValueSchema } from '@platform/contracts/deposit';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDateTime } from '../../shared/ui/format';
import { commonQueueFields } from './queue-fields';
import { type QueueDefinition, QueuePage } from './queue-page';

type Deposit = z.infer<typeof operatorDepositSchema>;

/** Only bank transfers wait for staff; online orders are decided by their provider's callbacks. */
const manualPending = (order: Deposit) => order.status === 'PENDING' && order.channelKind === 'BANK_TRANSFER';
const decision = (id: string, labelKey: string, doneKey: string, path: string, danger: boolean) => ({
  id,
  labelKey,
  doneKey,
  path,
  danger,
  applies: manualPending,
  answerSchema: operatorDepositSchema,
  orderOf: (answer: unknown) => answer as Deposit,
});

/** Bank transfers waiting for a staff member to find them on the account (deposits.review). */
export function DepositsPage() {
  const { t } = useTranslation();
  const common = commonQueueFields<Deposit>(t, useDateTime());
  const definition: QueueDefinition<Deposit> = {
    kind: 'deposits',
    titleKey: 'deposits_title',
    listPath: ADMIN_API.staffDeposits,
    pageSchema: operatorDepositsValueSchema,
    statuses: DEPOSIT_STATUSES,
    fields: [
      common.id,
      common.member,
      common.amount,
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
      common.status,
      common.created,
    ],
    decisions: [
      decision('confirm', 'decision_confirm', 'deposit_confirmed', ADMIN_API.staffDepositConfirm, false),
      decision('reject', 'decision_reject', 'deposit_rejected', ADMIN_API.staffDepositReject, true),
    ],
  };
  return <QueuePage definition={definition} />;
}
