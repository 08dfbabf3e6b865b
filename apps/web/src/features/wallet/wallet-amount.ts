import { parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { FieldMessage } from '../../shared/forms/field-message';
import { type AmountCurrency, typedAmountMessage } from '../../shared/money/typed-amount';

/**
 * The message for a typed transfer amount (the shared rules of shared/money/typed-amount.ts),
 * worded by the wallet bundle. `available` is the source wallet's balance.
 */
export function transferAmountMessage(
  text: string,
  currency: AmountCurrency,
  available: string,
): FieldMessage | undefined {
  return typedAmountMessage(text, currency, { invalid: 'wal_amount_invalid', positive: 'wal_amount_positive' }, [
    { kind: 'max', value: available, key: 'wal_amount_above_balance', param: 'balance' },
  ]);
}

/** The typed amount as the API wants it: trimmed, in the currency's own digits ("100" -> "100.00"). */
export function normalisedAmount(text: string, digits: number): string {
  const amount = parseDecimalAmount(text, digits);
  return amount === null ? text.trim() : toDecimalAmount(amount, digits);
}
