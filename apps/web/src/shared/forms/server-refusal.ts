import { validationFailureValueSchema } from '@platform/contracts/envelope';
import { ApiError } from '../api/api-error';
import type { FieldMessage } from './field-message';

/** For each field of a form, the result codes that are about that field. */
export type FieldCodes = Record<string, readonly string[]>;

export type Refusal = {
  /** Messages to show under the named inputs. */
  fields: Record<string, FieldMessage>;
  /** The refusal when no field took it: shown as the form's error. */
  form: unknown;
};

/** The fields and rules a 400 VALIDATION_FAILED names, `body.username` read as `username`. */
export function failedFields(error: unknown): { field: string; rule: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const parsed = validationFailureValueSchema.safeParse(error.value);
  if (!parsed.success) return [];
  return parsed.data.errors.map((e) => ({ field: e.field.replace(/^body\./, ''), rule: e.rule }));
}

/** The rule a VALIDATION_FAILED names for one field, e.g. `common` for a password. */
export function failedRule(error: unknown, field: string): string | undefined {
  return failedFields(error).find((f) => f.field === field)?.rule;
}

const codeMessage = (error: ApiError): FieldMessage => ({ key: `code_${error.code}` });

/**
 * Places a server refusal where the member looks (spec 8: field errors under each input): a code
 * about a field, or a VALIDATION_FAILED naming `body.<field>`, goes under that input; anything
 * else is the form's error. `messageOf` words a field's code when the form says more than the code.
 */
export function splitRefusal(
  error: unknown,
  fieldCodes: FieldCodes,
  messageOf: (error: ApiError) => FieldMessage = codeMessage,
): Refusal {
  if (!(error instanceof ApiError)) return { fields: {}, form: error ?? null };
  if (error.code === 'VALIDATION_FAILED') {
    const named = failedFields(error)
      .map((f) => f.field)
      .filter((field) => field in fieldCodes);
    if (named.length === 0) return { fields: {}, form: error };
    return { fields: Object.fromEntries(named.map((f) => [f, { key: 'input_invalid' }])), form: null };
  }
  const field = Object.keys(fieldCodes).find((f) => fieldCodes[f]?.includes(error.code));
  if (!field) return { fields: {}, form: error };
  return { fields: { [field]: messageOf(error) }, form: null };
}
