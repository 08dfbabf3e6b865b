import type { Db } from '../../db/database';
import type { PaymentCallbackTable } from '../../db/schema-deposits';

export type CallbackOutcome = PaymentCallbackTable['outcome'];

/** The audit trail: every verified callback, with what it did (or why it did nothing). */
export async function recordCallback(
  db: Db,
  row: {
    provider: string;
    eventId: string;
    orderId: string | null;
    status: string;
    amount: string;
    outcome: CallbackOutcome;
  },
): Promise<void> {
  await db
    .insertInto('payment_callback')
    .values({
      provider: row.provider,
      event_id: row.eventId,
      order_id: row.orderId,
      status: row.status,
      amount: row.amount,
      outcome: row.outcome,
    })
    .execute();
}
