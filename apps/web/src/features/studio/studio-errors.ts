import { ApiError, errorMessageKey } from '../../shared/api/api-error';
import type { StudioMoney } from './studio-money';

/** A failure as a translation key and its values, so it re-renders in the frame's language. */
export type StudioMessage = { key: string; values?: Record<string, string> };

/** Codes that mean the launch itself is gone: only a new launch from the lobby helps. */
const LAUNCH_GONE = new Set(['LAUNCH_TOKEN_INVALID', 'LAUNCH_EXPIRED', 'NOT_FOUND', 'GAME_NOT_FOUND']);
const LOGGED_OUT = new Set(['LOGIN_REQUIRED', 'SESSION_EXPIRED', 'UNAUTHORIZED']);
const MAINTENANCE = new Set(['GAME_MAINTENANCE', 'VENDOR_MAINTENANCE', 'MAINTENANCE', 'SERVICE_UNAVAILABLE']);
const STAKE_LIMITS = new Set(['STAKE_OUT_OF_LIMITS', 'AMOUNT_BELOW_MINIMUM', 'AMOUNT_ABOVE_MAXIMUM']);

export type FailureKind = 'launch' | 'login' | 'maintenance' | 'network' | 'other';

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'other';
  const code: string = error.code;
  if (code === 'NETWORK') return 'network';
  if (LAUNCH_GONE.has(code)) return 'launch';
  if (LOGGED_OUT.has(code)) return 'login';
  if (MAINTENANCE.has(code)) return 'maintenance';
  return 'other';
}

/** The balance an INSUFFICIENT_FUNDS refusal carries (value {balance}), if it does. */
export function refusedBalance(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'INSUFFICIENT_FUNDS') return null;
  const value = error.value as { balance?: unknown } | null;
  return typeof value?.balance === 'string' ? value.balance : null;
}

/**
 * What a refused or failed bet tells the member: the balance with "not enough funds", the limits
 * with a stake out of them, where to go for a lost launch or session, else the code's own text.
 */
export function playFailureMessage(
  error: unknown,
  context: { balance: string; limits: { minStake: string; maxStake: string }; money: StudioMoney },
): StudioMessage {
  const { money } = context;
  if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
    return {
      key: 'studio_error_insufficient',
      values: { balance: money.format(refusedBalance(error) ?? context.balance) },
    };
  }
  if (error instanceof ApiError && STAKE_LIMITS.has(error.code)) {
    return {
      key: 'studio_error_stake_limits',
      values: { min: money.format(context.limits.minStake), max: money.format(context.limits.maxStake) },
    };
  }
  const kind = failureKind(error);
  if (kind !== 'other') return { key: `studio_error_${kind}` };
  return { key: errorMessageKey(error) };
}
