import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createTwoFileWebDist } from '../test/two-file-web-dist';

let database: TestDatabase;
let app: FastifyInstance;
let web: Awaited<ReturnType<typeof createTwoFileWebDist>>;
let admin: Awaited<ReturnType<typeof createTwoFileWebDist>>;

beforeAll(async () => {
  web = await createTwoFileWebDist();
  admin = await createTwoFileWebDist();
  database = await createTestDatabase();
  await createTestBrand(database.db);
  app = await buildTestApp(database, { WEB_DIST: web.dir, ADMIN_DIST: admin.dir });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await web?.remove();
  await admin?.remove();
});

it('serves the console at /admin and every page under it (its router shows the page), never cached', async () => {
  const bare = await app.inject({ method: 'GET', url: '/admin' });
  expect(bare.statusCode).toBe(302);
  expect(bare.headers.location).toBe('/admin/');
  for (const url of ['/admin/', '/admin/login', '/admin/finance/withdrawals?status=PAID', '/admin/audit']) {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toContain('<div id="root">');
    expect(res.headers['cache-control'], url).toBe('no-cache');
    // The same security headers as the player site: its CSP, no framing by others.
    expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
  }
});

it("caches the console's hashed assets for a year and answers a missing one 404, not the page", async () => {
  const asset = await app.inject({ method: 'GET', url: '/admin/assets/app-1a2b.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  const missing = await app.inject({ method: 'GET', url: '/admin/assets/gone-9z9z.js' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
});

it('leaves the staff API under /wps/admin to the API', async () => {
  const res = await app.inject({ method: 'GET', url: '/wps/admin/session/me', headers: { accept: 'text/html' } });
  expect(res.json()).toMatchObject({ success: false, code: 'LOGIN_REQUIRED' });
});
