import { API } from '@platform/contracts/api-paths';
import { type GameListValue, type GameTile, LOBBY_PAGE_SIZE } from '@platform/contracts/lobby';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { addTestCatalogue } from './catalogue-test-kit';
import { addOtherMerchant, OTHER_GAME_NAME, OTHER_HOST } from './catalogue-test-support';
import { LOBBY_CATALOGUE } from './lobby-test-catalogue';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const brand = await createTestBrand(database.db);
  await addTestCatalogue(database.db, brand.id, LOBBY_CATALOGUE);
  await addOtherMerchant(database.db);
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function list(query: Record<string, string | number>, host?: string) {
  const res = await app.inject({
    method: 'GET',
    url: API.gameList,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: host ? { host } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

async function games(query: Record<string, string | number>): Promise<GameListValue> {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

const ids = (tiles: GameTile[]) => tiles.map((g) => g.nodeId);
const names = (tiles: GameTile[]) => tiles.map((g) => g.displayName);

/** Every page of a list, fetched until the last. */
async function allPages(query: Record<string, string | number>): Promise<GameTile[]> {
  const first = await games({ ...query, pageNo: 1 });
  const rest = [];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) rest.push(...(await games({ ...query, pageNo })).games);
  return [...first.games, ...rest];
}

describe('game list', () => {
  it('pages every listed game 18 at a time, in catalogue order, without overlap', async () => {
    const first = await games({});
    expect(first).toMatchObject({ pageNo: 1, total: 47, totalPages: 3 });
    expect(first.games).toHaveLength(LOBBY_PAGE_SIZE);
    expect(first.games[0]?.displayName).toBe('Fortune Dragon');
    const last = await games({ pageNo: 3 });
    expect(last.games).toHaveLength(47 - 2 * LOBBY_PAGE_SIZE);
    const every = await allPages({});
    expect(new Set(ids(every)).size).toBe(47);
  });

  it('shows a game as its tile: our icon path, flags as 0 or 1, the vendor maintenance', async () => {
    await database.db
      .updateTable('catalogue_vendor')
      .set({ maintenance: true })
      .where('vassalage', '=', 'EVO')
      .execute();
    try {
      const { games: live } = await games({ gameType: 'LIVE', vassalage: 'EVO' });
      const speed = live.find((g) => g.nodeId === 2001);
      expect(speed).toEqual({
        nodeId: 2001,
        nodeName: 'Speed Baccarat',
        displayName: 'Speed Baccarat',
        gameName: 'Speed Baccarat',
        gameCode: 'evo_speed_baccarat',
        vassalage: 'EVO',
        gameType: 'LIVE',
        gameClassify: 'BACCARAT',
        iconUrl: '/lgw/games/icons/game-2001.svg',
        showIcon: 1,
        isHot: 1,
        isNew: 0,
        isGame: 'GAME',
        supportPlay: 1,
        accountTypeName: 'EVO',
        maintenance: true,
      });
      expect(live.every((g) => g.maintenance)).toBe(true);
      const lobby = live.find((g) => g.nodeId === 2007);
      expect(lobby).toMatchObject({ isGame: 'VASSALAGE', gameClassify: null });
      const { games: rng } = await games({ gameType: 'RNG' });
      expect(rng.find((g) => g.nodeId === 1001)).toMatchObject({ supportPlay: 0, maintenance: false });
    } finally {
      await database.db
        .updateTable('catalogue_vendor')
        .set({ maintenance: false })
        .where('vassalage', '=', 'EVO')
        .execute();
    }
  });

  it('lists a category, a vendor of it, and a classify of it', async () => {
    const live = await allPages({ gameType: 'LIVE' });
    expect(live).toHaveLength(10);
    expect(live.every((g) => g.gameType === 'LIVE')).toBe(true);
    expect(ids(await allPages({ gameType: 'LIVE', vassalage: 'ALV' }))).toEqual([2101, 2102, 2103]);
    expect(ids(await allPages({ gameType: 'LIVE', gameClassify: 'ROULETTE' }))).toEqual([2003, 2004, 2103]);
    expect(ids(await allPages({ gameType: 'LIVE', vassalage: 'EVO', gameClassify: 'ROULETTE' }))).toEqual([2003, 2004]);
    // A vendor filter alone lists that vendor's games of every type.
    expect(ids(await allPages({ vassalage: 'SPX' }))).toEqual([4001, 4002, 4003, 4004, 4005, 4051]);
  });

  it('shows e-sport vendors under ESPORTS, keeps them out of SPORTS, and lists in-house RNG as INHOUSE', async () => {
    const esports = await games({ gameType: 'ESPORTS' });
    expect(ids(esports.games)).toEqual([3201, 3301]);
    expect(esports.games.every((g) => g.gameType === 'ESPORTS')).toBe(true);
    expect(ids((await games({ gameType: 'SPORTS' })).games)).toEqual([3001, 3101]);
    const inHouse = await allPages({ gameType: 'INHOUSE' });
    expect(inHouse).toHaveLength(10);
    expect(inHouse.every((g) => g.vassalage === 'PGE' && g.gameType === 'RNG')).toBe(true);
    // An ESPORTS game keeps its lane in the lists of every type.
    const all = await allPages({});
    expect(all.find((g) => g.nodeId === 3201)?.gameType).toBe('ESPORTS');
  });

  it('finds one game by its node id (what a GAME banner starts), and none for an unknown id', async () => {
    expect(ids((await games({ nodeId: 2003 })).games)).toEqual([2003]);
    expect((await games({ nodeId: 999_999 })).games).toEqual([]);
  });

  it('lists hot and new games', async () => {
    const hot = await allPages({ gameType: 'HOT' });
    expect(hot).toHaveLength(13);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    const fresh = await allPages({ gameType: 'NEW' });
    expect(fresh).toHaveLength(12);
    expect(fresh.every((g) => g.isNew === 1)).toBe(true);
  });

  it("lists a category's new games with isNew=1 (a game page's NEW filter), the category's own", async () => {
    const fresh = await allPages({ gameType: 'NEW' });
    for (const gameType of ['RNG', 'INHOUSE', 'LIVE']) {
      const listed = await allPages({ gameType, isNew: '1' });
      const all = await allPages({ gameType });
      expect(listed.every((g) => g.isNew === 1)).toBe(true);
      expect(ids(listed)).toEqual(ids(all.filter((g) => g.isNew === 1)));
    }
    expect((await allPages({ gameType: 'RNG', isNew: '1' })).length).toBeGreaterThan(0);
    // isNew=0 is no filter; the across-categories NEW list is the same with it.
    expect(ids(await allPages({ gameType: 'RNG', isNew: '0' }))).toEqual(ids(await allPages({ gameType: 'RNG' })));
    expect(ids(await allPages({ gameType: 'NEW', isNew: '1' }))).toEqual(ids(fresh));
  });

  it('searches names anywhere, case-insensitively, with the term trimmed', async () => {
    // The studio's European Roulette (PGE, first in the catalogue's order) and ALV's live one.
    expect(names((await games({ gameType: 'SEARCH', gameName: '  ROULETTE ' })).games)).toEqual([
      'European Roulette',
      'Lightning Roulette',
      'Auto Roulette',
      'European Roulette',
    ]);
    expect(names((await games({ gameType: 'SEARCH', gameName: 'dragon' })).games)).toEqual([
      'Fortune Dragon',
      'Dragon Tiger',
      'Dragon Fishing',
    ]);
    // The search spans every category and can still be narrowed to a vendor.
    expect(names((await games({ gameType: 'SEARCH', gameName: 'dragon', vassalage: 'OCK' })).games)).toEqual([
      'Dragon Fishing',
    ]);
    expect((await games({ gameType: 'SEARCH', gameName: 'no such game' })).games).toEqual([]);
  });

  it('matches % and _ literally in a search', async () => {
    await database.db
      .updateTable('catalogue_game')
      .set({ display_name: '100% Wild_Reels' })
      .where('node_id', '=', 4004)
      .execute();
    try {
      expect(names((await games({ gameType: 'SEARCH', gameName: '%' })).games)).toEqual(['100% Wild_Reels']);
      expect(names((await games({ gameType: 'SEARCH', gameName: 'd_r' })).games)).toEqual(['100% Wild_Reels']);
      expect((await games({ gameType: 'SEARCH', gameName: 'D%S' })).games).toEqual([]);
      expect((await games({ gameType: 'SEARCH', gameName: '\\' })).games).toEqual([]);
    } finally {
      await database.db
        .updateTable('catalogue_game')
        .set({ display_name: 'Cherry Blast' })
        .where('node_id', '=', 4004)
        .execute();
    }
  });

  it('answers a page above the last with no games and the real page count', async () => {
    expect(await games({ gameType: 'LIVE', pageNo: 9 })).toEqual({ games: [], pageNo: 9, totalPages: 1, total: 10 });
    expect(await games({ gameType: 'LIVE', vassalage: 'NOPE' })).toEqual({
      games: [],
      pageNo: 1,
      totalPages: 0,
      total: 0,
    });
  });

  it('takes a page size up to 80', async () => {
    const big = await games({ pageSize: 80 });
    expect(big).toMatchObject({ totalPages: 1, total: 47 });
    expect(big.games).toHaveLength(47);
  });

  it('refuses bad parameters with VALIDATION_FAILED', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ gameType: 'SEARCH' }, 'query.gameName'],
      [{ gameType: 'SEARCH', gameName: '   ' }, 'query.gameName'],
      [{ gameType: 'COCKFIGHT' }, 'query.gameType'],
      [{ pageNo: 0 }, 'query.pageNo'],
      [{ pageNo: 'x' }, 'query.pageNo'],
      [{ pageSize: 81 }, 'query.pageSize'],
      [{ vassalage: 'pge; drop' }, 'query.vassalage'],
      [{ gameClassify: 'slot' }, 'query.gameClassify'],
      [{ gameType: 'SEARCH', gameName: 'x'.repeat(101) }, 'query.gameName'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.value.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it("never lists another merchant's games, and lists theirs on their own host", async () => {
    for (const gameType of ['ALL', 'RNG', 'INHOUSE', 'HOT', 'NEW']) {
      expect(names(await allPages({ gameType }))).not.toContain(OTHER_GAME_NAME);
    }
    expect((await games({ gameType: 'SEARCH', gameName: 'other brand' })).games).toEqual([]);
    const theirs = await list({}, OTHER_HOST);
    expect(theirs.body.value).toMatchObject({ total: 1, totalPages: 1 });
    expect(theirs.body.value.games[0]).toMatchObject({ nodeId: 1001, displayName: OTHER_GAME_NAME });
  });

  it('leaves out games of a type the lobby does not know, in lists across categories too', async () => {
    // The other brand also has a COCKFIGHT vendor with a hot, new game: no tile can name that type.
    const queries: Record<string, string>[] = [
      {},
      { gameType: 'HOT' },
      { gameType: 'NEW' },
      { gameType: 'SEARCH', gameName: 'other' },
    ];
    for (const query of queries) {
      const res = await list(query, OTHER_HOST);
      expect(res.status, JSON.stringify(query)).toBe(200);
      expect(res.body.value, JSON.stringify(query)).toMatchObject({ total: 1, totalPages: 1 });
      expect(names(res.body.value.games)).toEqual([OTHER_GAME_NAME]);
    }
    expect((await list({ vassalage: 'CF' }, OTHER_HOST)).body.value).toMatchObject({ games: [], total: 0 });
  });
});
