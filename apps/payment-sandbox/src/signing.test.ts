import { describe, expect, it } from 'vitest';
import { checkSignature, SIGNATURE_HEADER, signatureOf, signedHeaders, TIMESTAMP_HEADER } from './signing';

const SECRET = 'a-shared-secret-for-tests';
const NOW = Date.UTC(2025, 0, 2, 3, 4, 5);

describe('sandbox signing', () => {
  it('is an HMAC-SHA256 in hex over "<timestamp>.<body>", the value the platform checks', () => {
    // Computed independently: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac 'a-shared-secret-for-tests'
    expect(signatureOf(SECRET, '1700000000', '{"a":1}')).toBe(
      '7d4314f56de158cdeb31eed391fac26945bbe5ec2db982c1fbcffa21f95a8899',
    );
    expect(signatureOf(SECRET, '1700000000', Buffer.from('{"a":1}'))).toBe(
      signatureOf(SECRET, '1700000000', '{"a":1}'),
    );
  });

  it('accepts what it signed, within the time window', () => {
    const body = '{"eventId":"evt_1","status":"PAID"}';
    const headers = signedHeaders(SECRET, body, NOW);
    expect(headers[TIMESTAMP_HEADER]).toBe(String(Math.floor(NOW / 1000)));
    expect(checkSignature(SECRET, headers, body, NOW)).toBe('OK');
    expect(checkSignature(SECRET, headers, Buffer.from(body), NOW + 299_000)).toBe('OK');
  });

  it('refuses another body, another secret, a stale or future timestamp and missing headers', () => {
    const body = '{"amount":"10.00"}';
    const headers = signedHeaders(SECRET, body, NOW);
    expect(checkSignature(SECRET, headers, '{"amount":"99.00"}', NOW)).toBe('MISMATCH');
    expect(checkSignature('another-secret-of-16+', headers, body, NOW)).toBe('MISMATCH');
    expect(checkSignature(SECRET, headers, body, NOW + 301_000)).toBe('STALE');
    expect(checkSignature(SECRET, headers, body, NOW - 301_000)).toBe('STALE');
    expect(checkSignature(SECRET, { [TIMESTAMP_HEADER]: headers[TIMESTAMP_HEADER] }, body, NOW)).toBe('MISSING');
    expect(checkSignature(SECRET, { ...headers, [SIGNATURE_HEADER]: 'zz' }, body, NOW)).toBe('MISSING');
    expect(checkSignature(SECRET, { ...headers, [TIMESTAMP_HEADER]: ['1', '2'] }, body, NOW)).toBe('MISSING');
  });

  it('signs the timestamp too: moving it breaks the signature', () => {
    const body = '{}';
    const headers = signedHeaders(SECRET, body, NOW);
    const moved = { ...headers, [TIMESTAMP_HEADER]: String(Number(headers[TIMESTAMP_HEADER]) + 1) };
    expect(checkSignature(SECRET, moved, body, NOW)).toBe('MISMATCH');
  });
});
