import { API } from '@platform/contracts/api-paths';
import type { GameTile, VendorLane } from '@platform/contracts/lobby';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { addTestCatalogue } from './catalogue-test-kit';
import { LOBBY_CATALOGUE } from './lobby-test-catalogue';

/** A game and a vendor the catalogue names in Arabic too; every other name is English only. */
const OASIS = { nodeId: 1003, en: 'Desert Oasis', ar: 'واحة الصحراء' };
const STUDIO = { code: 'PGE', ar: 'نوفا جيمز' };

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const brand = await createTestBrand(database.db);
  await addTestCatalogue(database.db, brand.id, LOBBY_CATALOGUE);
  await database.db
    .updateTable('catalogue_game')
    .set({ display_name_ar: OASIS.ar })
    .where('merchant_id', '=', brand.id)
    .where('node_id', '=', OASIS.nodeId)
    .execute();
  await database.db
    .updateTable('catalogue_vendor')
    .set({ display_name_ar: STUDIO.ar })
    .where('merchant_id', '=', brand.id)
    .where('vassalage', '=', STUDIO.code)
    .execute();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function value<T>(url: string, query: Record<string, string>): Promise<T> {
  const res = await app.inject({ method: 'GET', url, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

const slotNames = async (language: string) =>
  (await value<{ games: GameTile[] }>(API.gameList, { gameType: 'RNG', vassalage: 'PGE', language })).games.map(
    (g) => g.displayName,
  );

describe('catalogue names per language', () => {
  it('answers an Arabic page with the Arabic name where the catalogue has one, the display name elsewhere', async () => {
    const arabic = await slotNames('ar');
    expect(arabic).toContain(OASIS.ar);
    expect(arabic).not.toContain(OASIS.en);
    // Only named in English: the same name in both languages.
    expect(arabic).toContain('Fortune Dragon');

    const english = await slotNames('en');
    expect(english).toContain(OASIS.en);
    expect(english).not.toContain(OASIS.ar);
  });

  it('caches a page once for both languages, each answer in its own', async () => {
    expect(await slotNames('en')).toContain(OASIS.en);
    expect(await slotNames('ar')).toContain(OASIS.ar);
    expect(await slotNames('en')).toContain(OASIS.en);
  });

  it('names the vendor in the asked language in the lanes and its categories', async () => {
    const studioCard = async (language: string) => {
      const { data } = await value<{ data: { lanes: VendorLane[] } }>(API.gameVendor, { language });
      return data.lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === STUDIO.code);
    };
    expect((await studioCard('ar'))?.displayName).toBe(STUDIO.ar);
    expect((await studioCard('en'))?.displayName).toBe('Nova Games');

    const types = await value<{ displayName: string }>(API.vassalageGameType, { vassalage: 'PGE', language: 'ar' });
    expect(types.displayName).toBe(STUDIO.ar);
  });

  it('finds a game by either of its names', async () => {
    for (const [term, language] of [
      ['واحة', 'ar'],
      ['oasis', 'ar'],
      ['واحة', 'en'],
    ] as const) {
      const found = await value<{ games: GameTile[] }>(API.gameList, { gameType: 'SEARCH', gameName: term, language });
      expect(found.games.map((g) => g.nodeId)).toEqual([OASIS.nodeId]);
    }
  });
});
