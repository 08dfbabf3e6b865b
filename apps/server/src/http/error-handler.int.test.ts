import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTestBrand(database.db);
  app = await buildTestApp(database);
  app.get('/wps/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('secret detail at /srv/app/internal.ts:42');
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('answers an unexpected failure with INTERNAL_ERROR and no details or stack', async () => {
  const res = await app.inject({ method: 'GET', url: '/wps/test/explode' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ success: false, code: 'INTERNAL_ERROR', message: 'INTERNAL_ERROR', value: null });
  expect(res.body).not.toMatch(/secret|stack|internal\.ts/);
});

it('answers MERCHANT_NOT_FOUND when no merchant is configured for the request', async () => {
  const bare = await buildTestApp(database, { MERCHANT_CODE: 'NOBODY' });
  const res = await bare.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'elsewhere.test' } });
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe('MERCHANT_NOT_FOUND');
  await bare.close();
});
