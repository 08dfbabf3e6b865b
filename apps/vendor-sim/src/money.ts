import { currencyDigits, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';

/**
 * Amounts travel as decimal strings in the merchant's currency; the simulator, like the platform,
 * counts in bigint minor units so that no float ever rounds a stake or a win.
 */
export function toMinor(amount: string, currency: string): bigint | null {
  return parseDecimalAmount(amount, currencyDigits(currency));
}

export function toDecimal(minor: bigint, currency: string): string {
  return toDecimalAmount(minor, currencyDigits(currency));
}

/** `whole` major units in minor units: 5 USD -> 500n. */
export function majorUnits(whole: number, currency: string): bigint {
  return BigInt(whole) * 10n ** BigInt(currencyDigits(currency));
}
