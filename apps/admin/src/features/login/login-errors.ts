import { ApiError, errorMessageKey } from '../../shared/api/http';

export type LoginMessage = { key: string; values?: Record<string, number> };

/** What a failed login step tells the staff member, in words: the lock says for how many minutes. */
export function loginMessageOf(error: unknown): LoginMessage {
  if (error instanceof ApiError && error.code === 'ACCOUNT_LOCKED') {
    const seconds = (error.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 60;
    return { key: 'login_locked_minutes', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
  }
  return { key: errorMessageKey(error) };
}
