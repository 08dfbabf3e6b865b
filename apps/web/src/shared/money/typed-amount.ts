import { parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { FieldMessage } from '../forms/field-message';

/** The merchant's currency as forms have it from useCurrency(). */
export type AmountCurrency = { digits: number; format: (amount: string) => string };

/** Each feature words the two basic refusals in its own bundle. */
export type AmountKeys = { invalid: string; positive: string };

/**
 * A bound the amount must keep, as a decimal string like the API sends it, with the feature's
 * message and the placeholder that message shows the formatted bound in. `min` refuses less, `max`
 * refuses more, `under` refuses the bound itself and more.
 */
export type AmountBound = { kind: 'min' | 'max' | 'under'; value: string | undefined; key: string; param: string };

/** An example of a valid amount in this currency for the 'invalid amount' message: "100.00", "100". */
function exampleAmount(digits: number): string {
  return toDecimalAmount(100n * 10n ** BigInt(digits), digits);
}

function breaks(kind: AmountBound['kind'], amount: bigint, bound: bigint): boolean {
  if (kind === 'min') return amount < bound;
  if (kind === 'max') return amount > bound;
  return amount >= bound;
}

/**
 * The field message for a typed amount, checked the way the server will check it (the same
 * parser from contracts/money-amount.ts, so "1.005" in a 2-digit currency is refused, never
 * rounded): required, a valid amount, above zero, then the bounds in the order given, which is
 * the order a member fixes them. The first broken rule wins.
 */
export function typedAmountMessage(
  text: string,
  currency: AmountCurrency,
  keys: AmountKeys,
  bounds: AmountBound[] = [],
): FieldMessage | undefined {
  if (text.trim() === '') return { key: 'input_required' };
  const amount = parseDecimalAmount(text, currency.digits);
  if (amount === null) return { key: keys.invalid, values: { example: exampleAmount(currency.digits) } };
  if (amount <= 0n) return { key: keys.positive };
  for (const { kind, value, key, param } of bounds) {
    // A bound the currency cannot parse (absent, or a drifted server) checks nothing: the server decides.
    const bound = value === undefined ? null : parseDecimalAmount(value, currency.digits);
    if (value !== undefined && bound !== null && breaks(kind, amount, bound)) {
      return { key, values: { [param]: currency.format(value) } };
    }
  }
  return undefined;
}
