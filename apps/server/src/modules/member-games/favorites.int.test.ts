import { API, apiPath } from '@platform/contracts/api-paths';
import { MAX_FAVORITES } from '@platform/contracts/lobby';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/catalogue-generator';
import { type MemberGamesKit, startMemberGamesKit } from './member-games-test-kit';

let kit: MemberGamesKit;

const ids = (token: string | null) => kit.call({ method: 'GET', url: API.favoriteIds, token });
const list = (token: string | null, query = '') =>
  kit.call({ method: 'GET', url: `${API.favoriteList}${query}`, token });
const add = (token: string | null, body: object) => kit.call({ method: 'POST', url: API.favoriteAdd, body, token });
const remove = (token: string | null, nodeId: number | string) =>
  kit.call({ method: 'DELETE', url: apiPath(API.favoriteRemove, { nodeId: String(nodeId) }), token });
const names = (res: { body: { value: { content: { displayName: string }[] } } }) =>
  res.body.value.content.map((g) => g.displayName);

beforeAll(async () => {
  kit = await startMemberGamesKit();
});

afterAll(async () => {
  await kit?.close();
});

describe('favourites', () => {
  it('adds games newest first; adding twice keeps one; ids and list follow', async () => {
    expect((await ids(kit.memberToken)).body.value).toEqual({ favGameIds: [] });
    expect((await list(kit.memberToken)).body.value).toEqual({ content: [], pageNum: 1, totalPages: 0 });

    expect(await add(kit.memberToken, { nodeId: 1001 })).toMatchObject({
      status: 200,
      body: { success: true, value: { nodeId: 1001, favorite: true } },
    });
    // The V2 payload with the game's own vendor and lane category (IA is an e-sport vendor).
    expect((await add(kit.memberToken, { nodeId: 3201, vendor: 'IA', gameType: 'ESPORTS' })).status).toBe(200);
    expect((await add(kit.memberToken, { nodeId: 2001, vendor: 'EVO', gameType: 'LIVE' })).status).toBe(200);
    const again = await add(kit.memberToken, { nodeId: 1001 });
    expect(again).toMatchObject({ status: 200, body: { value: { nodeId: 1001, favorite: true } } });

    expect((await ids(kit.memberToken)).body.value.favGameIds).toEqual([2001, 3201, 1001]);
    const all = await list(kit.memberToken);
    expect(all.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(names(all)).toEqual(['Speed Baccarat', 'IA Esports Arena', 'Fortune Dragon']);
    expect(all.body.value.content[2]).toMatchObject({
      nodeId: 1001,
      vassalage: 'PGE',
      gameType: 'RNG',
      iconUrl: '/lgw/games/icons/game-1001.svg',
      supportPlay: 0,
      maintenance: false,
    });
    // The agent's favourites are its own.
    expect((await ids(kit.agentToken)).body.value.favGameIds).toEqual([]);
  });

  it('pages and filters the list by category (e-sports apart from sports) and vendor', async () => {
    await add(kit.memberToken, { nodeId: 3001 });
    const page1 = await list(kit.memberToken, '?pageNo=1&pageSize=3');
    expect(page1.body.value).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(names(page1)).toEqual(['Saba Sportsbook', 'Speed Baccarat', 'IA Esports Arena']);
    const page2 = await list(kit.memberToken, '?pageNo=2&pageSize=3');
    expect(page2.body.value).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(names(page2)).toEqual(['Fortune Dragon']);
    expect((await list(kit.memberToken, '?pageNo=3&pageSize=3')).body.value.content).toEqual([]);

    expect(names(await list(kit.memberToken, '?gameType=SPORTS'))).toEqual(['Saba Sportsbook']);
    expect(names(await list(kit.memberToken, '?gameType=ESPORTS'))).toEqual(['IA Esports Arena']);
    expect(names(await list(kit.memberToken, '?vassalage=PGE'))).toEqual(['Fortune Dragon']);
    expect(names(await list(kit.memberToken, '?gameType=LIVE&vassalage=PGE'))).toEqual([]);

    const tooBig = await list(kit.memberToken, '?pageSize=81');
    expect(tooBig).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('removes a favourite; removing a game that is not one is fine', async () => {
    expect(await remove(kit.memberToken, 3001)).toMatchObject({
      status: 200,
      body: { value: { nodeId: 3001, favorite: false } },
    });
    expect((await remove(kit.memberToken, 3001)).body.value).toEqual({ nodeId: 3001, favorite: false });
    expect((await remove(kit.memberToken, 999_999)).status).toBe(200);
    expect((await ids(kit.memberToken)).body.value.favGameIds).toEqual([2001, 3201, 1001]);
    expect((await remove(kit.memberToken, 'abc')).body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an unknown game and a vendor or category that is not the game’s, storing nothing', async () => {
    expect(await add(kit.memberToken, { nodeId: 999_999 })).toMatchObject({
      status: 404,
      body: { code: 'GAME_NOT_FOUND' },
    });
    // Beyond the int4 column it is malformed input, named by field and rule.
    expect((await add(kit.memberToken, { nodeId: 99_999_999_999 })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body.nodeId', rule: 'max' }] },
    });
    const wrongVendor = await add(kit.memberToken, { nodeId: 1002, vendor: 'EVO' });
    expect(wrongVendor).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(wrongVendor.body.value.errors).toEqual([{ field: 'body.vendor', rule: 'mismatch' }]);
    // IA's game is an e-sport one: SPORTS is not its category.
    const wrongType = await add(kit.memberToken, { nodeId: 3201, gameType: 'SPORTS' });
    expect(wrongType.body.value.errors).toEqual([{ field: 'body.gameType', rule: 'mismatch' }]);
    expect((await add(kit.memberToken, { nodeId: 0 })).body.code).toBe('VALIDATION_FAILED');
    expect((await add(kit.memberToken, { nodeId: 1002, vendor: 'pge!' })).body.code).toBe('VALIDATION_FAILED');
    expect((await ids(kit.memberToken)).body.value.favGameIds).toEqual([2001, 3201, 1001]);
  });

  it(`keeps at most ${MAX_FAVORITES} favourites, yet re-adding one already kept still succeeds`, async () => {
    await generateCatalogue(kit.db, kit.merchantId, MAX_FAVORITES + 1);
    const generated = await kit.db
      .selectFrom('catalogue_game')
      .select('node_id')
      .where('merchant_id', '=', kit.merchantId)
      .where('node_id', '>=', 1_000_000)
      .orderBy('node_id')
      .execute();
    const agentId = await kit.memberId('test_agent');
    await kit.db
      .insertInto('member_favorite_game')
      .values(
        generated
          .slice(0, MAX_FAVORITES - 1)
          .map((g) => ({ merchant_id: kit.merchantId, member_id: agentId, node_id: g.node_id })),
      )
      .execute();
    const last = generated[MAX_FAVORITES - 1]?.node_id as number;
    const beyond = generated[MAX_FAVORITES]?.node_id as number;
    expect((await add(kit.agentToken, { nodeId: last })).status).toBe(200);
    expect(await add(kit.agentToken, { nodeId: beyond })).toMatchObject({
      status: 400,
      body: { code: 'FAVORITE_LIMIT', value: { limit: MAX_FAVORITES } },
    });
    expect((await add(kit.agentToken, { nodeId: last })).status).toBe(200);
    expect((await ids(kit.agentToken)).body.value.favGameIds).toHaveLength(MAX_FAVORITES);
    // Page size 80 by default (spec 9).
    expect((await list(kit.agentToken)).body.value).toMatchObject({ pageNum: 1, totalPages: 7 });
    expect((await list(kit.agentToken)).body.value.content).toHaveLength(80);
    // Simultaneous adds at the limit cannot both pass it.
    await remove(kit.agentToken, last);
    const racing = await Promise.all([last, beyond].map((nodeId) => add(kit.agentToken, { nodeId })));
    expect(racing.map((r) => r.body.code).sort()).toEqual(['FAVORITE_LIMIT', 'OK']);
    expect((await ids(kit.agentToken)).body.value.favGameIds).toHaveLength(MAX_FAVORITES);
  });

  it('lets trial accounts keep favourites and asks guests to log in', async () => {
    expect((await add(kit.trialToken, { nodeId: 1002 })).status).toBe(200);
    expect((await ids(kit.trialToken)).body.value.favGameIds).toEqual([1002]);
    expect(names(await list(kit.trialToken))).toEqual(['Golden Pharaoh']);
    expect((await remove(kit.trialToken, 1002)).status).toBe(200);
    const guestCalls = [() => ids(null), () => list(null), () => add(null, { nodeId: 1001 }), () => remove(null, 1001)];
    for (const call of guestCalls) {
      expect(await call()).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    }
    const staff = await kit.staffToken();
    expect((await ids(staff)).body.code).toBe('LOGIN_REQUIRED');
  });

  it("never shows another brand's favourites, nor accepts this brand's token there", async () => {
    await kit.addOtherBrand();
    // The other brand's member kept its node 1001; test_member's node 1001 is the kit brand's game.
    expect(names(await list(kit.memberToken, '?vassalage=PGE'))).toEqual(['Fortune Dragon']);
    const there = await kit.callOther('GET', API.favoriteIds, kit.memberToken);
    expect(there.status).toBe(401);
  });
});
