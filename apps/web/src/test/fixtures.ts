import { encryptServicePath } from '@platform/contracts/customer-service-cipher';
import type { PermissionValue } from '@platform/contracts/system';
import { WHITELABEL_FLAGS } from '@platform/contracts/whitelabel';

export const MERCHANT_CODE = 'DEMO';

/** A PEM SPKI public key generated for the test run, so sealed submissions really encrypt. */
export async function testPublicKeyPem(): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  let s = '';
  for (const b of der) s += String.fromCharCode(b);
  return `-----BEGIN PUBLIC KEY-----\n${btoa(s)}\n-----END PUBLIC KEY-----`;
}

export async function makePermission(overrides: Partial<PermissionValue> = {}): Promise<PermissionValue> {
  return {
    status: 0,
    merchantCode: MERCHANT_CODE,
    merchantName: 'Demo Casino',
    currency: 'USD',
    currencySymbol: '$',
    country: 'AE',
    defaultLanguage: 'AR',
    languages: ['AR', 'EN'],
    customerService: [
      { csType: 'LIVECHAT', path: await encryptServicePath(MERCHANT_CODE, 'https://chat.example/live') },
      { csType: 'TELEGRAM', path: await encryptServicePath(MERCHANT_CODE, 'https://t.me/demo') },
    ],
    domainRoute: [{ domain: 'demo.example', kind: 'MAIN' }],
    resources: [
      { resourceType: 'SOCIAL_VIDEO', name: 'video', labelNameEn: 'Video', url: 'https://video.example/demo' },
      { resourceType: 'APP_IOS', name: 'ios', labelNameEn: 'iOS', url: 'https://apps.example/ios' },
    ],
    whitelabel: {
      flags: Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, false])) as PermissionValue['whitelabel']['flags'],
      modules: [],
    },
    register: [],
    mainDomain: 'demo.example',
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.7', country: null },
    maintenance: { active: false, message: null, until: null },
    branding: { logoUrl: null, themePrimary: null, themeAccent: null },
    regionRestriction: { active: false },
    encryption: { publicKey: await testPublicKeyPem(), algorithm: 'RSA-OAEP-256/A256GCM' },
    ...overrides,
  };
}
