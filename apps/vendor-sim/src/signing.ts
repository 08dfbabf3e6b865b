import { createHmac, timingSafeEqual } from 'node:crypto';
import { signedPayload, VENDOR_HEADERS, VENDOR_WALLET_LIMITS } from '@platform/contracts/vendor-wallet';

/**
 * The vendor wallet protocol's signature, implemented here as a third-party vendor would from the
 * protocol document (only the header names and the canonical string come from the contracts):
 * lower-case hex HMAC-SHA256(secret, `${timestamp}.${path}.${rawBody}`), path without its query.
 * The same scheme signs our calls to the platform and checks the platform's calls to us.
 */

export type SignatureCheck = 'OK' | 'MISSING' | 'STALE' | 'MISMATCH';

export function signatureOf(secret: string, timestamp: string, path: string, rawBody: string | Buffer): string {
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  return createHmac('sha256', secret)
    .update(signedPayload(timestamp, path, body))
    .digest('hex');
}

/** The three headers of a call to `path` with `rawBody`, signed at `nowMs`. */
export function signedHeaders(
  secret: string,
  vendor: string,
  path: string,
  rawBody: string,
  nowMs = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [VENDOR_HEADERS.vendor]: vendor,
    [VENDOR_HEADERS.timestamp]: timestamp,
    [VENDOR_HEADERS.signature]: signatureOf(secret, timestamp, path, rawBody),
  };
}

type Headers = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

/** The vendor code a call names, when it names exactly one well-formed code. */
export function vendorCodeOf(headers: Headers): string | undefined {
  const code = single(headers[VENDOR_HEADERS.vendor]);
  return code && /^[A-Z0-9_]{1,32}$/.test(code) ? code : undefined;
}

/** Checks a call the platform made to `path` (the path as received, without its query). */
export function checkSignature(
  secret: string,
  headers: Headers,
  path: string,
  rawBody: string | Buffer,
  nowMs = Date.now(),
): SignatureCheck {
  const timestamp = single(headers[VENDOR_HEADERS.timestamp]);
  const signature = single(headers[VENDOR_HEADERS.signature]);
  if (!vendorCodeOf(headers) || !timestamp || !signature) return 'MISSING';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'MISSING';
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > VENDOR_WALLET_LIMITS.timestampToleranceSeconds) return 'STALE';
  const expected = Buffer.from(signatureOf(secret, timestamp, path, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'OK' : 'MISMATCH';
}
