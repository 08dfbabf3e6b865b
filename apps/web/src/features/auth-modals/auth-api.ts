import {
  affiliateValueSchema,
  captchaValueSchema,
  changePasswordValueSchema,
  countriesValueSchema,
  type LoginBody,
  loginFailureValueSchema,
  loginValueSchema,
  type RegisterBody,
  registerValueSchema,
  smsCodeValueSchema,
} from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { type HumanProof, humanCheckValueSchema, solveHumanCheck } from '@platform/contracts/human-check';
import type { PermissionValue } from '@platform/contracts/system';
import { ApiError } from '../../shared/api/api-error';
import { apiRequest } from '../../shared/api/http';
import { sealPayload, sha256 } from '../../shared/api/sealed-payload';
import { failedFields } from '../../shared/forms/server-refusal';

async function seal(permission: PermissionValue, body: Record<string, unknown>) {
  try {
    return await sealPayload(permission.encryption.publicKey, body);
  } catch {
    // An unusable key is a server-side configuration fault, not something the user can fix.
    throw new ApiError('INTERNAL_ERROR', 0);
  }
}

export type CountryDialing = { countryDialingCode: string; mobileNum: string };

// --- Login (spec 4.2) ---

/** Spec 4.2: a password login first passes the human-verification step (contracts/human-check.ts). */
async function humanProof(): Promise<HumanProof> {
  const check = await apiRequest(API.humanCheck, { schema: humanCheckValueSchema });
  return solveHumanCheck(check, sha256);
}

export async function login(permission: PermissionValue, body: LoginBody) {
  const proven = body.type === 'username' ? { ...body, humanProof: await humanProof() } : body;
  return apiRequest(API.login, { method: 'POST', body: await seal(permission, proven), schema: loginValueSchema });
}

/**
 * How long a throttled login must wait (decision 0025: failures from this address slow it down),
 * or null when the refusal is not a throttle with a known wait.
 */
export function loginWaitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'TOO_MANY_REQUESTS') return null;
  const seconds = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** A refused login tells the web to show the captcha from now on (spec 4.2). */
export function loginWantsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const parsed = loginFailureValueSchema.safeParse(error.value);
  return parsed.success && parsed.data?.captcha === true;
}

export function verifySecondFactor(body: { challengeId: string; method: 'SMS' | 'TOTP'; code: string }) {
  return apiRequest(API.secondFactor, { method: 'POST', body, schema: loginValueSchema });
}

export function requestSecondFactorSms(challengeId: string) {
  return apiRequest(API.secondFactorSms, { method: 'POST', body: { challengeId }, schema: smsCodeValueSchema });
}

export function markFirstLogin() {
  return apiRequest(API.firstLogin, { method: 'POST', body: {} });
}

export function requestLoginSms(to: CountryDialing) {
  return apiRequest(API.loginSms, { method: 'POST', body: to, schema: smsCodeValueSchema });
}

// --- Shared pieces ---

export function fetchCaptcha(signal?: AbortSignal) {
  return apiRequest(API.captcha, { schema: captchaValueSchema, signal });
}

export function fetchCountries(signal?: AbortSignal) {
  return apiRequest(API.countries, { schema: countriesValueSchema, signal });
}

// --- Registration (spec 4.4) ---

export type RegisterType = 'register' | 'registerMobile';

export async function register(permission: PermissionValue, type: RegisterType, body: RegisterBody) {
  return apiRequest(type === 'registerMobile' ? API.registerMobile : API.register, {
    method: 'PUT',
    body: await seal(permission, body),
    schema: registerValueSchema,
  });
}

export function requestRegisterSms(to: CountryDialing, regType: RegisterType) {
  return apiRequest(API.registerSms, {
    method: 'POST',
    body: { mobileNo: to.mobileNum, countryDialingCode: to.countryDialingCode, regType },
    schema: smsCodeValueSchema,
  });
}

export function checkAffiliateCode(code: string, domain: string) {
  return apiRequest(API.affiliate, { query: { code, domain }, schema: affiliateValueSchema });
}

// --- Passwords (spec 4.3, 4.5) ---

export function requestPasswordEmail(username: string, email: string) {
  return apiRequest(API.forgotByEmail, { method: 'POST', body: { username, email } });
}

export function requestPasswordSms(to: CountryDialing) {
  return apiRequest(API.passwordSms, { method: 'POST', body: to, schema: smsCodeValueSchema });
}

export async function setPasswordByPhone(
  permission: PermissionValue,
  body: CountryDialing & { verificationCode: string; newPassword: string },
) {
  return apiRequest(API.passwordByPhone, {
    method: 'POST',
    body: await seal(permission, body),
    schema: loginValueSchema,
  });
}

export async function changePassword(
  permission: PermissionValue,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
) {
  return apiRequest(API.changePassword, {
    method: 'POST',
    body: await seal(permission, body),
    schema: changePasswordValueSchema,
  });
}

/** The fields a refusal is about: `body.username` → `username` for VALIDATION_FAILED, the taken ones by code. */
export function fieldsOfError(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === 'USERNAME_TAKEN') return ['username'];
  if (error.code === 'EMAIL_TAKEN') return ['email'];
  if (error.code === 'MOBILE_TAKEN') return ['mobileNum'];
  if (error.code === 'INVALID_AFFILIATE_CODE') return ['affiliateCode'];
  if (error.code === 'PASSWORD_MISMATCH') return ['confirmPassword'];
  if (error.code === 'VERIFICATION_CODE_INVALID' || error.code === 'VERIFICATION_CODE_EXPIRED') {
    return ['verificationCode'];
  }
  if (error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_REQUIRED') return ['captcha'];
  return failedFields(error).map((f) => f.field);
}
