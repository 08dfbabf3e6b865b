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

async function minesRound(p: Player, launchId: string, mines = 3) {
  const start = await kit.mines.start(p, { launchId, stake: '10.00', mines });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const roundId = start.body.value.roundId as string;
  const mineTiles = await kit.mines.mineTiles(roundId);
  const safe = [...Array(25).keys()].filter((t) => !mineTiles.includes(t));
  return { start: start.body.value, roundId, mineTiles, safe };
}

describe('mines with real money', () => {
  it('starts, reveals and cashes out: the mines stay hidden until the end, the cash moves by the win', async () => {
    const p = await kit.player(100_000n);
    const launchId = await kit.launch(p, NODE_OF.mines);
    const before = await kit.balances(p.id);
    const { start, roundId, mineTiles, safe } = await minesRound(p, launchId);
    expect(start).toMatchObject({ status: 'OPEN', payout: '0.00', balance: '990.00' });
    expect(start.outcome).toMatchObject({ mines: 3, revealed: [], mineTiles: null, status: 'playing' });
    const first = await kit.mines.reveal(p, launchId, roundId, safe[0] as number);
    expect(first.body.value).toMatchObject({ status: 'OPEN', outcome: { revealed: [safe[0]], mineTiles: null } });
    const second = await kit.mines.reveal(p, launchId, roundId, safe[1] as number);
    // A retried reveal answers the round as it stands and changes nothing.
    const retried = await kit.mines.reveal(p, launchId, roundId, safe[1] as number);
    expect(retried.body.value).toEqual(second.body.value);
    for (const res of [first, second]) expect(res.text).not.toContain(`"mineTiles":[`);
    // The session resumes the open round, still without its mines.
    const session = await kit.session(p, launchId);
    expect(session.body.value.openRound).toMatchObject({ roundId, status: 'OPEN', outcome: { mineTiles: null } });

    const cashed = await kit.mines.cashOut(p, launchId, roundId);
    expect(cashed.status).toBe(200);
    const round = cashed.body.value;
    expect(round).toMatchObject({ status: 'COMPLETED', outcome: { status: 'cashed', mineTiles } });
    // 3 mines, 2 safe picks: 99/100 * C(25,2)/C(22,2) = 9/7, paid rounded down: 10.00 * 9/7 = 12.85.
    expect(round).toMatchObject({ multiplier: { num: '9', den: '7' }, payout: '12.85' });
    const after = await kit.balances(p.id);
    expect(after.cash - before.cash).toBe(minor(round.payout) - 1000n);
    expect(after.cash + after.clearing).toBe(before.cash + before.clearing);
    // Cashing out again answers the same; a move on the ended round is refused.
    expect((await kit.mines.cashOut(p, launchId, roundId)).body.value).toEqual(round);
    expect(await kit.mines.reveal(p, launchId, roundId, safe[5] as number)).toMatchObject({
      status: 409,
      body: { code: 'ROUND_CLOSED' },
    });
    expect((await kit.session(p, launchId)).body.value.openRound).toBeNull();
    const wallet = await kit.db
      .selectFrom('vendor_round')
      .select(['status', 'detail'])
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(wallet.status).toBe('COMPLETED');
    expect(wallet.detail).toMatchObject({
      engine: 'mines',
      params: { picks: [safe[0], safe[1]], cashOut: true, mines: 3, stake: '1000' },
    });
  });

  it('loses the stake on a mine', async () => {
    const p = await kit.player(100_000n);
    const launchId = await kit.launch(p, NODE_OF.mines);
    const before = await kit.balances(p.id);
    const { roundId, mineTiles, safe } = await minesRound(p, launchId, 5);
    await kit.mines.reveal(p, launchId, roundId, safe[0] as number);
    const boom = await kit.mines.reveal(p, launchId, roundId, mineTiles[0] as number);
    expect(boom.body.value).toMatchObject({
      status: 'COMPLETED',
      payout: '0.00',
      outcome: { status: 'lost', mineTiles },
    });
    expect((await kit.balances(p.id)).cash - before.cash).toBe(-1000n);
    expect(
      (
        await kit.db
          .selectFrom('vendor_round')
          .select('status')
          .where('round_id', '=', roundId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('COMPLETED');
  });

  it('refuses a cash-out before any tile, a tile twice the rules do not allow, and someone else’s round', async () => {
    const p = await kit.player(100_000n);
    const other = await kit.player(100_000n);
    const launchId = await kit.launch(p, NODE_OF.mines);
    const { roundId } = await minesRound(p, launchId);
    expect(await kit.mines.cashOut(p, launchId, roundId)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.roundId', rule: 'invalid_bet' }] } },
    });
    const otherLaunch = await kit.launch(other, NODE_OF.mines);
    expect(await kit.mines.reveal(other, otherLaunch, roundId, 0)).toMatchObject({
      status: 404,
      body: { code: 'ROUND_NOT_FOUND' },
    });
    expect(await kit.mines.start(p, { launchId, stake: '1.00', mines: 25 })).toMatchObject({ status: 400 });
  });
});

describe('free trial', () => {
  it('plays with the launch’s play money: same engines and nonces, no ledger, no wallet round, no winner board', async () => {
    const p = await kit.player();
    const launchId = await kit.launch(p, NODE_OF.dice, true);
    const session = await kit.session(p, launchId);
    expect(session.body.value).toMatchObject({ trial: true, balance: '1000.00' });
    const footprint = await kit.footprint();
    const ledger = { ...footprint, studio: undefined };
    let balance = 100_000n;
    for (let i = 0; i < 5; i++) {
      const res = await kit.play(p, 'dice', { launchId, stake: '10.00', direction: 'under', target: 9800 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      balance += minor(res.body.value.payout) - 1000n;
      expect(minor(res.body.value.balance)).toBe(balance);
      expect(res.body.value.fairness.nonce).toBe(i);
    }
    expect({ ...(await kit.footprint()), studio: undefined }).toEqual(ledger);
    expect(await kit.db.selectFrom('game_win').select('id').where('member_id', '=', p.id).execute()).toEqual([]);
    expect((await kit.session(p, launchId)).body.value.balance).toBe(
      `${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`,
    );
    // Play money runs out like money.
    await kit.db.updateTable('studio_trial_wallet').set({ balance: 50n }).where('launch_id', '=', launchId).execute();
    expect(await kit.play(p, 'dice', { launchId, stake: '1.00', direction: 'under', target: 9800 })).toMatchObject({
      status: 409,
      body: { code: 'INSUFFICIENT_FUNDS', value: { balance: '0.50' } },
    });
    // Each trial launch has its own play money.
    const again = await kit.launch(p, NODE_OF.dice, true);
    expect((await kit.session(p, again)).body.value.balance).toBe('1000.00');
  });

  it('replays a trial round’s requestId, and plays mines with play money', async () => {
    const p = await kit.player();
    const launchId = await kit.launch(p, NODE_OF.slot, true);
    const requestId = randomUUID();
    const first = await kit.play(p, 'slot', { launchId, requestId, stake: '5.00' });
    expect(await kit.play(p, 'slot', { launchId, requestId, stake: '5.00' })).toMatchObject({ body: first.body });

    const minesLaunch = await kit.launch(p, NODE_OF.mines, true);
    const ledger = await kit.footprint();
    const { roundId, safe } = await minesRound(p, minesLaunch);
    await kit.mines.reveal(p, minesLaunch, roundId, safe[0] as number);
    const cashed = await kit.mines.cashOut(p, minesLaunch, roundId);
    expect(cashed.body.value).toMatchObject({ status: 'COMPLETED', outcome: { status: 'cashed' } });
    expect(minor(cashed.body.value.balance)).toBe(100_000n - 1000n + minor(cashed.body.value.payout));
    expect({ ...(await kit.footprint()), studio: undefined }).toEqual({ ...ledger, studio: undefined });
    // A trial round is not the real launch's to touch.
    const real = await kit.launch(p, NODE_OF.mines);
    expect(await kit.mines.cashOut(p, real, roundId)).toMatchObject({ status: 404 });
  });
});
