import type { PermissionValue } from '@platform/contracts/system';
import { z } from 'zod';
import { ApiError } from '../../shared/api/api-error';
import { apiRequest } from '../../shared/api/http';
import { sealPayload } from '../../shared/api/sealed-payload';

/** Spec 7.1 paths; the calls themselves arrive with the login issue and answer NOT_FOUND until then. */
export const LOGIN_PATH = '/wps/session/login';
export const REGISTER_PATH = '/wps/member/register';
export const FORGOT_BY_EMAIL_PATH = '/wps/member/password/email';

/** Spec 3, login response value: only the token matters to the shell today. */
const loginValueSchema = z.looseObject({ token: z.string() });
const registerValueSchema = z.looseObject({ token: z.string().optional() }).nullable();

async function seal(permission: PermissionValue, body: Record<string, unknown>) {
  try {
    return await sealPayload(permission.encryption.publicKey, body);
  } catch {
    // An unusable key is a server-side configuration fault, not something the user can fix.
    throw new ApiError('INTERNAL_ERROR', 0);
  }
}

export async function login(permission: PermissionValue, username: string, password: string) {
  const body = await seal(permission, { username, password, captcha: '', type: 'username' });
  return apiRequest(LOGIN_PATH, { method: 'POST', body, schema: loginValueSchema });
}

export async function register(
  permission: PermissionValue,
  form: { username: string; password: string; confirmPassword: string; referralCode: string | null },
) {
  const body = await seal(permission, {
    ...form,
    referralCode: form.referralCode ?? undefined,
    login: true,
    domain: window.location.host,
    registerUrl: window.location.href,
    registerMethod: 'WEB',
  });
  return apiRequest(REGISTER_PATH, { method: 'PUT', body, schema: registerValueSchema });
}

export async function requestPasswordEmail(username: string, email: string) {
  return apiRequest(FORGOT_BY_EMAIL_PATH, { method: 'POST', body: { username, email } });
}

/** `body.username` → `username`, for a 400 VALIDATION_FAILED's per-field errors. */
export function invalidFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const parsed = z.object({ errors: z.array(z.object({ field: z.string() })) }).safeParse(error.value);
  return parsed.success ? parsed.data.errors.map((e) => e.field.replace(/^body\./, '')) : [];
}
