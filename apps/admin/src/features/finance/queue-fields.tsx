import type { TFunction } from 'i18next';
import type { QueueField, QueueOrder } from './queue-page';

type DatedOrder = QueueOrder & { createdAt: string };

/**
 * The columns every money queue shows the same way: the order, the member, the amount (always
 * left to right), the status in words and the time it was made. A queue puts its own columns
 * between them.
 */
export function commonQueueFields<Order extends DatedOrder>(t: TFunction, dateTime: (iso: string) => string) {
  return {
    id: { id: 'id', labelKey: 'column_order', text: (o) => o.id, show: (o) => <bdi>{o.id}</bdi>, sortable: true },
    member: {
      id: 'member',
      labelKey: 'column_member',
      text: (o) => o.memberAccount,
      show: (o) => <bdi>{o.memberAccount}</bdi>,
      sortable: true,
    },
    amount: {
      id: 'amount',
      labelKey: 'column_amount',
      text: (o) => o.amount,
      show: (o) => <bdi dir="ltr">{o.amount}</bdi>,
      sortable: true,
    },
    status: {
      id: 'status',
      labelKey: 'column_status',
      text: (o) => t(`status_${o.status}`),
      code: (o) => o.status,
      sortable: true,
    },
    created: {
      id: 'created',
      labelKey: 'column_created',
      text: (o) => o.createdAt,
      show: (o) => <bdi>{dateTime(o.createdAt)}</bdi>,
      sortable: true,
    },
  } satisfies Record<string, QueueField<Order>>;
}
