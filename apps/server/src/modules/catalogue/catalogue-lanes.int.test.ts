import { API } from '@platform/contracts/api-paths';
import { type GameTile, prizeModeOf, type VendorLane } from '@platform/contracts/lobby';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { addTestCatalogue } from './catalogue-test-kit';
import { addOtherMerchant, OTHER_GAME_NAME, OTHER_HOST } from './catalogue-test-support';
import { LOBBY_CATALOGUE } from './lobby-test-catalogue';

let database: TestDatabase;
let app: FastifyInstance;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
  await addTestCatalogue(database.db, merchantId, LOBBY_CATALOGUE);
  await addOtherMerchant(database.db);
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

afterEach(async () => {
  vi.useRealTimers();
  await database.db.updateTable('catalogue_vendor').set({ maintenance: false }).execute();
});

async function get(url: string, query: Record<string, string> = {}, host?: string) {
  const res = await app.inject({ method: 'GET', url, query, headers: host ? { host } : {} });
  return { status: res.statusCode, body: res.json() };
}

async function value(url: string, query: Record<string, string> = {}, host?: string) {
  const res = await get(url, query, host);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

const lanesOf = async (host?: string): Promise<VendorLane[]> => (await value(API.gameVendor, {}, host)).data.lanes;
const vendorsOf = (lanes: VendorLane[], title: string) =>
  lanes.find((l) => l.title === title)?.cards.map((c) => c.vassalage);

describe('game menus', () => {
  it('lists the categories in the spec order, INHOUSE first, e-sport vendors under ESPORTS, each with its vendors', async () => {
    const { menus } = await value(API.gameMenus);
    expect(menus.map((m: { gameType: string }) => m.gameType)).toEqual([
      'INHOUSE',
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    const vendors = (type: string) =>
      menus
        .find((m: { gameType: string }) => m.gameType === type)
        .vendors.map((v: { vassalage: string }) => v.vassalage);
    expect(vendors('SPORTS')).toEqual(['SABA', 'UGS']);
    expect(vendors('ESPORTS')).toEqual(['IA', 'TF']);
    expect(vendors('RNG')).toEqual(['PGE', 'SPX']);
    expect(vendors('INHOUSE')).toEqual(['PGE']);
    expect(menus[8].vendors[0]).toEqual({
      vassalage: 'IA',
      displayName: 'IA Esports',
      gameType: 'ESPORTS',
      lagerIcon: '/lgw/games/icons/vendor-ia.svg',
      maintenance: false,
    });
  });

  it('leaves out a category without vendors, and follows the merchant type order inside a category', async () => {
    await database.db
      .updateTable('catalogue_vendor_game_type')
      .set({ sort: 100 })
      .where('vassalage', '=', 'EVO')
      .execute();
    // PVP loses its only vendor card: its games go with it (they need the card).
    const pvp = await database.db.selectFrom('catalogue_game').selectAll().where('game_type', '=', 'PVP').execute();
    await database.db.deleteFrom('catalogue_game').where('game_type', '=', 'PVP').execute();
    await database.db.deleteFrom('catalogue_vendor_game_type').where('game_type', '=', 'PVP').execute();
    try {
      const { menus } = await value(API.gameMenus);
      expect(menus.map((m: { gameType: string }) => m.gameType)).not.toContain('PVP');
      expect(
        menus
          .find((m: { gameType: string }) => m.gameType === 'LIVE')
          .vendors.map((v: { vassalage: string }) => v.vassalage),
      ).toEqual(['ALV', 'EVO']);
      expect(vendorsOf(await lanesOf(), 'PVP')).toBeUndefined();
    } finally {
      await database.db
        .updateTable('catalogue_vendor_game_type')
        .set({ sort: 1 })
        .where('vassalage', '=', 'EVO')
        .execute();
      await database.db
        .insertInto('catalogue_vendor_game_type')
        .values({ merchant_id: merchantId, vassalage: 'KGP', game_type: 'PVP', sort: 6 })
        .execute();
      await database.db
        .insertInto('catalogue_game')
        .values(pvp.map(({ id: _id, ...game }) => game))
        .execute();
    }
  });

  it('shows a vendor under maintenance as such', async () => {
    await database.db
      .updateTable('catalogue_vendor')
      .set({ maintenance: true })
      .where('vassalage', '=', 'KGP')
      .execute();
    const { menus } = await value(API.gameMenus);
    expect(menus.find((m: { gameType: string }) => m.gameType === 'PVP').vendors[0]).toMatchObject({
      vassalage: 'KGP',
      maintenance: true,
    });
    const lanes = await lanesOf();
    expect(lanes.find((l) => l.title === 'PVP')?.cards[0]?.maintenance).toBe(true);
  });
});

describe('game vendor lanes', () => {
  it('puts INHOUSE first and ESPORTS last, and moves the e-sport vendors out of SPORTS', async () => {
    const lanes = await lanesOf();
    expect(lanes.map((l) => l.title)).toEqual([
      'INHOUSE',
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    expect(vendorsOf(lanes, 'INHOUSE')).toEqual(['PGE']);
    // The in-house vendor stays among the RNG vendors too.
    expect(vendorsOf(lanes, 'RNG')).toEqual(['PGE', 'SPX']);
    expect(vendorsOf(lanes, 'SPORTS')).toEqual(['SABA', 'UGS']);
    expect(vendorsOf(lanes, 'ESPORTS')).toEqual(['IA', 'TF']);
    expect(lanes.at(-1)?.cards.every((c) => c.gameType === 'ESPORTS')).toBe(true);
    // The ELOTT lottery card sets the prize mode (spec 4.9).
    expect(prizeModeOf(lanes)).toBe('ELOTT');
  });

  it('lists per lane the classifies that have games, each with the vendors having games of it', async () => {
    const lanes = await lanesOf();
    expect(lanes.find((l) => l.title === 'RNG')?.gameClassify).toEqual([
      { gameClassify: 'SLOT', displayName: 'Slots', vendors: ['PGE', 'SPX'] },
      { gameClassify: 'TABLE', displayName: 'Table games', vendors: ['PGE', 'SPX'] },
      { gameClassify: 'ARCADE', displayName: 'Arcade', vendors: ['PGE'] },
    ]);
    expect(lanes.find((l) => l.title === 'LIVE')?.gameClassify.map((c) => c.gameClassify)).toEqual([
      'BACCARAT',
      'ROULETTE',
      'BLACKJACK',
      'DICE',
    ]);
    expect(lanes.find((l) => l.title === 'SPORTS')?.gameClassify).toEqual([]);
  });

  it('refuses another platform', async () => {
    const res = await get(API.gameVendor, { platform: 'flash' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('vassalage game type', () => {
  it('lists the categories a vendor serves, an e-sport vendor under ESPORTS', async () => {
    expect(await value(API.vassalageGameType, { vassalage: 'PGE' })).toEqual({
      vassalage: 'PGE',
      displayName: 'Nova Games',
      gameTypes: ['FISH', 'RNG'],
    });
    expect((await value(API.vassalageGameType, { vassalage: 'TF' })).gameTypes).toEqual(['ESPORTS']);
    expect((await value(API.vassalageGameType, { vassalage: 'SABA' })).gameTypes).toEqual(['SPORTS']);
  });

  it('answers an unknown vendor with VENDOR_NOT_FOUND and a malformed one with VALIDATION_FAILED', async () => {
    expect(await get(API.vassalageGameType, { vassalage: 'NOPE' })).toMatchObject({
      status: 404,
      body: { success: false, code: 'VENDOR_NOT_FOUND' },
    });
    expect((await get(API.vassalageGameType, {})).body.code).toBe('VALIDATION_FAILED');
    expect((await get(API.vassalageGameType, { vassalage: 'pge' })).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('hot games', () => {
  const hotIds = async (query: Record<string, string> = {}) =>
    ((await value(API.hotGames, query)).list as GameTile[]).map((g) => g.nodeId);
  /**
   * Changes the row without the `catalogue_changed` notification a catalogue write sends (its
   * trigger is off for this transaction), so that only the list's age and the refresh flag can
   * bring the change to the lobby.
   */
  const setHot = (nodeId: number, isHot: boolean) =>
    database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .updateTable('catalogue_game')
        .set({ is_hot: isHot })
        .where('merchant_id', '=', merchantId)
        .where('node_id', '=', nodeId)
        .execute();
    });

  it('lists the hot games in catalogue order, by category or vendor', async () => {
    expect(await hotIds({ gameType: 'LIVE' })).toEqual([2001, 2003, 2102]);
    expect(await hotIds({ gameType: 'LIVE', vassalage: 'ALV' })).toEqual([2102]);
    expect(await hotIds({ gameType: 'SPORTS' })).toEqual([3001]);
    expect(await hotIds({ gameType: 'ESPORTS' })).toEqual([]);
    const all = (await value(API.hotGames)).list as GameTile[];
    expect(all).toHaveLength(13);
    expect(all.every((g) => g.isHot === 1)).toBe(true);
  });

  it('serves its cached list until refreshed, and a refresh at most once per 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const query = { gameType: 'FISH' };
    expect(await hotIds(query)).toEqual([5001]);
    await setHot(5002, true);
    try {
      expect(await hotIds(query)).toEqual([5001]);
      // Built moments ago: the refresh flag alone cannot make the server query again.
      expect(await hotIds({ ...query, refresh: 'true' })).toEqual([5001]);
      vi.setSystemTime(Date.now() + 5_000);
      expect(await hotIds({ ...query, refresh: 'true' })).toEqual([5001, 5002]);
      await setHot(5002, false);
      vi.setSystemTime(Date.now() + 1_000);
      expect(await hotIds({ ...query, refresh: 'true' })).toEqual([5001, 5002]);
      // Without a refresh the list ages out after 60 s.
      vi.setSystemTime(Date.now() + 60_000);
      expect(await hotIds(query)).toEqual([5001]);
    } finally {
      await setHot(5002, false);
    }
  });

  it('refuses a bad refresh flag or category', async () => {
    expect((await get(API.hotGames, { refresh: 'yes' })).body.code).toBe('VALIDATION_FAILED');
    expect((await get(API.hotGames, { gameType: 'HOT' })).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('another merchant', () => {
  it("never sees our brand's catalogue, nor our brand theirs; types the lobby does not know stay out", async () => {
    const theirs = await lanesOf(OTHER_HOST);
    expect(theirs.map((l) => l.title)).toEqual(['RNG']);
    expect(theirs[0]?.cards).toEqual([
      {
        vassalage: 'PGE',
        displayName: 'Other Studio',
        gameType: 'RNG',
        lagerIcon: '/lgw/games/icons/vendor-pge.svg',
        maintenance: false,
      },
    ]);
    expect((await value(API.gameMenus, {}, OTHER_HOST)).menus.map((m: { gameType: string }) => m.gameType)).toEqual([
      'RNG',
    ]);
    expect((await value(API.hotGames, {}, OTHER_HOST)).list.map((g: GameTile) => g.displayName)).toEqual([
      OTHER_GAME_NAME,
    ]);
    expect(await value(API.vassalageGameType, { vassalage: 'PGE' }, OTHER_HOST)).toEqual({
      vassalage: 'PGE',
      displayName: 'Other Studio',
      gameTypes: ['RNG'],
    });
    expect((await get(API.vassalageGameType, { vassalage: 'EVO' }, OTHER_HOST)).status).toBe(404);
    // Their COCKFIGHT vendor serves no category the lobby knows: no menu, lane or hot game shows it.
    expect((await value(API.vassalageGameType, { vassalage: 'CF' }, OTHER_HOST)).gameTypes).toEqual([]);

    const ours = (await value(API.hotGames)).list as GameTile[];
    expect(ours.map((g) => g.displayName)).not.toContain(OTHER_GAME_NAME);
    expect(vendorsOf(await lanesOf(), 'RNG')).toEqual(['PGE', 'SPX']);
    expect((await lanesOf()).flatMap((l) => l.cards).map((c) => c.displayName)).not.toContain('Other Studio');
  });
});
