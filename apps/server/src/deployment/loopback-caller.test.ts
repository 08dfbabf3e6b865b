import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLoopbackCaller } from './loopback-caller';

const call = (remoteAddress: string | undefined, headers: IncomingHttpHeaders = {}) =>
  isLoopbackCaller({ headers, socket: { remoteAddress } } as Parameters<typeof isLoopbackCaller>[0]);

describe('a caller on the server’s own machine', () => {
  it('is one whose socket peer is a loopback address, IPv4 or IPv6', () => {
    expect(call('127.0.0.1')).toBe(true);
    expect(call('127.8.9.10')).toBe(true);
    expect(call('::1')).toBe(true);
    expect(call('::ffff:127.0.0.1')).toBe(true);
  });

  it('is never one from another address, whatever its headers say', () => {
    expect(call('192.168.1.20')).toBe(false);
    expect(call('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(call('203.0.113.9', { 'x-real-ip': '127.0.0.1' })).toBe(false);
    expect(call('::ffff:10.0.0.5')).toBe(false);
    expect(call(undefined)).toBe(false);
  });

  it('is not one when a proxy on this machine relays the call for a visitor', () => {
    expect(call('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(false);
    expect(call('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toBe(false);
    expect(call('127.0.0.1', { 'x-real-ip': '203.0.113.9' })).toBe(false);
    expect(call('127.0.0.1', { 'cf-connecting-ip': '203.0.113.9' })).toBe(false);
    expect(call('127.0.0.1', { 'true-client-ip': 'nonsense' })).toBe(false);
    expect(call('127.0.0.1', { forwarded: 'for=127.0.0.1' })).toBe(false);
    expect(call('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toBe(true);
  });
});
