import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { normalisePassword } from '@platform/contracts/password-rule';

/**
 * argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1). The enum is a const enum the
 * isolated-modules build cannot read, hence its value: 2 is Argon2id.
 */
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A valid hash of nothing anyone types, verified when no account matched so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

/** Secrets are hashed normalised (NFKC, edges trimmed: decision 0026), as they are checked. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), OPTIONS);
}

/**
 * Tries the normalised secret, then the secret as typed when that differs: a hash made before
 * secrets were normalised holds the raw text, and its owner must still get in. A missing account
 * costs the same tries against the decoy.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const normal = normalisePassword(password);
  const candidates = normal === password ? [normal] : [normal, password];
  if (passwordHash === null) {
    decoyHash ??= hash(`decoy-${Math.random()}`, OPTIONS);
    const decoy = await decoyHash;
    for (const candidate of candidates) await verify(decoy, candidate);
    return false;
  }
  for (const candidate of candidates) {
    try {
      if (await verify(passwordHash, candidate)) return true;
    } catch {
      return false;
    }
  }
  return false;
}
