import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** `::ffff:1.2.3.4` is how an IPv4 client looks on a dual-stack socket; the rules speak IPv4. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The visitor's address. Behind a proxy only the configured header is believed, and of
 * X-Forwarded-For only the entry our own proxies added (TRUSTED_PROXY_HOPS from the end), so a
 * visitor cannot pick their own address. A missing or malformed header falls back to the socket.
 */
export function clientIp(
  request: Pick<FastifyRequest, 'headers' | 'socket'>,
  config: Pick<Config, 'CLIENT_IP_SOURCE' | 'TRUSTED_PROXY_HOPS'>,
): string {
  const socketIp = normaliseIp(request.socket.remoteAddress ?? '');
  if (config.CLIENT_IP_SOURCE === 'socket') return socketIp;
  const raw = request.headers[config.CLIENT_IP_SOURCE];
  const header = Array.isArray(raw) ? raw.join(',') : raw;
  if (!header) return socketIp;
  let candidate = header;
  if (config.CLIENT_IP_SOURCE === 'x-forwarded-for') {
    const hops = header.split(',').map((s) => s.trim());
    candidate = hops[hops.length - config.TRUSTED_PROXY_HOPS] ?? '';
  }
  const ip = normaliseIp(candidate);
  return isIP(ip) ? ip : socketIp;
}
