import type { TFunction } from 'i18next';
import { ApiError, errorMessageKey } from '../../shared/api/api-error';

/**
 * A refused money call in the member's language: the translated `code_<CODE>`, plus how many
 * tries are left when the server counts wrong payment passwords (value.triesLeft).
 */
export function moneyErrorText(t: TFunction, error: unknown): string {
  const text = t(errorMessageKey(error));
  if (error instanceof ApiError && error.code === 'PAYMENT_PASSWORD_INCORRECT') {
    const triesLeft = (error.value as { triesLeft?: unknown } | null)?.triesLeft;
    if (typeof triesLeft === 'number') return `${text}. ${t('wal_tries_left', { count: triesLeft })}`;
  }
  return text;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK';
}
