import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API } from '@platform/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestCatalogue, CATALOGUE_OF_EVERY_CATEGORY } from '../modules/catalogue/catalogue-test-kit';
import { buildTestApp } from '../test/test-app';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const brand = await createTestBrand(database.db);
  await addTestCatalogue(database.db, brand.id, CATALOGUE_OF_EVERY_CATEGORY);
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const menus = `${API.gameMenus}?language=en`;
const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed answers', () => {
  it('sends an answer over 1 KB compressed to a browser that takes brotli or gzip, the same JSON inside', async () => {
    const plain = await get(menus);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(menus, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get(menus, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const health = await get(API.health, 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ success: true });
  });
});
