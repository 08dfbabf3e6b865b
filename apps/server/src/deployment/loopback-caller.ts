import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { normaliseIp } from '../modules/region/client-ip';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Headers by which a proxy says whom it relays for (whether or not CLIENT_IP_SOURCE trusts them). */
const RELAY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'] as const;

function isLoopbackAddress(address: string): boolean {
  const ip = normaliseIp(address);
  const family = isIP(ip);
  return family !== 0 && LOOPBACK.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the caller sits on this machine: the socket's own peer is a loopback address, and no
 * proxy on this machine relays the call for someone else. Only the socket can say where a call
 * comes from: a header is whatever the caller wrote, so CLIENT_IP_SOURCE plays no part here. A
 * relay header may only name loopback addresses too, or a proxy beside the server would make
 * every visitor local.
 */
export function isLoopbackCaller(request: Pick<FastifyRequest, 'headers' | 'socket'>): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress ?? '')) return false;
  if (request.headers.forwarded !== undefined) return false;
  return RELAY_HEADERS.every((name) => {
    const raw = request.headers[name];
    if (raw === undefined) return true;
    const entries = (Array.isArray(raw) ? raw.join(',') : raw).split(',');
    return entries.every(isLoopbackAddress);
  });
}
