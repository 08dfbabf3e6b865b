import type { TFunction } from 'i18next';

/**
 * The rules the contracts or the server name themselves (a minimum above a maximum, a channel code
 * taken...); anything else is said per field.
 */
const NAMED_RULES = ['min_above_max', 'max_above_daily', 'amount_positive', 'taken'];

/** A form field's error in words: the contract's named rule, else what the field expects. */
export function fieldErrorText(
  t: TFunction,
  error: { message?: string | undefined } | undefined,
  expected: string,
): string | undefined {
  if (!error) return undefined;
  const rule = String(error.message ?? '');
  return NAMED_RULES.includes(rule) ? t(`finance_error_${rule}`) : t(expected);
}
