/**
 * DESIGN, "Encrypted payloads": the body is sealed with a fresh AES-256-GCM key, that key is
 * wrapped with the merchant's RSA public key (RSA-OAEP-SHA256), and `{ek, iv, ct}` goes on the
 * wire in base64. A timestamp and nonce inside let the server refuse stale or replayed bodies.
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

export async function sealPayload(publicKeyPem: string, body: Record<string, unknown>): Promise<SealedPayload> {
  const rsaKey = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const nonce = toBase64(crypto.getRandomValues(new Uint8Array(16)));
  const plain = new TextEncoder().encode(JSON.stringify({ ...body, timestamp: Date.now(), nonce }));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const ek = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
  return { ek: toBase64(ek), iv: toBase64(iv), ct: toBase64(ct) };
}
