import { webcrypto } from 'node:crypto';
import type { SealedEnvelope } from '@platform/contracts/account';

export type SealOverrides = { timestamp?: number; nonce?: string };

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * Tests only: seals `body` the way the web does (apps/web/src/shared/api/sealed-payload.ts), with
 * WebCrypto: RSA-OAEP-SHA256 wraps a raw AES-256-GCM key; the plaintext is the body plus
 * `timestamp` and `nonce`, which `overrides` may set to build stale or replayed bodies.
 */
export async function sealForTest(
  publicKeyPem: string,
  body: object,
  overrides: SealOverrides = {},
): Promise<SealedEnvelope> {
  const { subtle } = webcrypto;
  const der = Buffer.from(publicKeyPem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64');
  const rsaKey = await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const nonce = overrides.nonce ?? toBase64(webcrypto.getRandomValues(new Uint8Array(16)));
  const timestamp = overrides.timestamp ?? Date.now();
  const plain = new TextEncoder().encode(JSON.stringify({ ...body, timestamp, nonce }));
  const ct = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const ek = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
  return { ek: toBase64(ek), iv: toBase64(iv), ct: toBase64(ct) };
}
