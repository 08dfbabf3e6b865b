import { createHash } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../wallet/wallet-test-support';
import { type MemberGamesKit, OTHER_HOST, startMemberGamesKit } from './member-games-test-kit';

let kit: MemberGamesKit;

const launch = (token: string | null, query: string) =>
  kit.call({ method: 'GET', url: `${API.gameLaunch}?${query}`, token });
const recent = (token: string | null, query = '') =>
  kit.call({ method: 'GET', url: `${API.recentGames}${query}`, token });
const recentIds = async (token: string, query = '') =>
  (await recent(token, query)).body.value.list.map((g: { nodeId: number }) => g.nodeId);
const page = async (url: string, host?: string) => {
  const res = await kit.app.inject({ method: 'GET', url, headers: host ? { host } : {} });
  return { status: res.statusCode, headers: res.headers, html: res.body };
};
const launchCount = async (memberId: number, nodeId: number) =>
  (
    await kit.db
      .selectFrom('member_recent_game')
      .select('launch_count')
      .where('member_id', '=', memberId)
      .where('node_id', '=', nodeId)
      .executeTakeFirst()
  )?.launch_count;

beforeAll(async () => {
  kit = await startMemberGamesKit();
});

afterAll(async () => {
  await kit?.close();
});

describe('game launch and recent games', () => {
  it('launches a studio game: its page with a launch valid for 12 hours, and the game becomes recent', async () => {
    // A player of its own: the other tests launch games as test_member, in any order.
    const player = await newAccount(kit.db, kit.merchantId);
    expect((await recent(player.token)).body.value).toEqual({ list: [], pageNo: 1, totalPages: 0 });
    const res = await launch(player.token, 'nodeId=1001');
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      url: expect.stringMatching(/^\/studio\/slot\?launch=[A-Za-z0-9_-]{22}$/),
      nodeId: 1001,
      trial: false,
    });
    const id = res.body.value.url.split('=').pop();
    const row = await kit.db
      .selectFrom('game_launch')
      .select([
        'member_id',
        'node_id',
        'trial',
        'language',
        sql<number>`extract(epoch from expires_at - created_at)`.as('lifetime'),
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: player.id,
      node_id: 1001,
      trial: false,
      language: 'ar',
    });
    expect(Number(row.lifetime)).toBe(12 * 3600);
    expect(await recentIds(player.token)).toEqual([1001]);
  });

  it('opens each studio game on its engine’s page and refuses a studio game without an engine', async () => {
    const pages: [number, string][] = [
      [1006, 'dice'],
      [1007, 'crash'],
      [1008, 'mines'],
      [1009, 'plinko'],
      [1010, 'roulette'],
    ];
    for (const [nodeId, engine] of pages) {
      const res = await launch(kit.agentToken, `nodeId=${nodeId}&trial=1&language=en`);
      expect(res.body.value.url).toMatch(new RegExp(`^/studio/${engine}\\?launch=[A-Za-z0-9_-]{22}$`));
    }
    const agentId = await kit.memberId('test_agent');
    const before = await kit.db.selectFrom('game_launch').select('id').where('member_id', '=', agentId).execute();
    // Reef Hunter: no engine plays it, so its tile shows it under maintenance and offers nothing.
    const fish = await kit.call({ method: 'GET', url: `${API.gameList}?gameType=FISH&vassalage=PGE&language=en` });
    expect(fish.body.value.games).toEqual([expect.objectContaining({ nodeId: 1051, maintenance: true })]);
    expect(await launch(kit.agentToken, 'nodeId=1051')).toMatchObject({
      status: 503,
      body: { code: 'GAME_MAINTENANCE' },
    });
    const after = await kit.db.selectFrom('game_launch').select('id').where('member_id', '=', agentId).execute();
    expect(after).toHaveLength(before.length);
    await kit.db.deleteFrom('game_launch').where('member_id', '=', agentId).execute();
    await kit.db.deleteFrom('member_recent_game').where('member_id', '=', agentId).execute();
  });

  it('lists recent games most recently launched first; a second launch moves a game up and counts it', async () => {
    const player = await newAccount(kit.db, kit.merchantId);
    const memberId = player.id;
    await launch(player.token, 'nodeId=1001');
    await launch(player.token, 'nodeId=2001');
    await launch(player.token, 'nodeId=3201');
    expect(await recentIds(player.token)).toEqual([3201, 2001, 1001]);
    await launch(player.token, 'nodeId=1001');
    expect(await recentIds(player.token)).toEqual([1001, 3201, 2001]);
    expect(await launchCount(memberId, 1001)).toBe(2);
    expect(await launchCount(memberId, 2001)).toBe(1);

    const first = await recent(player.token, '?page=1&pageSize=2');
    expect(first.body.value).toMatchObject({ pageNo: 1, totalPages: 2 });
    expect(await recentIds(player.token, '?page=2&pageSize=2')).toEqual([2001]);
    expect(await recentIds(player.token, '?gameType=ESPORTS')).toEqual([3201]);
    expect(await recentIds(player.token, '?gameType=SPORTS')).toEqual([]);
    expect(await recentIds(player.token, '?vassalage=EVO')).toEqual([2001]);
    // Another player's recent games are their own.
    expect(await recentIds((await newAccount(kit.db, kit.merchantId)).token)).toEqual([]);
  });

  it('starts a free trial only where the game offers one', async () => {
    const trial = await launch(kit.memberToken, 'nodeId=1002&trial=1&language=en');
    expect(trial.body.value).toMatchObject({ nodeId: 1002, trial: true });
    // Speed Baccarat has supportPlay 1: no free trial.
    expect(await launch(kit.memberToken, 'nodeId=2001&trial=1')).toMatchObject({
      status: 400,
      body: { code: 'TRIAL_NOT_OFFERED' },
    });
  });

  it('refuses unknown games and vendors under maintenance, recording nothing', async () => {
    const agentId = await kit.memberId('test_agent');
    expect(await launch(kit.agentToken, 'nodeId=999999')).toMatchObject({
      status: 404,
      body: { code: 'GAME_NOT_FOUND' },
    });
    // Beyond the int4 column it is malformed input, named by field and rule.
    expect((await launch(kit.agentToken, 'nodeId=99999999999')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'query.nodeId', rule: 'max' }] },
    });
    expect((await launch(kit.agentToken, 'nodeId=abc')).body.code).toBe('VALIDATION_FAILED');
    await kit.db.updateTable('catalogue_vendor').set({ maintenance: true }).where('vassalage', '=', 'SPX').execute();
    expect(await launch(kit.agentToken, 'nodeId=4001')).toMatchObject({
      status: 503,
      body: { code: 'GAME_MAINTENANCE' },
    });
    await kit.db.updateTable('catalogue_vendor').set({ maintenance: false }).where('vassalage', '=', 'SPX').execute();
    expect(await recentIds(kit.agentToken)).toEqual([]);
    const launches = await kit.db.selectFrom('game_launch').select('id').where('member_id', '=', agentId).execute();
    expect(launches).toEqual([]);
    // Lottery games launch too (the lottery pages use it); the agent may play.
    expect((await launch(kit.agentToken, 'nodeId=7001')).status).toBe(200);
    expect(await recentIds(kit.agentToken)).toEqual([7001]);
  });

  it('asks guests to log in, launches free trials only for trial accounts and lists them as recent', async () => {
    expect(await launch(null, 'nodeId=1001')).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    expect(await recent(null)).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    expect(await launch(kit.trialToken, 'nodeId=1001')).toMatchObject({
      status: 403,
      body: { code: 'TRIAL_NOT_ALLOWED' },
    });
    expect((await recent(kit.trialToken)).body.value).toEqual({ list: [], pageNo: 1, totalPages: 0 });
    expect(await launch(kit.trialToken, 'nodeId=1001&trial=1')).toMatchObject({
      status: 200,
      body: { value: { nodeId: 1001, trial: true } },
    });
    expect(await recentIds(kit.trialToken)).toEqual([1001]);
  });
});

describe('the play page a launch URL opens', () => {
  beforeAll(async () => {
    // A vendor not connected yet opens our play page (a connected one its own page, the studio ours).
    await kit.db.updateTable('game_vendor_integration').set({ enabled: false }).where('vendor', '=', 'SPX').execute();
  });

  it('shows the game, its vendor and the mode in the launch language, under a script-free CSP', async () => {
    const ar = await page((await launch(kit.memberToken, 'nodeId=4001')).body.value.url);
    expect(ar.status).toBe(200);
    expect(ar.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ar.headers['x-content-type-options']).toBe('nosniff');
    expect(ar.headers['cache-control']).toBe('no-store');
    const csp = String(ar.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('<h1>Wild Safari</h1>');
    expect(ar.html).toContain('Spinix Slots');
    expect(ar.html).toContain('<img src="/lgw/games/icons/game-4001.svg"');
    expect(ar.html).toContain('لعب حقيقي');
    expect(ar.html).not.toContain('<script');
    // The one stylesheet is allowed by its hash, so it applies without 'unsafe-inline'.
    const style = /<style>([\s\S]*)<\/style>/.exec(ar.html)?.[1] ?? '';
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);

    const en = await page((await launch(kit.memberToken, 'nodeId=4002&trial=1&language=en')).body.value.url);
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.html).toContain('Free trial');
    expect(en.html).toContain('The game table of Spinix Slots opens here once the vendor is connected.');
  });

  it('escapes every name it shows', async () => {
    await kit.db
      .updateTable('catalogue_game')
      .set({ display_name: '<script>alert(1)</script> & "Dragon"' })
      .where('node_id', '=', 4003)
      .execute();
    await kit.db
      .updateTable('catalogue_vendor')
      .set({ display_name: "<img src=x onerror='x'>" })
      .where('vassalage', '=', 'SPX')
      .execute();
    const res = await page((await launch(kit.memberToken, 'nodeId=4003&language=en')).body.value.url);
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('<script');
    expect(res.html).not.toContain('<img src=x');
    expect(res.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Dragon&quot;');
    expect(res.html).toContain('&lt;img src=x onerror=&#39;x&#39;&gt;');
    await kit.db
      .updateTable('catalogue_vendor')
      .set({ display_name: 'Spinix Slots' })
      .where('vassalage', '=', 'SPX')
      .execute();
  });

  it('answers an unknown, malformed, expired or other brand’s launch with a 404 page, not JSON', async () => {
    const url = (await launch(kit.memberToken, 'nodeId=4001')).body.value.url as string;
    const id = url.split('/').pop() as string;
    for (const missing of ['/lgw/games/play/AAAAAAAAAAAAAAAAAAAAAA', '/lgw/games/play/not-a-launch']) {
      const res = await page(missing);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.html).toContain('This game link has expired or does not exist.');
    }
    await kit.addOtherBrand();
    expect((await page(url, OTHER_HOST)).status).toBe(404);
    expect((await page(url)).status).toBe(200);
    // The app never moves a launch's expiry; the test ages it by hand.
    await sql`update game_launch set expires_at = now() - interval '1 second' where id = ${id}`.execute(kit.db);
    expect((await page(url)).status).toBe(404);
  });
});
