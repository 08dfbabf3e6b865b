import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { inlineSourceHashes } from './inline-source-hashes';

/**
 * The security headers of every answer, the web app's pages and the API alike (decision 0027).
 * One policy for all: the lobby and the studio's game pages are the same index.html, and the
 * status fast path sends the very same headers without Fastify.
 */
export type SecurityPolicy = { helmet: HelmetOptions; permissionsPolicy: string };

/** Whether the site is reached over HTTPS only: the HSTS setting, else PUBLIC_BASE_URL's scheme. */
export function servedOverHttps(config: Pick<Config, 'HSTS' | 'PUBLIC_BASE_URL'>): boolean {
  if (config.HSTS !== undefined) return config.HSTS === 'on';
  return config.PUBLIC_BASE_URL?.startsWith('https://') ?? false;
}

/**
 * Features the site never uses are denied to it and to every frame in it (a vendor's game too).
 * Fullscreen, autoplay and encrypted media are left out: the game popup's frame delegates them to
 * the vendor's origin (its `allow` attribute), which a listed `(self)` allowlist would forbid.
 * Only features Chromium knows (no bluetooth, ambient-light-sensor): an unknown one is an error in
 * the console of every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function securityPolicy(config: Pick<Config, 'HSTS' | 'PUBLIC_BASE_URL' | 'WEB_DIST'>): SecurityPolicy {
  const https = servedOverHttps(config);
  const indexPath = path.join(config.WEB_DIST, 'index.html');
  // The boot script(s) and the boot ring's style in index.html, by hash: no 'unsafe-inline'.
  const inline = existsSync(indexPath)
    ? inlineSourceHashes(readFileSync(indexPath, 'utf8'))
    : { scripts: [], styles: [] };
  return {
    helmet: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...inline.scripts],
          'script-src-attr': ["'none'"],
          // React sets style attributes through the CSSOM, which CSP does not govern: no 'unsafe-inline'.
          'style-src': ["'self'", ...inline.styles],
          // data: for the captcha image and the empty favicon.
          'img-src': ["'self'", 'data:'],
          // data: for the carousel library's icon font, inlined in its stylesheet.
          'font-src': ["'self'", 'data:'],
          // 'self' covers the live socket (ws: or wss: to this host).
          'connect-src': ["'self'"],
          // The studio's pages are ours; vendors' games come from each merchant's catalogue (any
          // host, changed by operators at will), so any http(s) frame: the popup's frame is
          // sandboxed and only frames http(s) launch URLs. Over HTTPS plain http cannot load anyway.
          'frame-src': https ? ["'self'", 'https:'] : ["'self'", 'https:', 'http:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          // Only our own pages may frame ours: the game popup frames the studio's pages.
          'frame-ancestors': ["'self'"],
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      // The payment provider's page opens in a new tab the lobby keeps (then cuts off) a hold on.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Vendors see which site sent a visitor, never the page's path or query (a launch or token).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // A year; not the merchants' other subdomains, which are not ours to pin to HTTPS.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    },
    permissionsPolicy: DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/**
 * Every Fastify answer (routes, static files, not-found and errors) gets the policy's headers: the
 * values helmet computes, computed once (they do not vary by request: no CSP nonces), instead of
 * helmet's plugin building them again for every request.
 */
export async function installSecurityHeaders(app: FastifyInstance, policy: SecurityPolicy): Promise<void> {
  const headers = securityHeaderValues(policy);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The policy's headers as a plain object (lower-case names), computed once by helmet: for every
 * Fastify answer and for answers sent without Fastify (the status fast path).
 */
export function securityHeaderValues(policy: SecurityPolicy): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(policy.helmet)({} as never, collector, () => {});
  headers['permissions-policy'] = policy.permissionsPolicy;
  return headers;
}
