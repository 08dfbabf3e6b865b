import { z } from 'zod';

/**
 * The human-verification step of a password login (spec 4.2): a small proof of work. The server
 * hands out a single-use salt; the browser finds a nonce whose SHA-256 of `salt:nonce` starts with
 * `difficulty` zero bits (about 2^difficulty hashes: a blink for one login, a real cost for a
 * script trying thousands of passwords), and the login body carries the answer. It adds to, and
 * does not replace, the captcha after a failure and the rate limits.
 */
export const HUMAN_CHECK_DIFFICULTY_BITS = 12;

export const humanCheckValueSchema = z.object({
  challengeId: z.string(),
  salt: z.string(),
  difficulty: z.number().int().min(1).max(24),
  expiresInSeconds: z.number().int(),
});
export type HumanCheck = z.infer<typeof humanCheckValueSchema>;

export const humanProofSchema = z.object({
  challengeId: z.string().min(1).max(64),
  nonce: z.string().regex(/^\d{1,12}$/),
});
export type HumanProof = z.infer<typeof humanProofSchema>;

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The bytes hashed for a proof; server and browser must agree on them exactly. */
export function proofInput(salt: string, nonce: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${salt}:${nonce}`);
}

export type Sha256 = (data: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>;

const webCryptoSha256: Sha256 = async (data) => new Uint8Array(await crypto.subtle.digest('SHA-256', data));

/**
 * Finds the answer, by default with WebCrypto (Node's globalThis.crypto in tests); a browser page
 * without WebCrypto (plain http off localhost) passes its JavaScript SHA-256 instead.
 */
export async function solveHumanCheck(
  check: Pick<HumanCheck, 'challengeId' | 'salt' | 'difficulty'>,
  sha256: Sha256 = webCryptoSha256,
): Promise<HumanProof> {
  for (let n = 0; ; n++) {
    const nonce = String(n);
    const digest = await sha256(proofInput(check.salt, nonce));
    if (leadingZeroBits(digest) >= check.difficulty) return { challengeId: check.challengeId, nonce };
  }
}
