import { currencyDigits, parseDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { type LockedOrder, lockOrder } from './deposit-order-repository';
import { closeUnpaid, creditOrder, inTransaction } from './deposit-settlement';
import { type CallbackOutcome, recordCallback } from './payment-callback-repository';
import type { PaymentEvent } from './payment-provider';

/**
 * What a verified callback does to its order. Callbacks arrive late, twice and out of order, so
 * the decision depends on the order's state, never on the arrival order:
 * - PAID on a PENDING order credits it. PAID on a FAILED (or EXPIRED) order credits it too: the
 *   provider's PAID is authoritative (money did arrive; e.g. the payer failed once, then paid, and
 *   the FAILED came last, or a slow bank confirmed late); the member then gets a credited message.
 * - FAILED on a PENDING order fails it. FAILED on a CREDITED order is ignored: CREDITED is final
 *   (money on a balance is only ever taken back by an operator's reversal, never by a callback).
 * - The same news again (PAID on CREDITED, FAILED on FAILED) is a duplicate and changes nothing.
 * - An amount or currency other than the order's changes nothing and is refused: the order was
 *   for that amount, and crediting another would let a tampered or confused provider move money.
 * - An order that is not this provider's (or not this payment's) is unknown.
 */
export function outcomeOf(order: LockedOrder | undefined, provider: string, event: PaymentEvent): CallbackOutcome {
  if (!order || order.provider !== provider) return 'UNKNOWN_ORDER';
  if (order.provider_reference !== null && order.provider_reference !== event.providerReference) {
    return 'UNKNOWN_ORDER';
  }
  const amount = parseDecimalAmount(event.amount, currencyDigits(order.currency));
  if (amount !== BigInt(order.amount) || event.currency !== order.currency) return 'AMOUNT_MISMATCH';
  if (event.status === 'PAID') return order.status === 'CREDITED' ? 'DUPLICATE' : 'CREDITED';
  if (order.status === 'PENDING') return 'FAILED';
  return order.status === 'FAILED' ? 'DUPLICATE' : 'IGNORED';
}

/**
 * Applies one verified callback exactly once: the order row is locked, so a duplicate delivered
 * at the same moment waits and then sees the first one's result. Every callback is recorded with
 * its outcome in the same transaction.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
): Promise<{ outcome: CallbackOutcome; orderId: string | null }> {
  return inTransaction(db, async (trx) => {
    const known = /^[1-9][0-9]{0,18}$/.test(event.orderId);
    const order = known ? await lockOrder(trx, event.orderId, undefined) : undefined;
    const outcome = outcomeOf(order, provider, event);
    if (order && outcome === 'CREDITED') {
      // The provider's payment id is learnt here when the answer to createPayment was lost.
      await creditOrder(trx, order, { providerReference: event.providerReference });
    } else if (order && outcome === 'FAILED') {
      await closeUnpaid(trx, order, 'FAILED', { providerReference: event.providerReference });
    }
    await recordCallback(trx, {
      provider,
      eventId: event.eventId,
      orderId: order?.id ?? null,
      status: event.status,
      amount: event.amount,
      outcome,
    });
    return { outcome, orderId: order?.id ?? null };
  });
}
