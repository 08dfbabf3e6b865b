import type { WithdrawalRisk } from '@platform/contracts/finance-admin';
import { currencyDigits, pageValue, toDecimalAmount } from '@platform/contracts/money-amount';
import type { operatorWithdrawalSchema } from '@platform/contracts/withdraw';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { WithdrawStatus } from '../../db/schema-withdrawals';
import { ApiError } from '../../http/envelope';
import type { JobRunner } from '../../jobs/job-runner';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { postTransaction, runMoneyTransaction } from '../ledger/ledger-service';
import { sendMemberMessage } from '../member-messages/member-message-service';
import { scheduleAutoReceipt } from './auto-receipt';
import { listOrders, lockOrder, type OrderView } from './withdraw-order-repository';
import { toWithdrawOrder } from './withdraw-order-view';
import { type RiskFacts, riskFactColumns, toWithdrawalRisk } from './withdraw-risk-hints';
import { mustFind, policyOf, type WithdrawMerchant } from './withdraw-service';

type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

function toOperatorWithdrawal(row: OrderView, digits: number, risk: WithdrawalRisk | null = null): OperatorWithdrawal {
  return {
    ...toWithdrawOrder(row, digits),
    memberAccount: row.member_account,
    payoutAccountNumber: row.account_number,
    risk,
  };
}

/** An order id as a path carries it; anything else is no order of ours. */
export function orderIdOf(text: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(text)) throw new ApiError('ORDER_NOT_FOUND');
  return text;
}

export async function operatorWithdrawals(
  db: Db,
  merchant: WithdrawMerchant,
  query: { pageNo: number; pageSize: number; status?: WithdrawStatus | undefined; memberId?: number },
) {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const { rows, total } = await listOrders<RiskFacts>(
    db,
    {
      merchantId: merchant.id,
      ...(query.status && { status: query.status }),
      ...(query.memberId !== undefined && { memberId: query.memberId }),
    },
    page,
    riskFactColumns(merchant.id),
  );
  const digits = currencyDigits(merchant.currency);
  return pageValue(
    rows.map((row) => toOperatorWithdrawal(row, digits, toWithdrawalRisk(row, digits))),
    total,
    page,
  );
}

export type Decision = { decision: 'APPROVE' | 'REJECT'; by: AuditActor; remark?: string | undefined };

/**
 * A staff member's decision on a PENDING withdrawal, in one transaction with the order's row locked
 * and the audit entry: of two decisions on one order exactly one is made, the other gets
 * ORDER_STATE_CONFLICT.
 * - APPROVE: the held amount is paid out (held -> payment clearing), the member is told, and the
 *   order counts as received after the merchant's minutes unless the member answers first.
 * - REJECT: the held amount goes back to the member's cash, and the member is told.
 */
export async function decideWithdrawal(
  db: Db,
  jobs: JobRunner,
  merchant: WithdrawMerchant,
  orderIdText: string,
  { decision, by, remark }: Decision,
): Promise<OperatorWithdrawal> {
  const orderId = orderIdOf(orderIdText);
  const digits = currencyDigits(merchant.currency);
  return runMoneyTransaction(db, async (trx) => {
    const order = await lockOrder(trx, merchant.id, orderId);
    if (!order) throw new ApiError('ORDER_NOT_FOUND');
    if (order.status !== 'PENDING') throw new ApiError('ORDER_STATE_CONFLICT', { status: order.status });
    const amount = BigInt(order.amount);
    const memberId = order.member_id;
    const params = { amount: toDecimalAmount(amount, digits), orderId };

    if (decision === 'APPROVE') {
      const { confirmationMinutes } = await policyOf(trx, merchant.id);
      await postTransaction(trx, {
        merchantId: merchant.id,
        kind: 'WITHDRAWAL_PAID',
        idempotency: { source: 'withdraw-paid', key: orderId },
        postings: [
          { account: { kind: 'MEMBER_HELD', memberId }, amount: -amount },
          { account: { kind: 'PAYMENT_CLEARING' }, amount },
        ],
        memo: { orderId },
        announce: { type: 'withdrawalPaid', merchantId: merchant.id, memberId, amount, orderId },
      });
      const { auto_receive_at } = await trx
        .updateTable('withdraw_order')
        .set({
          status: 'PAID',
          decided_by: by.staffId,
          decided_at: sql<Date>`now()`,
          remark: remark || null,
          auto_receive_at: sql<Date>`now() + ${confirmationMinutes} * interval '1 minute'`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', orderId)
        .returning('auto_receive_at')
        .executeTakeFirstOrThrow();
      await sendMemberMessage(trx, { merchantId: merchant.id, memberId, kind: 'WITHDRAWAL_APPROVED', params });
      if (auto_receive_at) await scheduleAutoReceipt(jobs, { id: orderId, autoReceiveAt: auto_receive_at }, trx);
    } else {
      await postTransaction(trx, {
        merchantId: merchant.id,
        kind: 'WITHDRAWAL_RETURN',
        idempotency: { source: 'withdraw-return', key: orderId },
        postings: [
          { account: { kind: 'MEMBER_HELD', memberId }, amount: -amount },
          { account: { kind: 'MEMBER_CASH', memberId }, amount },
        ],
        memo: { orderId },
        announce: { type: 'withdrawalReturned', merchantId: merchant.id, memberId, amount, orderId },
      });
      await trx
        .updateTable('withdraw_order')
        .set({
          status: 'REJECTED',
          decided_by: by.staffId,
          decided_at: sql<Date>`now()`,
          remark: remark || null,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', orderId)
        .execute();
      await sendMemberMessage(trx, { merchantId: merchant.id, memberId, kind: 'WITHDRAWAL_REJECTED', params });
    }
    const decided = toOperatorWithdrawal(await mustFind(trx, orderId), digits);
    await recordAudit(trx, by, {
      merchantId: merchant.id,
      action: decision === 'APPROVE' ? 'withdrawal.approve' : 'withdrawal.reject',
      target: `withdrawal:${orderId}`,
      before: { status: order.status, amount: params.amount, memberId },
      after: { status: decided.status, remark: remark || null },
    });
    return decided;
  });
}
