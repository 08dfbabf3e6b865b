import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { signedPayload, VENDOR_HEADERS, VENDOR_WALLET_LIMITS } from '@platform/contracts/vendor-wallet';

/**
 * Our side of the vendor signing scheme (contracts/vendor-wallet.ts): lower-case hex
 * HMAC-SHA256(secret, `${timestamp}.${path}.${rawBody}`), used for the callbacks vendors send us and
 * for the calls we send them (transfer mode). A vendor implements the same from the protocol text;
 * no code is shared with one.
 */
export function vendorSignature(secret: string, timestamp: string, path: string, rawBody: string | Buffer): string {
  // The prefix from the contracts' builder, then the body's bytes as they came (no re-encoding).
  return createHmac('sha256', secret)
    .update(signedPayload(timestamp, path, ''))
    .update(rawBody)
    .digest('hex');
}

/** The three headers of a signed request from us to a vendor (or, in tests, from a vendor to us). */
export function signedVendorHeaders(
  vendor: string,
  secret: string,
  path: string,
  rawBody: string,
  nowMs = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [VENDOR_HEADERS.vendor]: vendor,
    [VENDOR_HEADERS.timestamp]: timestamp,
    [VENDOR_HEADERS.signature]: vendorSignature(secret, timestamp, path, rawBody),
  };
}

/**
 * Whether a request carries a valid signature of `vendor` over exactly these bytes and this path,
 * made within the tolerance window. Every failure reads the same to the caller (SIGNATURE_INVALID).
 */
export function isVendorSignatureValid(
  vendor: string,
  secret: string,
  headers: IncomingHttpHeaders,
  path: string,
  rawBody: Buffer,
  nowMs = Date.now(),
): boolean {
  const code = headers[VENDOR_HEADERS.vendor];
  const timestamp = headers[VENDOR_HEADERS.timestamp];
  const signature = headers[VENDOR_HEADERS.signature];
  if (code !== vendor) return false;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > VENDOR_WALLET_LIMITS.timestampToleranceSeconds) return false;
  const expected = Buffer.from(vendorSignature(secret, timestamp, path, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
