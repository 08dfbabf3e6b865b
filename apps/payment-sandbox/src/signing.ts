import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the sandbox and the platform prove a request came from the other side: an HMAC-SHA256,
 * with the shared secret, over "<unix seconds>.<raw body>", sent as lower-case hex. The timestamp
 * is signed too, so a captured request cannot be replayed outside the tolerance window, and the
 * raw bytes are signed, so no JSON re-serialisation can change what was agreed.
 */
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** How far a request's timestamp may be from the receiver's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'OK' | 'MISSING' | 'STALE' | 'MISMATCH';

export function signatureOf(secret: string, timestamp: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The two headers to send with `body`, signed now. */
export function signedHeaders(secret: string, body: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signatureOf(secret, timestamp, body) };
}

type Headers = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

export function checkSignature(
  secret: string,
  headers: Headers,
  body: string | Buffer,
  nowMs = Date.now(),
): SignatureCheck {
  const timestamp = single(headers[TIMESTAMP_HEADER]);
  const signature = single(headers[SIGNATURE_HEADER]);
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return 'MISSING';
  }
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'STALE';
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'OK' : 'MISMATCH';
}
