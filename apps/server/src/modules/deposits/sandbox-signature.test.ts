import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../../../../payment-sandbox/src/signing';
import { isSandboxSignatureValid, sandboxSignedHeaders } from './sandbox-signature';

const SECRET = 'a-shared-secret-for-tests';
const NOW = Date.UTC(2025, 0, 2, 3, 4, 5);

describe('the sandbox signature, checked on our side', () => {
  it('matches the published example (HMAC-SHA256 hex over "<timestamp>.<body>")', () => {
    const headers = {
      'x-sandbox-timestamp': '1700000000',
      'x-sandbox-signature': '7d4314f56de158cdeb31eed391fac26945bbe5ec2db982c1fbcffa21f95a8899',
    };
    expect(isSandboxSignatureValid(SECRET, headers, Buffer.from('{"a":1}'), 1_700_000_000_000)).toBe(true);
  });

  it('accepts what the sandbox signs, and the sandbox would accept what we sign', () => {
    const body = '{"eventId":"evt_x_paid","status":"PAID","amount":"10.00"}';
    expect(isSandboxSignatureValid(SECRET, signedHeaders(SECRET, body, NOW), Buffer.from(body), NOW)).toBe(true);
    expect(sandboxSignedHeaders(SECRET, body, NOW)).toEqual(signedHeaders(SECRET, body, NOW));
  });

  it('refuses other bytes, another secret, a timestamp five minutes off and malformed headers', () => {
    const body = '{"amount":"10.00"}';
    const headers = sandboxSignedHeaders(SECRET, body, NOW);
    const check = (h: Record<string, string | string[]>, b = body, now = NOW) =>
      isSandboxSignatureValid(SECRET, h, Buffer.from(b), now);
    expect(check(headers)).toBe(true);
    expect(check(headers, '{"amount": "10.00"}')).toBe(false);
    expect(isSandboxSignatureValid('another-secret-16chars', headers, Buffer.from(body), NOW)).toBe(false);
    expect(check(headers, body, NOW + 301_000)).toBe(false);
    expect(check(headers, body, NOW - 301_000)).toBe(false);
    expect(check({ 'x-sandbox-timestamp': headers['x-sandbox-timestamp'] as string })).toBe(false);
    expect(check({ ...headers, 'x-sandbox-signature': ['a', 'b'] })).toBe(false);
    expect(check({ ...headers, 'x-sandbox-signature': 'ABC' })).toBe(false);
  });
});
