import type { TFunction } from 'i18next';

/** The rules the contracts name themselves (a minimum above a maximum...); anything else is said per field. */
const NAMED_RULES = ['min_above_max', 'max_above_daily', 'amount_positive'];

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
