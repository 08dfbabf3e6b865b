/**
 * DESIGN, "Encrypted payloads": the body is sealed with a fresh AES-256-GCM key, that key is
 * wrapped with the merchant's RSA public key (RSA-OAEP-SHA256), and `{ek, iv, ct}` goes on the
 * wire in base64. A timestamp and nonce inside let the server refuse stale or replayed bodies.
 * WebCrypto does the work where the browser offers it; elsewhere (plain http on an address other
 * than localhost) the JavaScript implementation in script-crypto.ts is loaded and does the same.
 */
export type SealedPayload = { ek: string; iv: string; ct: string };

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const raw = atob(body);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** `crypto.subtle` is undefined outside secure contexts; `crypto.getRandomValues` is there in both. */
export function webCrypto(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

async function encryptWithWebCrypto(subtle: SubtleCrypto, publicKeyPem: string, plain: Uint8Array<ArrayBuffer>) {
  const rsaKey = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const ek = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
  return { ek, iv, ct };
}

async function encryptWithScript(publicKeyPem: string, plain: Uint8Array<ArrayBuffer>) {
  const { aesGcmEncrypt, rsaOaepEncrypt } = await import('./script-crypto');
  const rawKey = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = aesGcmEncrypt(rawKey, iv, plain);
  const ek = rsaOaepEncrypt(publicKeyPem, rawKey);
  return { ek, iv, ct };
}

export async function sealPayload(publicKeyPem: string, body: Record<string, unknown>): Promise<SealedPayload> {
  const nonce = toBase64(crypto.getRandomValues(new Uint8Array(16)));
  const plain = new TextEncoder().encode(JSON.stringify({ ...body, timestamp: Date.now(), nonce }));
  const subtle = webCrypto();
  const { ek, iv, ct } = subtle
    ? await encryptWithWebCrypto(subtle, publicKeyPem, plain)
    : await encryptWithScript(publicKeyPem, plain);
  return { ek: toBase64(ek), iv: toBase64(iv), ct: toBase64(ct) };
}

/** SHA-256 for the login's human-verification proof, by the same choice as sealing. */
export async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const subtle = webCrypto();
  if (subtle) return new Uint8Array(await subtle.digest('SHA-256', data));
  const script = await import('./script-crypto');
  return script.sha256(data);
}
