import { currencyDigits, pageValue, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { WithdrawOrder, WithdrawSettings, withdrawBodySchema } from '@platform/contracts/withdraw';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { balancesOf, postTransaction, runMoneyTransaction } from '../ledger/ledger-service';
import { hasPaymentPassword, verifyPaymentPassword } from '../payment-password/payment-password-service';
import type { MerchantConfig } from '../system/merchant-config';
import { findLiveBankAccount } from './bank-account-repository';
import { bankAccountIdOf, bankAccountsOf } from './bank-account-service';
import { lockMemberWithdrawals } from './member-lock';
import { turnoverOf } from './turnover';
import { findOrderByRequest, findOrderView, insertOrder, listOrders } from './withdraw-order-repository';
import { toWithdrawOrder } from './withdraw-order-view';
import { findWithdrawPolicy, usedToday, type WithdrawPolicy } from './withdraw-policy-repository';

export type WithdrawMerchant = Pick<MerchantConfig, 'id' | 'currency'>;
type WithdrawBody = z.infer<typeof withdrawBodySchema>;

/** A merchant without withdrawal rules does not offer withdrawals. */
export async function policyOf(db: Db, merchantId: number): Promise<WithdrawPolicy> {
  const policy = await findWithdrawPolicy(db, merchantId);
  if (!policy) throw new ApiError('FEATURE_DISABLED');
  return policy;
}

/** What the withdraw page shows before its form. */
export async function withdrawSettings(
  db: Db,
  merchant: WithdrawMerchant,
  memberId: number,
): Promise<WithdrawSettings> {
  const digits = currencyDigits(merchant.currency);
  const money = (minor: bigint) => toDecimalAmount(minor, digits);
  const policy = await policyOf(db, merchant.id);
  const [balances, used, turnover, paymentPasswordSet, bankAccounts] = await Promise.all([
    balancesOf(db, merchant.id, memberId),
    usedToday(db, memberId),
    turnoverOf(db, merchant.id, memberId, policy.turnoverMultiplier),
    hasPaymentPassword(db, memberId),
    bankAccountsOf(db, memberId),
  ]);
  return {
    balance: money(balances.cash),
    minAmount: money(policy.minAmount),
    maxAmount: money(policy.maxAmount),
    dailyMaxAmount: money(policy.dailyMaxAmount),
    dailyMaxCount: policy.dailyMaxCount,
    usedTodayAmount: money(used.amount),
    usedTodayCount: used.count,
    turnoverRemaining: money(turnover.remaining),
    turnoverRequired: money(turnover.required),
    paymentPasswordSet,
    bankAccounts,
  };
}

/**
 * A withdrawal request. The payment password is checked first, on its own (a wrong try counts
 * even though the request is refused); then one transaction checks the rules, writes the order and
 * holds the amount (cash -> held), so a refusal anywhere, INSUFFICIENT_FUNDS included, leaves
 * nothing behind. The request id makes it happen once: a retry gets the order as it is now.
 */
export async function requestWithdrawal(
  db: Db,
  merchant: WithdrawMerchant,
  memberId: number,
  body: WithdrawBody,
): Promise<WithdrawOrder> {
  const digits = currencyDigits(merchant.currency);
  const money = (minor: bigint) => toDecimalAmount(minor, digits);
  const amount = parseDecimalAmount(body.amount, digits);
  if (amount === null) throw invalidField('body.amount', 'amount');
  if (amount === 0n) throw invalidField('body.amount', 'min');
  const bankAccountId = bankAccountIdOf(body.bankAccountId);
  await verifyPaymentPassword(db, memberId, body.paymentPassword);

  return runMoneyTransaction(db, async (trx) => {
    // One member's requests one at a time: the daily limits and the replay check stay true.
    await lockMemberWithdrawals(trx, memberId);
    const earlier = await findOrderByRequest(trx, memberId, body.requestId);
    if (earlier) {
      if (BigInt(earlier.amount) !== amount || earlier.bank_account_id !== bankAccountId) {
        throw new ApiError('IDEMPOTENCY_CONFLICT');
      }
      return toWithdrawOrder(earlier, digits);
    }

    const policy = await policyOf(trx, merchant.id);
    if (amount < policy.minAmount) throw new ApiError('AMOUNT_BELOW_MINIMUM', { minAmount: money(policy.minAmount) });
    if (amount > policy.maxAmount) throw new ApiError('AMOUNT_ABOVE_MAXIMUM', { maxAmount: money(policy.maxAmount) });
    const used = await usedToday(trx, memberId);
    if (used.count + 1 > policy.dailyMaxCount) {
      throw new ApiError('WITHDRAW_DAILY_LIMIT', { limit: 'COUNT', dailyMaxCount: policy.dailyMaxCount });
    }
    if (used.amount + amount > policy.dailyMaxAmount) {
      throw new ApiError('WITHDRAW_DAILY_LIMIT', {
        limit: 'AMOUNT',
        dailyMaxAmount: money(policy.dailyMaxAmount),
        availableToday: money(policy.dailyMaxAmount - used.amount),
      });
    }
    const turnover = await turnoverOf(trx, merchant.id, memberId, policy.turnoverMultiplier);
    if (turnover.remaining > 0n) {
      throw new ApiError('TURNOVER_NOT_MET', { turnoverRemaining: money(turnover.remaining) });
    }
    if (!(await findLiveBankAccount(trx, memberId, bankAccountId))) throw new ApiError('BANK_ACCOUNT_NOT_FOUND');

    const orderId = await insertOrder(trx, {
      merchantId: merchant.id,
      memberId,
      requestId: body.requestId,
      amount,
      bankAccountId,
    });
    await postTransaction(trx, {
      merchantId: merchant.id,
      kind: 'WITHDRAWAL_HOLD',
      idempotency: { source: 'withdraw', key: `${memberId}:${body.requestId}` },
      postings: [
        { account: { kind: 'MEMBER_CASH', memberId }, amount: -amount },
        { account: { kind: 'MEMBER_HELD', memberId }, amount },
      ],
      memo: { orderId },
      announce: { type: 'withdrawalRequested', merchantId: merchant.id, memberId, amount, orderId },
    });
    return toWithdrawOrder(await mustFind(trx, orderId), digits);
  });
}

export async function ownWithdrawOrders(
  db: Db,
  merchant: WithdrawMerchant,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await listOrders(db, { merchantId: merchant.id, memberId }, page);
  const digits = currencyDigits(merchant.currency);
  return pageValue(
    rows.map((row) => toWithdrawOrder(row, digits)),
    total,
    page,
  );
}

export async function mustFind(db: Db, orderId: string) {
  const view = await findOrderView(db, orderId);
  if (!view) throw new ApiError('ORDER_NOT_FOUND');
  return view;
}

export function invalidField(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}
