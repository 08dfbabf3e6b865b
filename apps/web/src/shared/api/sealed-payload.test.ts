import { constants, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sealPayload, sha256 } from './sealed-payload';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** Opens a sealed body the way the server does (apps/server/src/http/sealed-body.ts). */
function open(sealed: { ek: string; iv: string; ct: string }): Record<string, unknown> {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed.ek, 'base64'),
  );
  const ct = Buffer.from(sealed.ct, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'), { authTagLength: 16 });
  decipher.setAuthTag(ct.subarray(ct.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(ct.subarray(0, ct.length - 16)), decipher.final()]).toString());
}

describe.each([
  ['WebCrypto', false],
  ['the JavaScript fallback (no crypto.subtle, as on plain http off localhost)', true],
])('sealed payloads with %s', (_name, withoutSubtle) => {
  afterEach(() => vi.unstubAllGlobals());
  const stubInsecureContext = () => {
    if (!withoutSubtle) return;
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
  };

  it('seals a body the server can open, with a timestamp and nonce inside', async () => {
    stubInsecureContext();
    const sealed = await sealPayload(publicKey, { username: 'مستخدم', password: 'secret1' });
    const inner = open(sealed);
    expect(inner).toMatchObject({ username: 'مستخدم', password: 'secret1' });
    expect(typeof inner.timestamp).toBe('number');
    expect(String(inner.nonce).length).toBeGreaterThanOrEqual(16);
  });

  it('hashes with SHA-256', async () => {
    stubInsecureContext();
    const data = new TextEncoder().encode('salt:42');
    const expected = createHash('sha256').update('salt:42').digest();
    expect(Buffer.from(await sha256(data))).toEqual(expected);
  });
});
