import { describe, expect, it } from 'vitest';
import { isVendorSignatureValid, signedVendorHeaders, vendorSignature } from './vendor-signature';

// The worked example of docs/vendor-wallet-protocol.md: if this changes, the document is wrong.
const SECRET = 'vendor-sim-development-secret-0123456789';
const TIMESTAMP = '1767225600';
const PATH = '/wps/vendor-wallet/SPX/debit';
const BODY =
  '{"sessionId":"kq3W2oVJm1lT8vXnB0cR5yZ7aDfHgJkLmNpQrStUvWx","playerId":"Qm9uZ2FyLXBsYXllci0x",' +
  '"transactionId":"d-1001","roundId":"r-77","gameCode":"spx_wild_safari","amount":"10.00"}';
const EXAMPLE_SIGNATURE = '2d4b78e95f7ae6bbacba683a22a96a636bb7c8b78e650226ed04ee77d352ddfe';

describe('vendor signatures', () => {
  it('computes the documented example', () => {
    expect(vendorSignature(SECRET, TIMESTAMP, PATH, BODY)).toBe(EXAMPLE_SIGNATURE);
    expect(vendorSignature(SECRET, TIMESTAMP, PATH, Buffer.from(BODY))).toBe(EXAMPLE_SIGNATURE);
  });

  it('accepts its own headers within five minutes, for that path, body and vendor only', () => {
    const now = Number(TIMESTAMP) * 1000;
    const headers = signedVendorHeaders('SPX', SECRET, PATH, BODY, now);
    expect(headers).toEqual({
      'x-vendor-code': 'SPX',
      'x-vendor-timestamp': TIMESTAMP,
      'x-vendor-signature': EXAMPLE_SIGNATURE,
    });
    const body = Buffer.from(BODY);
    expect(isVendorSignatureValid('SPX', SECRET, headers, PATH, body, now + 300_000)).toBe(true);
    expect(isVendorSignatureValid('SPX', SECRET, headers, PATH, body, now + 301_000)).toBe(false);
    expect(isVendorSignatureValid('SPX', SECRET, headers, PATH, body, now - 301_000)).toBe(false);
    expect(isVendorSignatureValid('SPX', SECRET, headers, '/wps/vendor-wallet/SPX/credit', body, now)).toBe(false);
    expect(isVendorSignatureValid('SPX', SECRET, headers, PATH, Buffer.from(`${BODY} `), now)).toBe(false);
    expect(isVendorSignatureValid('OCK', SECRET, headers, PATH, body, now)).toBe(false);
    expect(isVendorSignatureValid('SPX', `${SECRET}x`, headers, PATH, body, now)).toBe(false);
    const upper = { ...headers, 'x-vendor-signature': EXAMPLE_SIGNATURE.toUpperCase() };
    expect(isVendorSignatureValid('SPX', SECRET, upper, PATH, body, now)).toBe(false);
  });
});
