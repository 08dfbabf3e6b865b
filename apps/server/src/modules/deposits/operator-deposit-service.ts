import type { DepositStatus } from '@platform/contracts/deposit';
import { currencyDigits, pageValue, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import type { MerchantConfig } from '../system/merchant-config';
import { findOrder, listMerchantOrders, lockOrder } from './deposit-order-repository';
import { closeUnpaid, creditOrder, inTransaction } from './deposit-settlement';
import { operatorOrderView } from './deposit-views';

export async function operatorDeposits(
  db: Db,
  merchant: MerchantConfig,
  query: { status?: DepositStatus | undefined; memberId?: number; pageNo: number; pageSize: number },
) {
  const { rows, total } = await listMerchantOrders(db, merchant.id, query, query);
  const digits = currencyDigits(merchant.currency);
  return pageValue(
    rows.map((row) => operatorOrderView(row, digits)),
    total,
    query,
  );
}

/**
 * A staff member's decision on a manual (bank-transfer) deposit: CONFIRM credits it, REJECT closes
 * it unpaid; the member gets the message either way, and the audit trail an entry in the same
 * transaction. Only a PENDING manual order can be decided:
 * online orders belong to their provider, whose callbacks decide them.
 */
export async function decideManualDeposit(
  db: Db,
  merchant: MerchantConfig,
  decision: { orderId: string; by: AuditActor; action: 'CONFIRM' | 'REJECT'; remark: string | undefined },
) {
  // At most 18 digits: every such number is a bigint, while 19 digits may pass its maximum.
  if (!/^[1-9][0-9]{0,17}$/.test(decision.orderId)) throw new ApiError('ORDER_NOT_FOUND');
  await inTransaction(db, async (trx) => {
    const order = await lockOrder(trx, decision.orderId, merchant.id);
    if (!order) throw new ApiError('ORDER_NOT_FOUND');
    if (order.channel_kind !== 'BANK_TRANSFER' || order.status !== 'PENDING') {
      throw new ApiError('ORDER_STATE_CONFLICT', { status: order.status, channelKind: order.channel_kind });
    }
    const recorded = { operatorRemark: decision.remark ?? null, decidedBy: decision.by.staffId };
    if (decision.action === 'CONFIRM') await creditOrder(trx, order, recorded);
    else await closeUnpaid(trx, order, 'REJECTED', recorded);
    await recordAudit(trx, decision.by, {
      merchantId: merchant.id,
      action: decision.action === 'CONFIRM' ? 'deposit.confirm' : 'deposit.reject',
      target: `deposit:${decision.orderId}`,
      before: {
        status: order.status,
        amount: toDecimalAmount(BigInt(order.amount), currencyDigits(merchant.currency)),
        memberId: order.member_id,
      },
      after: { status: decision.action === 'CONFIRM' ? 'CREDITED' : 'REJECTED', remark: decision.remark ?? null },
    });
  });
  const order = await findOrder(db, merchant.id, decision.orderId);
  if (!order) throw new ApiError('ORDER_NOT_FOUND');
  return operatorOrderView(order, currencyDigits(merchant.currency));
}
