import forge from 'node-forge';

/**
 * The sealing and hashing primitives in JavaScript (node-forge), for pages WebCrypto is missing
 * from: browsers offer `crypto.subtle` only in secure contexts (https and localhost), so a site
 * reached over plain http on a LAN address has none. It is loaded with a dynamic import only there,
 * so the pages that have WebCrypto never download it. The output matches WebCrypto's: RSA-OAEP with
 * SHA-256 for both the label hash and MGF1, and AES-GCM with a 128-bit tag after the ciphertext.
 */

function toBinary(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}

function fromBinary(binary: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function rsaOaepEncrypt(publicKeyPem: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const encrypted = key.encrypt(toBinary(data), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return fromBinary(encrypted);
}

export function aesGcmEncrypt(key: Uint8Array, iv: Uint8Array, plain: Uint8Array): Uint8Array<ArrayBuffer> {
  const cipher = forge.cipher.createCipher('AES-GCM', forge.util.createBuffer(toBinary(key)));
  cipher.start({ iv: forge.util.createBuffer(toBinary(iv)), tagLength: 128 });
  cipher.update(forge.util.createBuffer(toBinary(plain)));
  cipher.finish();
  return fromBinary(cipher.output.getBytes() + cipher.mode.tag.getBytes());
}

export function sha256(data: Uint8Array): Uint8Array<ArrayBuffer> {
  const md = forge.md.sha256.create();
  md.update(toBinary(data));
  return fromBinary(md.digest().getBytes());
}
