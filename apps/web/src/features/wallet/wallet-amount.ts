import { parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { FieldMessage } from '../auth-modals/field-rules';

type Currency = { digits: number; format: (amount: string) => string };

/**
 * The message for a typed transfer amount, checked with the same parser the server uses
 * (contracts/money-amount.ts: "1.005" in a 2-digit currency is refused, never rounded). The first
 * broken rule wins, in the order a member fixes them. `available` is the source wallet's balance.
 */
export function transferAmountMessage(text: string, currency: Currency, available: string): FieldMessage | undefined {
  if (text.trim() === '') return { key: 'input_required' };
  const amount = parseDecimalAmount(text, currency.digits);
  if (amount === null) {
    return {
      key: 'wal_amount_invalid',
      values: { example: toDecimalAmount(10n ** BigInt(currency.digits + 2), currency.digits) },
    };
  }
  if (amount <= 0n) return { key: 'wal_amount_positive' };
  const limit = parseDecimalAmount(available, currency.digits);
  if (limit !== null && amount > limit) {
    return { key: 'wal_amount_above_balance', values: { balance: currency.format(available) } };
  }
  return undefined;
}

/** The typed amount as the API wants it: trimmed, in the currency's own digits ("100" -> "100.00"). */
export function normalisedAmount(text: string, digits: number): string {
  const amount = parseDecimalAmount(text, digits);
  return amount === null ? text.trim() : toDecimalAmount(amount, digits);
}
