import { REMEMBER_ME_MS } from '@platform/contracts/account';

/**
 * Spec 4.2 keeps the last login for one day (REMEMBER_ME_MS). Decision 0006: only the username
 * and the sms number with its country code are kept, never a password: a password in a readable
 * cookie would outlive the session and leak to any script on the page.
 */
const USERNAME_COOKIE = 'rememberUsername';
const SMS_COOKIE = 'rememberSmsNumber';
const MAX_AGE_SECONDS = REMEMBER_ME_MS / 1000;

function read(name: string): string {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
}

function write(name: string, value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; max-age=${MAX_AGE_SECONDS}; path=/; samesite=strict`
    : `${name}=; max-age=0; path=/; samesite=strict`;
}

export function rememberedUsername(): string {
  return read(USERNAME_COOKIE);
}

export function rememberUsername(username: string | null): void {
  write(USERNAME_COOKIE, username);
}

export type RememberedSms = { countryDialingCode: string; mobileNum: string };

export function rememberedSmsNumber(): RememberedSms | null {
  const [countryDialingCode, mobileNum] = read(SMS_COOKIE).split(' ');
  return countryDialingCode && mobileNum ? { countryDialingCode, mobileNum } : null;
}

export function rememberSmsNumber(sms: RememberedSms | null): void {
  write(SMS_COOKIE, sms ? `${sms.countryDialingCode} ${sms.mobileNum}` : null);
}
