import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s; one step either side for clock drift. */
const PERIOD = 30;
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD });
}

/**
 * The time step a code belongs to, or null when it is wrong. A step at or before `lastUsedStep`
 * is refused too, so a code seen over a shoulder cannot be replayed within its window.
 */
export function acceptedTotpStep(secret: string, code: string, lastUsedStep: number | null): number | null {
  const totp = totpFor(secret, '', '');
  const delta = totp.validate({ token: code, window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter() + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}
