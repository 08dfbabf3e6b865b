import { ApiError } from '../../shared/api/api-error';
import type { FieldMessage } from '../auth-modals/field-rules';

/** For each field of a form, the result codes that are about that field. */
export type FieldCodes = Record<string, readonly string[]>;

export type Refusal = {
  /** Messages to show under the named inputs. */
  fields: Record<string, FieldMessage>;
  /** The refusal when no field took it: shown as the form's error. */
  form: unknown;
};

function triesLeftOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('triesLeft' in value)) return null;
  const tries = (value as { triesLeft: unknown }).triesLeft;
  return typeof tries === 'number' ? tries : null;
}

/**
 * Places a server refusal where the member looks (spec 8: field errors under each input): a code
 * about a field, or a VALIDATION_FAILED naming `body.<field>`, goes under that input; anything
 * else is the form's error.
 */
export function splitRefusal(error: unknown, fieldCodes: FieldCodes): Refusal {
  if (!(error instanceof ApiError)) return { fields: {}, form: error ?? null };
  if (error.code === 'VALIDATION_FAILED') {
    const value = error.value as { errors?: { field?: unknown }[] } | null;
    const named = (value?.errors ?? [])
      .map((e) => (typeof e.field === 'string' ? e.field.replace(/^body\./, '') : ''))
      .filter((field) => field in fieldCodes);
    if (named.length === 0) return { fields: {}, form: error };
    return { fields: Object.fromEntries(named.map((f) => [f, { key: 'input_invalid' }])), form: null };
  }
  const field = Object.keys(fieldCodes).find((f) => fieldCodes[f]?.includes(error.code));
  if (!field) return { fields: {}, form: error };
  const tries = error.code === 'PAYMENT_PASSWORD_INCORRECT' ? triesLeftOf(error.value) : null;
  const message: FieldMessage =
    tries === null
      ? { key: `code_${error.code}` }
      : { key: 'pay_password_tries_left', values: { tries: String(tries) } };
  return { fields: { [field]: message }, form: null };
}
