import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.5') =>
  ({ headers, socket: { remoteAddress } }) as unknown as Parameters<typeof clientIp>[0];

describe('client address', () => {
  it('believes no header when no proxy is configured', () => {
    expect(
      clientIp(request({ 'x-forwarded-for': '1.2.3.4' }), { CLIENT_IP_SOURCE: 'socket', TRUSTED_PROXY_HOPS: 1 }),
    ).toBe('10.0.0.5');
  });

  it('unwraps IPv4 addresses seen on a dual-stack socket', () => {
    expect(clientIp(request({}, '::ffff:127.0.0.1'), { CLIENT_IP_SOURCE: 'socket', TRUSTED_PROXY_HOPS: 1 })).toBe(
      '127.0.0.1',
    );
  });

  it('takes from X-Forwarded-For the entry our own proxies added, not what the visitor wrote', () => {
    const spoofed = request({ 'x-forwarded-for': '6.6.6.6, 41.33.0.1' });
    expect(clientIp(spoofed, { CLIENT_IP_SOURCE: 'x-forwarded-for', TRUSTED_PROXY_HOPS: 1 })).toBe('41.33.0.1');
    const twoProxies = request({ 'x-forwarded-for': '6.6.6.6, 41.33.0.1, 172.16.0.9' });
    expect(clientIp(twoProxies, { CLIENT_IP_SOURCE: 'x-forwarded-for', TRUSTED_PROXY_HOPS: 2 })).toBe('41.33.0.1');
  });

  it('falls back to the socket when the header is missing or not an address', () => {
    const config = { CLIENT_IP_SOURCE: 'x-real-ip', TRUSTED_PROXY_HOPS: 1 } as const;
    expect(clientIp(request({}), config)).toBe('10.0.0.5');
    expect(clientIp(request({ 'x-real-ip': 'not-an-ip' }), config)).toBe('10.0.0.5');
    expect(clientIp(request({ 'x-real-ip': '2001:db8::1' }), config)).toBe('2001:db8::1');
  });
});
