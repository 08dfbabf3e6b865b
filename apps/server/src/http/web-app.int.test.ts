import { WEB_ROUTES } from '@platform/contracts/web-routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createTwoFileWebDist } from '../test/two-file-web-dist';

let database: TestDatabase;
let app: FastifyInstance;
let dist: Awaited<ReturnType<typeof createTwoFileWebDist>>;

beforeAll(async () => {
  dist = await createTwoFileWebDist();
  database = await createTestDatabase();
  await createTestBrand(database.db);
  app = await buildTestApp(database, { WEB_DIST: dist.dir });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await dist?.remove();
});

it('serves the web app for every route of the spec (history mode), never cached', async () => {
  for (const route of WEB_ROUTES) {
    const res = await app.inject({ method: 'GET', url: route.path, headers: { accept: 'text/html' } });
    expect(res.statusCode, route.path).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  const withQuery = await app.inject({ method: 'GET', url: '/register?referralCode=AB12' });
  expect(withQuery.statusCode).toBe(200);
});

it('caches hashed assets for a year', async () => {
  const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('immutable');
});

it('answers an unknown page with the app and 404, and an unknown API path with the envelope', async () => {
  const page = await app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(404);
  expect(page.body).toContain('<div id="root">');
  const api = await app.inject({ method: 'GET', url: '/lgw/no-such-call', headers: { accept: 'text/html' } });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
});
