import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { postTransaction, runMoneyTransaction } from '../ledger/ledger-service';
import { sendMemberMessage } from '../member-messages/member-message-service';
import { type LockedOrder, setOrderStatus } from './deposit-order-repository';

/**
 * The two ends of a deposit order, shared by the operator (manual channel) and the provider's
 * callback (online channels). Both run inside the caller's transaction on an order row the caller
 * has locked, so the status, the ledger and the member's message change together or not at all.
 */

type Decision = { operatorRemark?: string | null; decidedBy?: number; providerReference?: string };

const messageParams = (order: LockedOrder) => ({
  amount: toDecimalAmount(BigInt(order.amount), currencyDigits(order.currency)),
  orderId: order.id,
});

/**
 * Puts the order's amount on the member's main wallet. The ledger key is the order id, so even a
 * bug that got here twice could not credit twice: the second post would be a replay.
 */
export async function creditOrder(trx: Db, order: LockedOrder, decision: Decision = {}): Promise<void> {
  const amount = BigInt(order.amount);
  await postTransaction(trx, {
    merchantId: order.merchant_id,
    kind: 'DEPOSIT',
    idempotency: { source: 'deposit', key: order.id },
    postings: [
      { account: { kind: 'PAYMENT_CLEARING' }, amount: -amount },
      { account: { kind: 'MEMBER_CASH', memberId: order.member_id }, amount },
    ],
    memo: { orderId: order.id, channel: order.channel_name },
    announce: {
      type: 'depositCredited',
      merchantId: order.merchant_id,
      memberId: order.member_id,
      amount,
      orderId: order.id,
    },
  });
  await setOrderStatus(trx, order.id, { status: 'CREDITED', ...decision });
  await sendMemberMessage(trx, {
    merchantId: order.merchant_id,
    memberId: order.member_id,
    kind: 'DEPOSIT_CREDITED',
    params: messageParams(order),
  });
}

/**
 * Closes an order without money: FAILED (the provider says unpaid), REJECTED (an operator) or
 * EXPIRED (an online order nobody paid in time).
 */
export async function closeUnpaid(
  trx: Db,
  order: LockedOrder,
  status: 'FAILED' | 'REJECTED' | 'EXPIRED',
  decision: Decision = {},
): Promise<void> {
  await setOrderStatus(trx, order.id, { status, ...decision });
  await sendMemberMessage(trx, {
    merchantId: order.merchant_id,
    memberId: order.member_id,
    kind: 'DEPOSIT_FAILED',
    params: messageParams(order),
  });
}

const MAX_ATTEMPTS = 3;
const retryable = (error: unknown) => ['40001', '40P01'].includes((error as { code?: string }).code ?? '');

/**
 * Runs a decision in its own transaction, again when PostgreSQL asks for a retry (the ledger does
 * when a concurrent writer created an account under it; it cannot retry inside our transaction).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runMoneyTransaction(db, work);
    } catch (error) {
      if (!retryable(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
