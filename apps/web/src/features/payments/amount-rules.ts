import { parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { FieldMessage } from '../auth-modals/field-rules';

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

type Currency = { digits: number; format: (amount: string) => string };

/** An example of a valid amount in this currency for the 'invalid amount' message: "100.00", "100". */
function exampleAmount(digits: number): string {
  return toDecimalAmount(100n * 10n ** BigInt(digits), digits);
}

/**
 * The field message for a typed amount, checked the way the server will check it (the same
 * parser from contracts/money-amount.ts, so "1.005" in a 2-digit currency is refused, never
 * rounded). The first broken rule wins, in the order a member fixes them.
 */
export function amountMessage(text: string, currency: Currency, bounds: AmountBounds = {}): FieldMessage | undefined {
  if (text.trim() === '') return { key: 'input_required' };
  const amount = parseDecimalAmount(text, currency.digits);
  if (amount === null) return { key: 'pay_amount_invalid', values: { example: exampleAmount(currency.digits) } };
  if (amount <= 0n) return { key: 'pay_amount_positive' };
  // A bound the currency cannot parse (absent, or a drifted server) checks nothing: the server decides.
  const bound = (value: string | undefined) =>
    value === undefined ? null : parseDecimalAmount(value, currency.digits);
  const min = bound(bounds.min);
  if (min !== null && amount < min)
    return { key: 'pay_amount_below_min', values: { min: currency.format(bounds.min ?? '') } };
  const max = bound(bounds.max);
  if (max !== null && amount > max)
    return { key: 'pay_amount_above_max', values: { max: currency.format(bounds.max ?? '') } };
  const balance = bound(bounds.balance);
  if (balance !== null && amount > balance) {
    return { key: 'pay_amount_above_balance', values: { balance: currency.format(bounds.balance ?? '') } };
  }
  const daily = bound(bounds.dailyRemaining);
  if (daily !== null && amount > daily) {
    return { key: 'pay_amount_above_daily', values: { remaining: currency.format(bounds.dailyRemaining ?? '') } };
  }
  const lessThan = bound(bounds.lessThan);
  if (lessThan !== null && amount >= lessThan) {
    return { key: 'pay_amount_not_below', values: { amount: currency.format(bounds.lessThan ?? '') } };
  }
  return undefined;
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
