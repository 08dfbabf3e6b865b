/**
 * Customer-service addresses travel encrypted (spec 3: "path is encrypted and decrypted on the
 * client"). This keeps the addresses out of plain-text scrapes of the API; it is obfuscation, not
 * secrecy, since the client holds the key. AES-256-GCM under SHA-256("cs-path:" + merchantCode);
 * the wire form is base64(iv[12] || ciphertext+tag). WebCrypto runs the same in Node and browsers.
 */
const encoder = new TextEncoder();

async function pathKey(merchantCode: string, usage: 'encrypt' | 'decrypt') {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`cs-path:${merchantCode}`));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, [usage]);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export async function encryptServicePath(merchantCode: string, path: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await pathKey(merchantCode, 'encrypt');
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(path)));
  const out = new Uint8Array(iv.length + ct.length);
  out.set(iv);
  out.set(ct, iv.length);
  return toBase64(out);
}

export async function decryptServicePath(merchantCode: string, sealed: string): Promise<string> {
  const bytes = fromBase64(sealed);
  const key = await pathKey(merchantCode, 'decrypt');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12));
  return new TextDecoder().decode(plain);
}
