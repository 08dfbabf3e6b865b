// The conversions between decimal strings and minor units without money-amount.ts's zod schemas
// (money-amount.ts re-exports them): the web's first screen imports from here, so zod stays off
// its first download (decision 0019).

/** Answers per currency code: building an Intl.NumberFormat costs far more than the lookup. */
const digitsByCurrency = new Map<string, number>();

/** Digits after the decimal point of an ISO 4217 currency (2 for USD and AED, 0 for JPY, 3 for KWD). */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    // Only a few real codes exist; a flood of made-up ones must not grow the map without end.
    if (digitsByCurrency.size < 512) digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Minor units to the decimal string the API sends: 12550n, 2 -> "125.50"; -5n, 2 -> "-0.05". */
export function toDecimalAmount(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  if (digits === 0) return `${negative ? '-' : ''}${abs}`;
  const scale = 10n ** BigInt(digits);
  const fraction = (abs % scale).toString().padStart(digits, '0');
  return `${negative ? '-' : ''}${abs / scale}.${fraction}`;
}

/**
 * A decimal string to minor units, or null when it is not a plain non-negative amount or carries
 * more decimals than the currency has ("1.005" in USD is refused, not rounded).
 */
export function parseDecimalAmount(text: string, digits: number): bigint | null {
  const match = /^(0|[1-9][0-9]{0,14})(?:\.([0-9]+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  return BigInt(whole as string) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}
