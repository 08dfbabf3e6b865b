import { securityValueSchema, totpEnrolmentValueSchema } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { apiRequest } from '../../shared/api/http';

export const securityQueryKey = ['session', 'security'] as const;

export function fetchSecurity(signal?: AbortSignal) {
  return apiRequest(API.security, { schema: securityValueSchema, signal });
}

/** Starts (or restarts) authenticator enrolment: a fresh secret that is not in force until confirmed. */
export function startTotpEnrolment() {
  return apiRequest(API.totp, { method: 'POST', schema: totpEnrolmentValueSchema });
}

export function confirmTotp(code: string) {
  return apiRequest(API.totp, { method: 'PUT', body: { code } });
}

/** Turning the authenticator off needs a current code, so a stolen session alone cannot do it. */
export function disableTotp(code: string) {
  return apiRequest(API.totp, { method: 'DELETE', body: { code } });
}
