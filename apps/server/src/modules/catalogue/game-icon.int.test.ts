import { API, apiPath } from '@platform/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { addTestCatalogue } from './catalogue-test-kit';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const brand = await createTestBrand(database.db, { blockedCountries: ['US'] });
  await addTestCatalogue(database.db, brand.id, {
    vendors: [{ code: 'PGE', name: 'Nova Games', types: ['RNG'] }],
    games: [
      { nodeId: 1001, vendor: 'PGE', type: 'RNG', name: 'Fortune Dragon' },
      { nodeId: 1002, vendor: 'PGE', type: 'RNG' },
      { nodeId: 1003, vendor: 'PGE', type: 'RNG' },
    ],
  });
  app = await buildTestApp(database, { CLIENT_IP_SOURCE: 'x-forwarded-for' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const iconUrl = (key: string) => apiPath(API.gameIcon, { key });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('game icons', () => {
  it('draws a game icon without its name (the web shows it), cacheable', async () => {
    const res = await get(iconUrl('game-1001'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).not.toContain('<text');
    expect(res.body).not.toContain('Fortune Dragon');
    expect(res.body).not.toContain('Nova Games');
    expect(res.body).toContain('stop-color="#336699"');
  });

  it('draws a vendor icon: its mark, without its name', async () => {
    const res = await get(iconUrl('vendor-pge'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).not.toContain('Nova Games');
  });

  it('answers 304 when the browser already has this icon', async () => {
    const first = await get(iconUrl('game-1002'));
    const again = await get(iconUrl('game-1002'), { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never writes catalogue text into the icon, so an entry cannot inject markup', async () => {
    await database.db
      .updateTable('catalogue_game')
      .set({ display_name: `<script>"x" & 'y'`, game_name: `<script>"x" & 'y'` })
      .where('node_id', '=', 1003)
      .execute();
    const res = await get(iconUrl('game-1003'));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('script');
    expect(res.body).not.toContain('"x"');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers an unknown key with the envelope 404', async () => {
    const res = await get(iconUrl('game-999999'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('follows the region rules of every lobby call', async () => {
    const res = await get(iconUrl('game-1001'), { 'x-forwarded-for': '8.8.8.8' });
    expect(res.json()).toMatchObject({ success: false, code: 'REGION_RESTRICTED' });
  });

  it('refuses a malformed key with the envelope 400', async () => {
    for (const key of ['GAME-1', 'game-', 'other-1', 'game-1%3Cb%3E', `game-${'a'.repeat(65)}`]) {
      const res = await get(`/lgw/games/icons/${key}.svg`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json(), key).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});
