import { currencyDigits, parseDecimalAmount } from '@platform/contracts/money-amount';
import { ApiError } from '../../http/envelope';

export function invalidField(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

/**
 * The amount of a transfer in minor units. Refused, never rounded: not a plain amount, more
 * decimals than the currency has ("1.005" in USD) -> rule 'amount'; zero -> rule 'min'.
 */
export function transferAmount(text: string, currency: string, field = 'body.amount'): bigint {
  const minor = parseDecimalAmount(text, currencyDigits(currency));
  if (minor === null) throw invalidField(field, 'amount');
  if (minor === 0n) throw invalidField(field, 'min');
  return minor;
}
