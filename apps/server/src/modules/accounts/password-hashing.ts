import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1). The enum is a const enum the
 * isolated-modules build cannot read, hence its value: 2 is Argon2id.
 */
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A valid hash of nothing anyone types, verified when no account matched so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hash(`decoy-${Math.random()}`, OPTIONS);
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
