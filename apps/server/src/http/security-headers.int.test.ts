import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API } from '@platform/contracts/api-paths';
import { STUDIO_PAGE_PATH } from '@platform/contracts/studio';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { buildTestApp } from '../test/test-app';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The web app's own page, with its boot scripts and boot style: what the hashes must match.
const WEB_INDEX = path.resolve(import.meta.dirname, '../../../web/index.html');
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

let database: TestDatabase;
let dist: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await copyFile(WEB_INDEX, path.join(dist, 'index.html'));
  database = await createTestDatabase();
  await createTestBrand(database.db, { blockedCountries: ['US'] });
  app = await buildTestApp(database, { WEB_DIST: dist, CLIENT_IP_SOURCE: 'x-forwarded-for' });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The content security policy as directive name -> its sources. */
function cspOf(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function securityHeadersOf(headers: Headers | globalThis.Headers): Record<string, string> {
  const get = (name: string) => (headers instanceof globalThis.Headers ? headers.get(name) : headers[name]);
  return Object.fromEntries(
    SECURITY_HEADERS.flatMap((name) => {
      const value = get(name);
      return value === undefined || value === null ? [] : [[name, String(value)]];
    }),
  );
}

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the web app page', () => {
  it('allows its inline boot scripts and style by hash, never by unsafe-inline', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const csp = cspOf(res.headers);
    const html = await readFile(WEB_INDEX, 'utf8');
    const inline = (tag: string) =>
      [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
        (m) =>
          `'sha256-${createHash('sha256')
            .update(m[1] as string)
            .digest('base64')}'`,
      );
    expect(inline('script')).toHaveLength(2);
    expect(csp.get('script-src')).toEqual(["'self'", ...inline('script')]);
    expect(csp.get('style-src')).toEqual(["'self'", ...inline('style')]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('cannot be framed by other sites, and may frame the studio and the vendors', async () => {
    const csp = cspOf((await page('/')).headers);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https:', 'http:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('sends the other protections, and no HSTS when the site is plain http', async () => {
    const res = await page('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    // Delegated by the game popup's frame to the vendor's game: not restricted.
    expect(permissions).not.toMatch(/fullscreen|autoplay|encrypted-media/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(res.headers).has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets the game popup frame a studio game page, and only our own site', async () => {
    const res = await page(`${STUDIO_PAGE_PATH}/slot?launch=abc`);
    expect(res.statusCode).toBe(200);
    expect(cspOf(res.headers).get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same headers with the not-found page and the static files', async () => {
    const reference = securityHeadersOf((await page('/')).headers);
    expect(securityHeadersOf((await page('/no-such-page')).headers)).toEqual(reference);
    expect(securityHeadersOf((await app.inject({ method: 'GET', url: '/index.html' })).headers)).toEqual(reference);
  });
});

describe('the API', () => {
  it('answers with the same headers, refusals and errors included', async () => {
    const reference = securityHeadersOf((await page('/')).headers);
    const permission = await app.inject({ method: 'GET', url: API.permission });
    expect(permission.statusCode).toBe(200);
    expect(securityHeadersOf(permission.headers)).toEqual(reference);
    const unknown = await app.inject({ method: 'GET', url: '/lgw/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(securityHeadersOf(unknown.headers)).toEqual(reference);
    // A visitor from a blocked region (the test brand blocks the US) is refused by a hook.
    const blocked = await app.inject({ method: 'GET', url: API.whitelabel, headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(blocked.json()).toMatchObject({ success: false });
    expect(securityHeadersOf(blocked.headers)).toEqual(reference);
  });

  it('answers the status call before Fastify with exactly the headers of Fastify route', async () => {
    const overSocket = await fetch(`${base}${API.systemStatus}`);
    const throughRoute = await app.inject({ method: 'GET', url: API.systemStatus });
    expect(overSocket.status).toBe(200);
    const sent = securityHeadersOf(overSocket.headers);
    expect(sent).toEqual(securityHeadersOf(throughRoute.headers));
    expect(Object.keys(sent)).toContain('content-security-policy');
  });
});

describe('HSTS', () => {
  async function headersWith(settings: Partial<Record<keyof Config, string>>) {
    const other = await buildTestApp(database, { WEB_DIST: dist, ...settings });
    try {
      const res = await other.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      return { hsts: res.headers['strict-transport-security'], csp: cspOf(res.headers) };
    } finally {
      await other.close();
    }
  }

  it('is sent, with insecure requests upgraded, when the setting is on', async () => {
    const { hsts, csp } = await headersWith({ HSTS: 'on' });
    expect(hsts).toBe('max-age=31536000');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https:']);
  });

  it('follows an https public address unless the setting says off', async () => {
    expect((await headersWith({ PUBLIC_BASE_URL: 'https://play.example.com' })).hsts).toBe('max-age=31536000');
    expect((await headersWith({ PUBLIC_BASE_URL: 'https://play.example.com', HSTS: 'off' })).hsts).toBeUndefined();
  });
});
