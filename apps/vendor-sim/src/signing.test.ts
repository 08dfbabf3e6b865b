import { describe, expect, it } from 'vitest';
import { checkSignature, signatureOf, signedHeaders, vendorCodeOf } from './signing';

const SECRET = 'vendor-sim-test-secret-0123456789abcdef';
const NOW = Date.UTC(2025, 0, 2, 3, 4, 5);
const PATH = '/api/transfer';

describe('vendor wallet signing', () => {
  it('is an HMAC-SHA256 in hex over "<timestamp>.<path>.<body>", as the protocol document says', () => {
    // Computed independently:
    // printf '1700000000./wps/vendor-wallet/SPX/debit.{"a":1}' | openssl dgst -sha256 -hmac '<SECRET>'
    expect(signatureOf(SECRET, '1700000000', '/wps/vendor-wallet/SPX/debit', '{"a":1}')).toBe(
      '57abb71097cee1ab82dadb3759679156dffbba4c3de68af742eef485c6f71f66',
    );
    expect(signatureOf(SECRET, '1', PATH, Buffer.from('{}'))).toBe(signatureOf(SECRET, '1', PATH, '{}'));
  });

  it('sends the vendor code, the timestamp in seconds and the signature, and accepts what it signed', () => {
    const body = '{"transferId":"t1"}';
    const headers = signedHeaders(SECRET, 'EVO', PATH, body, NOW);
    expect(headers).toEqual({
      'x-vendor-code': 'EVO',
      'x-vendor-timestamp': String(Math.floor(NOW / 1000)),
      'x-vendor-signature': signatureOf(SECRET, String(Math.floor(NOW / 1000)), PATH, body),
    });
    expect(checkSignature(SECRET, headers, PATH, body, NOW)).toBe('OK');
    expect(checkSignature(SECRET, headers, PATH, Buffer.from(body), NOW + 299_000)).toBe('OK');
    expect(vendorCodeOf(headers)).toBe('EVO');
  });

  it('refuses another body, path or secret, a stale or future timestamp, and missing headers', () => {
    const body = '{"amount":"10.00"}';
    const headers = signedHeaders(SECRET, 'EVO', PATH, body, NOW);
    expect(checkSignature(SECRET, headers, PATH, '{"amount":"99.00"}', NOW)).toBe('MISMATCH');
    // A signed transfer cannot be replayed as another call.
    expect(checkSignature(SECRET, headers, '/api/balance', body, NOW)).toBe('MISMATCH');
    expect(checkSignature('another-secret-of-at-least-32-chars!', headers, PATH, body, NOW)).toBe('MISMATCH');
    expect(checkSignature(SECRET, headers, PATH, body, NOW + 301_000)).toBe('STALE');
    expect(checkSignature(SECRET, headers, PATH, body, NOW - 301_000)).toBe('STALE');
    expect(checkSignature(SECRET, { ...headers, 'x-vendor-code': undefined }, PATH, body, NOW)).toBe('MISSING');
    expect(checkSignature(SECRET, { ...headers, 'x-vendor-code': 'evo' }, PATH, body, NOW)).toBe('MISSING');
    expect(checkSignature(SECRET, { ...headers, 'x-vendor-signature': 'zz' }, PATH, body, NOW)).toBe('MISSING');
    expect(checkSignature(SECRET, { ...headers, 'x-vendor-timestamp': ['1', '2'] }, PATH, body, NOW)).toBe('MISSING');
  });

  it('signs the timestamp too: moving it breaks the signature', () => {
    const headers = signedHeaders(SECRET, 'EVO', PATH, '{}', NOW);
    const moved = { ...headers, 'x-vendor-timestamp': String(Number(headers['x-vendor-timestamp']) + 1) };
    expect(checkSignature(SECRET, moved, PATH, '{}', NOW)).toBe('MISMATCH');
  });
});
