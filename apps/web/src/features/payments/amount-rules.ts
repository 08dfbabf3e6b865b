import { parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { FieldMessage } from '../../shared/forms/field-message';
import { type AmountCurrency, typedAmountMessage } from '../../shared/money/typed-amount';

/** What an amount field is checked against; every bound is a decimal string as the API sends it. */
export type AmountBounds = {
  min?: string;
  max?: string;
  /** The member's balance: a withdrawal cannot take more. */
  balance?: string;
  /** What today's daily limit still allows. */
  dailyRemaining?: string;
  /** Exclusive upper bound: a partly received withdrawal is less than its order. */
  lessThan?: string;
};

/**
 * The field message for a typed payment amount (the shared rules of shared/money/typed-amount.ts),
 * worded by the payments bundle, with the bounds a deposit or withdrawal has.
 */
export function amountMessage(
  text: string,
  currency: AmountCurrency,
  bounds: AmountBounds = {},
): FieldMessage | undefined {
  return typedAmountMessage(text, currency, { invalid: 'pay_amount_invalid', positive: 'pay_amount_positive' }, [
    { kind: 'min', value: bounds.min, key: 'pay_amount_below_min', param: 'min' },
    { kind: 'max', value: bounds.max, key: 'pay_amount_above_max', param: 'max' },
    { kind: 'max', value: bounds.balance, key: 'pay_amount_above_balance', param: 'balance' },
    { kind: 'max', value: bounds.dailyRemaining, key: 'pay_amount_above_daily', param: 'remaining' },
    { kind: 'under', value: bounds.lessThan, key: 'pay_amount_not_below', param: 'amount' },
  ]);
}

/** a - b of two API amounts, never below zero: what a daily limit still allows. */
export function remainingAmount(total: string, used: string, digits: number): string {
  const a = parseDecimalAmount(total, digits) ?? 0n;
  const b = parseDecimalAmount(used, digits) ?? 0n;
  return toDecimalAmount(a > b ? a - b : 0n, digits);
}

/** Whether an API amount is above zero ("0.00" -> false). */
export function isPositiveAmount(amount: string, digits: number): boolean {
  return (parseDecimalAmount(amount, digits) ?? 0n) > 0n;
}
