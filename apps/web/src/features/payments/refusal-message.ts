import type { ApiError } from '../../shared/api/api-error';
import type { FieldMessage } from '../../shared/forms/field-message';

function triesLeftOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('triesLeft' in value)) return null;
  const tries = (value as { triesLeft: unknown }).triesLeft;
  return typeof tries === 'number' ? tries : null;
}

/** A refused payment field in the member's words: a wrong payment password says how many tries are left. */
export function paymentRefusalMessage(error: ApiError): FieldMessage {
  const tries = error.code === 'PAYMENT_PASSWORD_INCORRECT' ? triesLeftOf(error.value) : null;
  return tries === null
    ? { key: `code_${error.code}` }
    : { key: 'pay_password_tries_left', values: { tries: String(tries) } };
}
