import { toDecimalAmount } from '@platform/contracts/money-amount';
import type { WithdrawOrder } from '@platform/contracts/withdraw';
import { maskAccountNumber } from './bank-account-service';
import type { OrderView } from './withdraw-order-repository';

/**
 * What received and remaining mean for each answer: nothing said yet (both null); part of it
 * (RECEIVED: what arrived, and the rest); nothing (NOT_RECEIVED: 0, all of it); all of it, said or
 * assumed (ALL_RECEIVED, AUTO_RECEIVED: all, 0). The column holds what arrived.
 */
export function toWithdrawOrder(row: OrderView, digits: number): WithdrawOrder {
  const amount = BigInt(row.amount);
  const received = row.received_amount === null ? null : BigInt(row.received_amount);
  return {
    id: row.id,
    amount: toDecimalAmount(amount, digits),
    bankAccount: {
      bankName: row.bank_name,
      accountName: row.account_name,
      accountNumberMasked: maskAccountNumber(row.account_number),
    },
    status: row.status,
    confirmation: row.confirmation,
    receivedAmount: received === null ? null : toDecimalAmount(received, digits),
    remainingAmount: received === null ? null : toDecimalAmount(amount - received, digits),
    proofImages: Number(row.proof_images),
    autoReceiveAt:
      row.status === 'PAID' && row.confirmation === 'NONE' ? (row.auto_receive_at?.toISOString() ?? null) : null,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
