import { currencyDigits, parseDecimalAmount } from '@platform/contracts/decimal-amount';
import { usePermission } from '../system/startup-queries';

/**
 * Amounts arrive as decimal strings (contracts/money-amount.ts). They are shown as they are, with
 * thousands grouped and the currency symbol, never through a float: "1234567.50" -> "$1,234,567.50".
 * Latin digits in both languages: members compare them with their bank statements.
 */
export function formatMoney(amount: string, currencySymbol: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${currencySymbol}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** The merchant's currency as the startup configuration gives it, with the helpers forms need. */
export function useCurrency() {
  const { currency, currencySymbol } = usePermission();
  const digits = currencyDigits(currency);
  return {
    currency,
    symbol: currencySymbol,
    digits,
    format: (amount: string) => formatMoney(amount, currencySymbol),
    /** A typed amount in minor units, or null when it is not a valid amount in this currency. */
    parse: (text: string) => parseDecimalAmount(text, digits),
  };
}
