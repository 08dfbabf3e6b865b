import type { LoginValue } from '@platform/contracts/account';
import type { PermissionValue, RegisterFieldConfig } from '@platform/contracts/system';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '@platform/contracts/whitelabel';
import { ok } from '../../test/render-app';

/** The login value of a plain successful login; tests override what they are about. */
export function loginValue(overrides: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'token-new',
    userName: 'alice',
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    secondFactor: null,
    ...overrides,
  };
}

export function withFlags(...on: WhitelabelFlag[]): Partial<PermissionValue> {
  return {
    whitelabel: {
      flags: Object.fromEntries(
        WHITELABEL_FLAGS.map((f) => [f, on.includes(f)]),
      ) as PermissionValue['whitelabel']['flags'],
      modules: [],
    },
  };
}

export function fieldConfig(field: RegisterFieldConfig['field'], overrides: Partial<RegisterFieldConfig> = {}) {
  return {
    field,
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 1,
    maxLength: 64,
    ...overrides,
  };
}

export const COUNTRIES = [
  { countryCode: 'AE', countryDialingCode: '+971' },
  { countryCode: 'SA', countryDialingCode: '+966' },
];

export const countriesHandler = { '/wps/system/countries': () => ok(COUNTRIES) };

let captchaCount = 0;
/** Each call answers a new single-use image, as the server does. */
export const captchaHandler = {
  '/wps/captcha': () => {
    captchaCount += 1;
    return ok({
      captchaId: `cap-${captchaCount}`,
      image: `data:image/svg+xml;base64,${btoa(`<svg>${captchaCount}</svg>`)}`,
      length: 4,
      expiresInSeconds: 120,
    });
  },
};

/** The calls the fake server received for one path. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);
}

export function jsonBodyOf(call: unknown[] | undefined): Record<string, unknown> {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * A merchant key pair whose private half the test keeps, so it can read sealed bodies the way
 * the server does (RSA-OAEP-SHA256 around an AES-256-GCM key).
 */
export async function sealingKeys() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  let s = '';
  for (const b of der) s += String.fromCharCode(b);
  const publicKey = `-----BEGIN PUBLIC KEY-----\n${btoa(s)}\n-----END PUBLIC KEY-----`;
  const open = async (sealed: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(String(sealed.ek)));
    const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(String(sealed.iv)) },
      aesKey,
      fromBase64(String(sealed.ct)),
    );
    return JSON.parse(new TextDecoder().decode(plain));
  };
  return { encryption: { publicKey, algorithm: 'RSA-OAEP-256/A256GCM' as const }, open };
}
