import { createHash } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_OF, type StudioKit, startStudioKit } from './studio-test-kit';

let kit: StudioKit;

beforeAll(async () => {
  kit = await startStudioKit();
});

afterAll(async () => {
  await kit?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DICE = { stake: '1.00', direction: 'over', target: 4999 };

describe('the studio session and the launch it needs', () => {
  it('opens a session: the game, the money, the limits and the committed seed pair', async () => {
    const p = await kit.player(12_345n);
    const launchId = await kit.launch(p, NODE_OF.slot);
    const res = await kit.session(p, launchId);
    expect(res.status).toBe(200);
    const pair = await kit.activePair(p.id);
    expect(res.body.value).toEqual({
      engine: 'slot',
      gameCode: 'pge_fortune_dragon',
      gameName: 'Fortune Dragon',
      nodeId: NODE_OF.slot,
      trial: false,
      language: 'en',
      currency: 'USD',
      currencySymbol: '$',
      balance: '123.45',
      limits: { minStake: '0.10', maxStake: '1000.00' },
      maxWinMultiplier: 125,
      declaredRtpPercent: 96.1,
      fairness: { serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce: 0 },
    });
    expect(sha256(pair.server_seed)).toBe(pair.server_seed_hash);
    // A second session (a reload) keeps the pair.
    expect((await kit.session(p, launchId)).body.value.fairness.serverSeedHash).toBe(pair.server_seed_hash);
  });

  it('refuses other members’ launches, expired ones, other engines’ and other vendors’, and callers without a session', async () => {
    const p = await kit.player(10_000n);
    const other = await kit.player(10_000n);
    const launchId = await kit.launch(p, NODE_OF.dice);
    const footprint = await kit.footprint();
    expect(await kit.play(other, 'dice', { launchId, ...DICE })).toMatchObject({
      status: 410,
      body: { code: 'LAUNCH_EXPIRED' },
    });
    expect(await kit.session(other, launchId)).toMatchObject({ status: 410, body: { code: 'LAUNCH_EXPIRED' } });
    expect(await kit.play(p, 'dice', { launchId: 'AAAAAAAAAAAAAAAAAAAAAA', ...DICE })).toMatchObject({
      status: 410,
      body: { code: 'LAUNCH_EXPIRED' },
    });
    expect(await kit.play(p, 'slot', { launchId, stake: '1.00' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'params.engine', rule: 'launch_game' }] } },
    });
    expect(await kit.mines.start(p, { launchId, stake: '1.00', mines: 3 })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.launchId', rule: 'launch_game' }] } },
    });
    // A launch of another vendor's game (its own page at the vendor) is no studio launch.
    await kit.db.updateTable('game_vendor_integration').set({ enabled: false }).where('vendor', '=', 'SPX').execute();
    const spx = await kit.call('GET', `${API.gameLaunch}?nodeId=4001`, p.token);
    const spxLaunch = (spx.body.value.url as string).split('/').pop() as string;
    expect(await kit.session(p, spxLaunch)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.launchId', rule: 'studio_game' }] } },
    });
    expect(await kit.call('POST', API.studioSession, null, { launchId })).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_REQUIRED' },
    });
    await sql`update game_launch set expires_at = now() - interval '1 second' where id = ${launchId}`.execute(kit.db);
    expect(await kit.play(p, 'dice', { launchId, ...DICE })).toMatchObject({
      status: 410,
      body: { code: 'LAUNCH_EXPIRED' },
    });
    expect(await kit.footprint()).toEqual(footprint);
  });

  it('keeps the studio closed while its vendor is under maintenance', async () => {
    const p = await kit.player(10_000n);
    const launchId = await kit.launch(p, NODE_OF.dice);
    await kit.db.updateTable('catalogue_vendor').set({ maintenance: true }).where('vassalage', '=', 'PGE').execute();
    expect(await kit.play(p, 'dice', { launchId, ...DICE })).toMatchObject({
      status: 503,
      body: { code: 'GAME_MAINTENANCE' },
    });
    await kit.db.updateTable('catalogue_vendor').set({ maintenance: false }).where('vassalage', '=', 'PGE').execute();
  });
});

describe('seeds: commitment, client seed, rotation', () => {
  it('changes the client seed by rotating: the old seed revealed, the new pair at nonce 0', async () => {
    const p = await kit.player(10_000n);
    const launchId = await kit.launch(p, NODE_OF.dice);
    await kit.play(p, 'dice', { launchId, ...DICE });
    const old = await kit.activePair(p.id);
    const res = await kit.call('POST', API.studioClientSeed, p.token, { launchId, clientSeed: 'my-lucky-seed' });
    expect(res.status).toBe(200);
    const now = await kit.activePair(p.id);
    expect(res.body.value).toEqual({
      revealed: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        nonceCount: 1,
      },
      next: { serverSeedHash: now.server_seed_hash, clientSeed: 'my-lucky-seed', nonce: 0 },
    });
    const round = await kit.play(p, 'dice', { launchId, ...DICE });
    expect(round.body.value.fairness).toEqual({
      serverSeedHash: now.server_seed_hash,
      clientSeed: 'my-lucky-seed',
      nonce: 0,
      serverSeed: null,
    });
    expect(await kit.call('POST', API.studioClientSeed, p.token, { launchId, clientSeed: 'has space' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });

  it('rotation reveals the seed and marks the rounds played with it in the betting record', async () => {
    const p = await kit.player(10_000n);
    const launchId = await kit.launch(p, NODE_OF.dice);
    const rounds = [];
    for (let i = 0; i < 3; i++) rounds.push((await kit.play(p, 'dice', { launchId, ...DICE })).body.value);
    const old = await kit.activePair(p.id);
    const res = await kit.rotate(p, launchId);
    expect(res.body.value.revealed).toMatchObject({ serverSeed: old.server_seed, nonceCount: 3 });
    expect(res.body.value.next).toMatchObject({ clientSeed: old.client_seed, nonce: 0 });
    expect(res.body.value.next.serverSeedHash).not.toBe(old.server_seed_hash);
    const details = await kit.db
      .selectFrom('vendor_round')
      .select(['round_id', 'detail'])
      .where('member_id', '=', p.id)
      .execute();
    expect(details).toHaveLength(3);
    for (const row of details) {
      expect(row.detail).toMatchObject({
        serverSeedHash: old.server_seed_hash,
        serverSeed: old.server_seed,
        seedRevealed: true,
      });
    }
    // A round after the rotation is the new pair's, still secret.
    const next = (await kit.play(p, 'dice', { launchId, ...DICE })).body.value;
    const fresh = await kit.db
      .selectFrom('vendor_round')
      .select('detail')
      .where('round_id', '=', next.roundId)
      .executeTakeFirstOrThrow();
    expect(fresh.detail).not.toHaveProperty('serverSeed');
    expect(fresh.detail).not.toHaveProperty('seedRevealed');
  });

  it('never sends an active server seed, in any answer', async () => {
    const p = await kit.player(100_000n);
    const texts: string[] = [];
    const seen = async <T extends { text: string }>(res: T) => {
      texts.push(res.text);
      return res;
    };
    for (const engine of ['slot', 'dice', 'plinko', 'roulette', 'mines'] as const) {
      const launchId = await kit.launch(p, NODE_OF[engine]);
      await seen(await kit.session(p, launchId));
      if (engine === 'mines') {
        const start = await seen(await kit.mines.start(p, { launchId, stake: '1.00', mines: 3 }));
        await seen(await kit.session(p, launchId));
        const mineTiles = await kit.mines.mineTiles(start.body.value.roundId);
        const safe = [...Array(25).keys()].find((t) => !mineTiles.includes(t)) as number;
        await seen(await kit.mines.reveal(p, launchId, start.body.value.roundId, safe));
        continue;
      }
      const body =
        engine === 'roulette'
          ? { bets: [{ kind: 'straight', numbers: [7], stake: '1.00' }] }
          : engine === 'plinko'
            ? { stake: '1.00', rows: 8, risk: 'low' }
            : engine === 'dice'
              ? DICE
              : { stake: '1.00' };
      await seen(await kit.play(p, engine, { launchId, ...body }));
    }
    const active = await kit.activePair(p.id);
    for (const text of texts) expect(text).not.toContain(active.server_seed);
    // Rotation refused while a mines round of the pair is being played: its seed would show the mines.
    const launchId = await kit.launch(p, NODE_OF.dice);
    expect(await kit.rotate(p, launchId)).toMatchObject({ status: 409, body: { code: 'ROUND_IN_PROGRESS' } });
    expect((await kit.activePair(p.id)).id).toBe(active.id);
  });
});
