import { createHash } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorWalletKit, type VendorWalletKit } from './vendor-wallet-test-kit';

let kit: VendorWalletKit;
let memberToken: string;
let memberId: number;

beforeAll(async () => {
  kit = await startVendorWalletKit();
  memberToken = await kit.tokenOf('test_member', 'Member123');
  memberId = (
    await kit.db.selectFrom('member').select('id').where('account', '=', 'test_member').executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await kit?.close();
});

const launch = async (query: string) => {
  const res = await kit.call({ method: 'GET', url: `${API.gameLaunch}?${query}`, token: memberToken });
  return res.body.value as { url: string; nodeId: number; trial: boolean };
};
const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;

describe('launching a vendor’s game', () => {
  it('opens the vendor’s page with a one-time token bound to member, currency, game, language and trial', async () => {
    const value = await launch('nodeId=4001&language=ar');
    expect(value).toMatchObject({ nodeId: 4001, trial: false });
    const url = new URL(value.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8091/play/SPX');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      game: 'spx_wild_safari',
      lang: 'ar',
      currency: 'USD',
      trial: '0',
    });
    // Only the token's hash is kept, with what it is bound to.
    const token = tokenOf(value.url);
    const row = await kit.db
      .selectFrom('vendor_launch_token')
      .selectAll()
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ vendor: 'SPX', member_id: memberId, node_id: 4001, language: 'ar', trial: false });
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from vendor_launch_token where token_hash = ${token}
    `.execute(kit.db);
    expect(rows[0]?.n).toBe('0');
    // The launch counts as a recent game, as every launch does.
    const recent = await kit.call({ method: 'GET', url: API.recentGames, token: memberToken });
    expect(recent.body.value.list.map((g: { nodeId: number }) => g.nodeId)).toContain(4001);
  });

  it('opens the studio page for in-house games and our play page for vendors without an enabled integration', async () => {
    expect((await launch('nodeId=1001')).url).toMatch(/^\/studio\/slot\?launch=[A-Za-z0-9_-]{22}$/);
    await kit.db.updateTable('game_vendor_integration').set({ enabled: false }).where('vendor', '=', 'OCK').execute();
    expect((await launch('nodeId=5001')).url).toMatch(/^\/lgw\/games\/play\//);
    await kit.db.updateTable('game_vendor_integration').set({ enabled: true }).where('vendor', '=', 'OCK').execute();
    expect((await launch('nodeId=5001')).url).toMatch(/^http:\/\/localhost:8091\/play\/OCK\?token=/);
  });
});

describe('a vendor on this machine (the demo simulator)', () => {
  // The brand's site as another device on the LAN reaches it: by the machine's name or address.
  beforeAll(async () => {
    await kit.db
      .insertInto('merchant_domain')
      .values(
        ['lan.test', '192.168.1.20'].map((domain, i) => ({
          merchant_id: kit.merchantId,
          domain,
          kind: 'MIRROR' as const,
          sort: 10 + i,
        })),
      )
      .execute();
    await kit.heard();
  });

  const launchFrom = async (host: string) => {
    const res = await kit.app.inject({
      method: 'GET',
      url: `${API.gameLaunch}?nodeId=4001&language=en`,
      headers: { host, authorization: `Bearer ${memberToken}`, 'x-forwarded-for': '10.0.0.9' },
    });
    return new URL((res.json().value as { url: string }).url);
  };

  it('is reached by the host name the site was reached by, so its frame opens from another device', async () => {
    expect((await launchFrom('192.168.1.20:8080')).origin).toBe('http://192.168.1.20:8091');
    expect((await launchFrom('lan.test:8080')).origin).toBe('http://lan.test:8091');
    expect((await launchFrom('127.0.0.1:8080')).origin).toBe('http://localhost:8091');
  });

  it('a vendor elsewhere keeps its own address whatever the site is reached by', async () => {
    await kit.db
      .updateTable('game_vendor_integration')
      .set({ launch_url: 'https://games.vendor.example/play/SPX' })
      .where('vendor', '=', 'SPX')
      .execute();
    await kit.heard();
    try {
      expect((await launchFrom('lan.test:8080')).origin).toBe('https://games.vendor.example');
    } finally {
      await kit.db
        .updateTable('game_vendor_integration')
        .set({ launch_url: 'http://localhost:8091/play/SPX' })
        .where('vendor', '=', 'SPX')
        .execute();
      await kit.heard();
    }
  });
});

describe('authenticate', () => {
  it('exchanges the token once for a session: the member’s balance, currency, language, game', async () => {
    await kit.fund(memberId, 12_34n);
    const token = tokenOf((await launch('nodeId=4001&language=en')).url);
    // A token of SPX is nothing to another vendor (and stays usable by SPX).
    expect(await kit.vendorCall('OCK', 'authenticate', { launchToken: token })).toMatchObject({
      status: 401,
      body: { code: 'LAUNCH_TOKEN_INVALID' },
    });
    const first = await kit.vendorCall('SPX', 'authenticate', { launchToken: token });
    expect(first.body.value).toEqual({
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      playerId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      currency: 'USD',
      language: 'en',
      gameCode: 'spx_wild_safari',
      trial: false,
      balance: '12.34',
    });
    expect(first.body.value.playerId).not.toContain('test_member');
    expect(await kit.vendorCall('SPX', 'authenticate', { launchToken: token })).toMatchObject({
      status: 401,
      body: { code: 'LAUNCH_TOKEN_INVALID' },
    });

    // The player id is the member's at this vendor for good; another vendor knows another id.
    const again = await kit.vendorCall('SPX', 'authenticate', {
      launchToken: tokenOf((await launch('nodeId=4002')).url),
    });
    expect(again.body.value.playerId).toBe(first.body.value.playerId);
    expect(again.body.value.sessionId).not.toBe(first.body.value.sessionId);
    const elsewhere = await kit.vendorCall('OCK', 'authenticate', {
      launchToken: tokenOf((await launch('nodeId=5001')).url),
    });
    expect(elsewhere.body.value.playerId).not.toBe(first.body.value.playerId);
  });

  it('refuses a token older than five minutes, and a made-up one', async () => {
    const token = tokenOf((await launch('nodeId=4001')).url);
    await sql`update vendor_launch_token set expires_at = now() - interval '1 second'`.execute(kit.db);
    expect((await kit.vendorCall('SPX', 'authenticate', { launchToken: token })).body.code).toBe(
      'LAUNCH_TOKEN_INVALID',
    );
    const madeUp = 'A'.repeat(43);
    expect((await kit.vendorCall('SPX', 'authenticate', { launchToken: madeUp })).body.code).toBe(
      'LAUNCH_TOKEN_INVALID',
    );
    const lifetime = await (async () => {
      await launch('nodeId=4001');
      const { rows } = await sql<{ s: number }>`
        select extract(epoch from expires_at - created_at)::int as s from vendor_launch_token
        where expires_at > now()
      `.execute(kit.db);
      return rows[0]?.s;
    })();
    expect(lifetime).toBe(300);
  });

  it('a trial launch authenticates as a trial with no real balance', async () => {
    const value = await launch('nodeId=4001&trial=1');
    expect(new URL(value.url).searchParams.get('trial')).toBe('1');
    const auth = await kit.vendorCall('SPX', 'authenticate', { launchToken: tokenOf(value.url) });
    expect(auth.body.value).toMatchObject({ trial: true, balance: '0.00' });
  });
});

describe('the member’s web session', () => {
  it('ends the game sessions it launched when the member logs out; credits still settle, other logins play on', async () => {
    await kit.fund(memberId, 50_00n);
    // Two logins of one member (two browsers), each launching the same vendor's game.
    const webA = await kit.tokenOf('test_member', 'Member123');
    const webB = await kit.tokenOf('test_member', 'Member123');
    const sessionOf = async (webToken: string) => {
      const res = await kit.call({ method: 'GET', url: `${API.gameLaunch}?nodeId=4001`, token: webToken });
      const auth = await kit.vendorCall('SPX', 'authenticate', { launchToken: tokenOf(res.body.value.url) });
      const { sessionId, playerId } = auth.body.value as { sessionId: string; playerId: string };
      return { sessionId, playerId };
    };
    const gameA = await sessionOf(webA);
    const gameB = await sessionOf(webB);
    const bet = (game: { sessionId: string; playerId: string }, id: string) =>
      kit.vendorCall('SPX', 'debit', {
        ...game,
        transactionId: `logout-${id}`,
        roundId: `logout-round-${id}`,
        gameCode: 'spx_wild_safari',
        amount: '1.00',
      });
    expect((await bet(gameA, 'a1')).status).toBe(200);

    expect((await kit.call({ method: 'DELETE', url: API.logout, token: webA })).status).toBe(200);
    expect((await kit.vendorCall('SPX', 'balance', gameA)).body.code).toBe('SESSION_EXPIRED');
    expect((await bet(gameA, 'a2')).body.code).toBe('SESSION_EXPIRED');
    // The round already bet is still settled: a win is never refused for an ended session.
    const win = await kit.vendorCall('SPX', 'credit', {
      ...gameA,
      transactionId: 'logout-c1',
      roundId: 'logout-round-a1',
      gameCode: 'spx_wild_safari',
      amount: '2.00',
      roundEnded: true,
    });
    expect(win.status).toBe(200);
    // The other login's game is untouched.
    expect((await bet(gameB, 'b1')).status).toBe(200);
  });
});
