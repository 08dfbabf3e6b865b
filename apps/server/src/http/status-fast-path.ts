import type { IncomingMessage, ServerResponse } from 'node:http';
import { API } from '@platform/contracts/api-paths';
import type { Config } from '../config';
import type { MerchantConfigCache } from '../modules/system/merchant-config-cache';
import { visitorContext } from './request-context';

export type StatusFastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

const PATH = API.systemStatus;

/**
 * GET /wps/system/status is the hottest call there is: every page load asks it before anything
 * else, and blocked or maintenance visitors keep asking. Fastify's routing, reply and hook machinery
 * cost more than the answer itself (bench/, decision 0007), so the HTTP server answers this one call
 * before handing the request to Fastify, with exactly the bytes the Fastify route sends (the same
 * visitor evaluation, the same envelope; web-app.int.test.ts compares them). It only does so when
 * the merchant's configuration is cached; otherwise, and for every other request, it returns false
 * and Fastify takes over: the route stays the reference and serves app.inject in tests.
 */
export function createStatusFastPath(
  config: Pick<Config, 'CLIENT_IP_SOURCE' | 'TRUSTED_PROXY_HOPS'>,
  cache: MerchantConfigCache,
  /** The security headers Fastify's answers carry (security-headers.ts), computed once. */
  securityHeaders: Record<string, string>,
): StatusFastPath {
  // Flat [name, value, ...] as writeHead takes it, content-length last: no object is built or
  // walked per answer, which with a dozen security headers was most of this path's cost.
  const head = [
    ...Object.entries({ ...securityHeaders, 'content-type': 'application/json; charset=utf-8' }).flat(),
    'content-length',
    '',
  ];
  const LENGTH_AT = head.length - 1;
  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || url === undefined || !url.startsWith(PATH)) return false;
    if (url.length !== PATH.length && url.charCodeAt(PATH.length) !== 63 /* ? */) return false;
    const merchant = cache.forHost(request.headers.host);
    if (merchant instanceof Promise) {
      // Fastify asks again and answers the failure (the database unreachable: 503); this load only
      // fills the cache, and its rejection must not end the process as an unhandled one.
      merchant.catch(() => undefined);
      return false;
    }
    if (merchant === undefined) return false;
    const { status, ip } = visitorContext(request, config, merchant);
    // The envelope of statusValueSchema; `ip` is an address checked by isIP, JSON.stringify quotes it.
    const body = `{"success":true,"code":"OK","message":"","value":{"status":${status},"ip":${JSON.stringify(ip)}}}`;
    // Set and read in the same synchronous call: no other answer can see another's length.
    head[LENGTH_AT] = String(Buffer.byteLength(body));
    response.writeHead(200, head);
    response.end(body);
    return true;
  };
}
