import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minor, NODE_OF, type Player, type StudioKit, startStudioKit } from './studio-test-kit';

let kit: StudioKit;

beforeAll(async () => {
  kit = await startStudioKit();
});

afterAll(async () => {
  await kit?.close();
});

/** A funded member with a launch of `engine`'s game. */
async function seated(engine: keyof typeof NODE_OF, cash = 100_000n): Promise<{ p: Player; launchId: string }> {
  const p = await kit.player(cash);
  return { p, launchId: await kit.launch(p, NODE_OF[engine]) };
}

const BETS = {
  slot: { stake: '1.00' },
  dice: { stake: '2.50', direction: 'under', target: 5000 },
  plinko: { stake: '1.00', rows: 12, risk: 'high' },
  roulette: {
    bets: [
      { kind: 'red', numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36], stake: '1.00' },
      { kind: 'straight', numbers: [17], stake: '0.50' },
    ],
  },
} as const;

describe('instant studio rounds with real money', () => {
  it('plays every instant engine: the cash moves by payout - stake, the money stays in the ledger', async () => {
    for (const engine of ['slot', 'dice', 'plinko', 'roulette'] as const) {
      const { p, launchId } = await seated(engine);
      const before = await kit.balances(p.id);
      const res = await kit.play(p, engine, { launchId, ...BETS[engine] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const round = res.body.value;
      expect(round).toMatchObject({ engine, status: 'COMPLETED', fairness: { nonce: 0, serverSeed: null } });
      const stake = engine === 'roulette' ? 150n : minor(round.stake);
      expect(minor(round.stake)).toBe(stake);
      const after = await kit.balances(p.id);
      expect(after.cash - before.cash).toBe(minor(round.payout) - stake);
      // Cash and the studio's clearing account move together: no money made or lost.
      expect(after.cash + after.clearing).toBe(before.cash + before.clearing);
      expect(minor(round.balance)).toBe(after.cash);
      expect(round.next).toMatchObject({ serverSeedHash: round.fairness.serverSeedHash, nonce: 1 });
      // The wallet round is the betting record's: completed, with the fairness to verify it.
      const wallet = await kit.db
        .selectFrom('vendor_round')
        .select(['status', 'vendor', 'node_id', 'total_bet', 'total_win', 'detail'])
        .where('round_id', '=', round.roundId)
        .executeTakeFirstOrThrow();
      expect(wallet).toMatchObject({
        status: 'COMPLETED',
        vendor: 'PGE',
        node_id: NODE_OF[engine],
        total_bet: String(stake),
        total_win: String(minor(round.payout)),
      });
      expect(wallet.detail).toMatchObject({
        engine,
        serverSeedHash: round.fairness.serverSeedHash,
        clientSeed: round.fairness.clientSeed,
        nonce: 0,
      });
      expect(wallet.detail).not.toHaveProperty('serverSeed');
    }
  });

  it('takes one nonce per bet, in order', async () => {
    const { p, launchId } = await seated('dice');
    const nonces: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await kit.play(p, 'dice', { launchId, ...BETS.dice });
      nonces.push(res.body.value.fairness.nonce);
    }
    expect(nonces).toEqual([0, 1, 2]);
    expect((await kit.session(p, launchId)).body.value.fairness.nonce).toBe(3);
  });

  it('gives parallel bets distinct nonces and settles every one of them', async () => {
    const { p, launchId } = await seated('slot');
    const before = await kit.balances(p.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => kit.play(p, 'slot', { launchId, stake: '1.00' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const nonces = answers.map((a) => a.body.value.fairness.nonce as number).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 12 }, (_, i) => i));
    const paid = answers.reduce((sum, a) => sum + minor(a.body.value.payout), 0n);
    const after = await kit.balances(p.id);
    expect(after.cash - before.cash).toBe(paid - 1200n);
    expect(after.cash + after.clearing).toBe(before.cash + before.clearing);
  });

  it('answers a replayed requestId with the first answer and changes nothing', async () => {
    const { p, launchId } = await seated('dice');
    const requestId = randomUUID();
    const first = await kit.play(p, 'dice', { launchId, requestId, ...BETS.dice });
    const cash = (await kit.balances(p.id)).cash;
    const footprint = await kit.footprint();
    const again = await kit.play(p, 'dice', { launchId, requestId, ...BETS.dice });
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    expect((await kit.balances(p.id)).cash).toBe(cash);
    expect(await kit.footprint()).toEqual(footprint);
    // The same requestId for another bet is a client's mistake, refused.
    const other = await kit.play(p, 'dice', { launchId, requestId, ...BETS.dice, stake: '3.00' });
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect(await kit.footprint()).toEqual(footprint);
  });

  it('refuses a bet beyond the balance before anything is drawn: no nonce used, nothing written', async () => {
    const { p, launchId } = await seated('slot', 50n);
    const footprint = await kit.footprint();
    const nonce = (await kit.session(p, launchId)).body.value.fairness.nonce;
    const requestId = randomUUID();
    const res = await kit.play(p, 'slot', { launchId, requestId, stake: '1.00' });
    expect(res).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_FUNDS', value: { balance: '0.50' } } });
    expect(await kit.footprint()).toEqual(footprint);
    expect((await kit.activePair(p.id)).next_nonce).toBe(nonce);
    // After a deposit the same request plays, with the nonce that was never used.
    await kit.fund(p.id, 1000n);
    const retried = await kit.play(p, 'slot', { launchId, requestId, stake: '1.00' });
    expect(retried.status).toBe(200);
    expect(retried.body.value.fairness.nonce).toBe(nonce);
  });

  it('refuses stakes outside the limits, the brand’s own when it has set them, and bets the rules refuse', async () => {
    const { p, launchId } = await seated('dice');
    const footprint = await kit.footprint();
    expect(await kit.play(p, 'dice', { launchId, ...BETS.dice, stake: '0.05' })).toMatchObject({
      status: 400,
      body: { code: 'STAKE_OUT_OF_LIMITS', value: { minStake: '0.10', maxStake: '1000.00' } },
    });
    expect(await kit.play(p, 'dice', { launchId, ...BETS.dice, target: 9990 })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.target', rule: 'invalid_bet' }] } },
    });
    expect(await kit.play(p, 'dice', { launchId, ...BETS.dice, stake: '1.005' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.stake', rule: 'currency_digits' }] } },
    });
    const split = await kit.play(p, 'roulette', {
      launchId: await kit.launch(p, NODE_OF.roulette),
      bets: [{ kind: 'split', numbers: [1, 5], stake: '1.00' }],
    });
    expect(split).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.bets', rule: 'invalid_bet' }] } },
    });
    await kit.db
      .insertInto('studio_game_limit')
      .values({ merchant_id: kit.merchantId, engine: 'dice', min_stake: 100n, max_stake: 200n })
      .execute();
    expect(await kit.play(p, 'dice', { launchId, ...BETS.dice })).toMatchObject({
      body: { code: 'STAKE_OUT_OF_LIMITS', value: { minStake: '1.00', maxStake: '2.00' } },
    });
    expect((await kit.session(p, launchId)).body.value.limits).toEqual({ minStake: '1.00', maxStake: '2.00' });
    await kit.db.deleteFrom('studio_game_limit').execute();
    expect(await kit.footprint()).toEqual(footprint);
  });

  it('puts real wins on the winner board', async () => {
    const { p, launchId } = await seated('dice');
    // A 98% chance per roll: a win comes within a few rolls.
    let won = '0.00';
    for (let i = 0; i < 10 && won === '0.00'; i++) {
      won = (await kit.play(p, 'dice', { launchId, stake: '1.00', direction: 'under', target: 9800 })).body.value
        .payout;
    }
    expect(won).not.toBe('0.00');
    const wins = await kit.db
      .selectFrom('game_win')
      .select(['node_id', 'win_amount'])
      .where('member_id', '=', p.id)
      .execute();
    expect(wins.length).toBeGreaterThan(0);
    expect(wins[0]?.node_id).toBe(NODE_OF.dice);
  });
});
