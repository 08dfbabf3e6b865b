import type { freePlayBodySchema, LoginValue, MemberIconValue, MemberInfo } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';
import { apiRequest } from '../api/http';

export const memberInfoQueryKey = ['session', 'memberInfo'] as const;
export const memberIconQueryKey = ['session', 'memberIcon'] as const;

/** Codes with which the server says the token is no longer (or never was) a session. */
const SESSION_GONE_CODES = new Set(['LOGIN_REQUIRED', 'SESSION_EXPIRED', 'UNAUTHORIZED']);

export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && SESSION_GONE_CODES.has(error.code);
}

/** Only a lost connection is worth retrying; an envelope with a failure code is an answer. */
export function retryNetworkOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.code === 'NETWORK';
}

export function fetchMemberInfo(signal?: AbortSignal) {
  return apiRequest<MemberInfo>(API.memberInfo, { signal });
}

export function fetchMemberIcon(signal?: AbortSignal) {
  return apiRequest<MemberIconValue>(API.memberIcon, { signal });
}

export function logout() {
  return apiRequest(API.logout, { method: 'DELETE' });
}

export function freePlayLogin(body: z.infer<typeof freePlayBodySchema>) {
  return apiRequest<LoginValue>(API.freePlayLogin, { method: 'POST', body });
}
