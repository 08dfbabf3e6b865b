import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The payment sandbox's signature scheme, implemented on our side as for any third-party provider
 * (we share no code with a provider): HMAC-SHA256 with the shared secret over
 * "<unix seconds>.<raw body>", lower-case hex, in two headers. A timestamp more than five minutes
 * off is refused, so a captured callback cannot be replayed later (and a replay inside the window
 * is harmless: crediting is idempotent).
 */
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: string, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export function sandboxSignedHeaders(secret: string, body: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { [SANDBOX_TIMESTAMP_HEADER]: timestamp, [SANDBOX_SIGNATURE_HEADER]: hmac(secret, timestamp, body) };
}

export function isSandboxSignatureValid(
  secret: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
  nowMs = Date.now(),
): boolean {
  const timestamp = headers[SANDBOX_TIMESTAMP_HEADER];
  const signature = headers[SANDBOX_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, timestamp, body), 'hex'), Buffer.from(signature, 'hex'));
}
