import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from '../ledger/ledger-test-support';
import { credit, debit, rollback, walletBalance } from './vendor-wallet-service';
import { nextId, startVendorWalletKit, type VendorWalletKit } from './vendor-wallet-test-kit';

let kit: VendorWalletKit;

beforeAll(async () => {
  kit = await startVendorWalletKit();
});

afterAll(async () => {
  await kit?.close();
});

describe('seamless wallet: bets, wins and rollbacks', () => {
  it('a bet takes the stake, a win pays it, the round completes and the win reaches the winner board', async () => {
    const p = await kit.player(100_00n);
    const roundId = nextId('r');
    const bet = await p.debit('d1', roundId, '10.00');
    expect(bet.status).toBe(200);
    expect(bet.body.value).toEqual({
      balance: '90.00',
      transactionId: 'd1',
      reference: expect.stringMatching(/^\d+$/),
    });
    expect(await kit.round(p.memberId, roundId)).toMatchObject({ status: 'OPEN', total_bet: '1000', total_win: '0' });

    const win = await p.credit('c1', roundId, '25.50', true);
    expect(win.body.value).toMatchObject({ balance: '115.50', transactionId: 'c1' });
    expect(await kit.round(p.memberId, roundId)).toMatchObject({
      status: 'COMPLETED',
      total_bet: '1000',
      total_win: '2550',
      node_id: 4001,
    });
    expect(await kit.balances(p.memberId)).toEqual({ cash: 115_50n, clearing: expect.any(BigInt) });
    const wins = await kit.db.selectFrom('game_win').selectAll().where('member_id', '=', p.memberId).execute();
    expect(wins).toMatchObject([{ node_id: 4001, win_amount: '2550' }]);

    const ledger = await kit.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'idempotency_source', 'idempotency_key'])
      .where('id', 'in', [bet.body.value.reference, win.body.value.reference])
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'BET', idempotency_source: 'vendor-wallet:SPX', idempotency_key: 'd1' },
      { kind: 'WIN', idempotency_source: 'vendor-wallet:SPX', idempotency_key: 'c1' },
    ]);
    // The balance call agrees.
    expect((await p.call('balance')).body.value).toEqual({ balance: '115.50', currency: 'USD' });
  });

  it('a lost round is credited 0: recorded, no posting, no winner board entry', async () => {
    const p = await kit.player(50_00n);
    const roundId = nextId('r');
    await p.debit(nextId('d'), roundId, '5');
    const before = await kit.footprint();
    const lost = await p.credit(nextId('c'), roundId, '0', true);
    expect(lost.body.value).toMatchObject({ balance: '45.00', reference: null });
    const after = await kit.footprint();
    expect(after?.t).toBe(before?.t);
    expect(Number(after?.v)).toBe(Number(before?.v) + 1);
    expect(await kit.round(p.memberId, roundId)).toMatchObject({ status: 'COMPLETED', total_win: '0' });
    expect(await kit.db.selectFrom('game_win').select('id').where('member_id', '=', p.memberId).execute()).toEqual([]);
  });

  it('answers a replay with the first answer and changes nothing; another call under the same id is a conflict', async () => {
    const p = await kit.player(100_00n);
    const q = await kit.player();
    const roundId = nextId('r');
    const first = await p.debit('dup-1', roundId, '10');
    await p.debit(nextId('d'), roundId, '1');
    const before = { ...(await kit.footprint()), ...(await kit.balances(p.memberId)) };
    // The replay comes after a later bet: it still says the balance as it was then.
    const replay = await p.debit('dup-1', roundId, '10');
    expect(replay).toEqual(first);
    expect(replay.body.value.balance).toBe('90.00');
    expect({ ...(await kit.footprint()), ...(await kit.balances(p.memberId)) }).toEqual(before);

    for (const other of [
      () => p.debit('dup-1', roundId, '11'),
      () => p.debit('dup-1', nextId('r'), '10'),
      () => p.credit('dup-1', roundId, '10', false),
      () => p.rollback('dup-1', nextId('x'), roundId),
    ]) {
      expect(await other()).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    }
    // Another member's call under that id is not the same call either.
    expect((await q.debit('dup-1', roundId, '10')).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect({ ...(await kit.footprint()), ...(await kit.balances(p.memberId)) }).toEqual(before);

    const win = await p.credit('dup-c', roundId, '3', true);
    expect(await p.credit('dup-c', roundId, '3', true)).toEqual(win);
    const lost = await kit.player(10_00n);
    const lostRound = nextId('r');
    await lost.debit(nextId('d'), lostRound, '1');
    const zero = await lost.credit('dup-zero', lostRound, '0', true);
    expect(await lost.credit('dup-zero', lostRound, '0', true)).toEqual(zero);
  });

  it('refuses a bet beyond the balance with the balance, and moves nothing', async () => {
    const p = await kit.player(5_00n);
    const before = await kit.footprint();
    const refused = await p.debit(nextId('d'), nextId('r'), '5.01');
    expect(refused).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_FUNDS', value: { balance: '5.00' } } });
    expect(await kit.footprint()).toEqual(before);
    // A bet of exactly the balance goes through.
    expect((await p.debit(nextId('d'), nextId('r'), '5')).body.value.balance).toBe('0.00');
  });

  it('checks amounts: positive bets, the currency’s decimals, the session’s currency', async () => {
    const p = await kit.player(10_00n);
    const before = await kit.footprint();
    expect((await p.debit(nextId('d'), nextId('r'), '0')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body.amount', rule: 'positive' }] },
    });
    expect((await p.debit(nextId('d'), nextId('r'), '1.005')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body.amount', rule: 'currency_digits' }] },
    });
    expect((await p.debit(nextId('d'), nextId('r'), '-1')).body.code).toBe('VALIDATION_FAILED');
    expect(await p.debit(nextId('d'), nextId('r'), '1', { currency: 'EUR' })).toMatchObject({
      status: 400,
      body: { code: 'CURRENCY_MISMATCH' },
    });
    expect(await kit.footprint()).toEqual(before);
    expect((await p.debit(nextId('d'), nextId('r'), '1', { currency: 'USD' })).status).toBe(200);
  });

  it('refuses bets of a locked member, but still pays the member’s wins', async () => {
    const p = await kit.player(10_00n);
    const roundId = nextId('r');
    await p.debit(nextId('d'), roundId, '2');
    await kit.db
      .updateTable('member')
      .set({ locked_until: new Date(Date.now() + 3_600_000) })
      .where('id', '=', p.memberId)
      .execute();
    expect(await p.debit(nextId('d'), roundId, '1')).toMatchObject({ status: 423, body: { code: 'ACCOUNT_LOCKED' } });
    expect((await p.credit(nextId('c'), roundId, '4', true)).body.value.balance).toBe('12.00');
  });

  it('rolls a bet back: the stake returns, the round is cancelled once no bet stands', async () => {
    const p = await kit.player(20_00n);
    const roundId = nextId('r');
    await p.debit('rb-d1', roundId, '3');
    await p.debit('rb-d2', roundId, '4');
    const undo = await p.rollback('rb-x1', 'rb-d1', roundId);
    expect(undo.body.value).toMatchObject({ balance: '16.00', transactionId: 'rb-x1' });
    expect(await kit.round(p.memberId, roundId)).toMatchObject({ status: 'OPEN', total_bet: '400' });
    // The same rollback again is a replay; a second rollback id for the same bet moves nothing.
    expect(await p.rollback('rb-x1', 'rb-d1', roundId)).toEqual(undo);
    const again = await p.rollback('rb-x1b', 'rb-d1', roundId);
    expect(again.body.value).toMatchObject({ balance: '16.00', reference: undo.body.value.reference });
    await p.rollback('rb-x2', 'rb-d2', roundId);
    expect(await kit.round(p.memberId, roundId)).toMatchObject({ status: 'CANCELLED', total_bet: '0' });
    expect((await kit.balances(p.memberId)).cash).toBe(20_00n);
    // Nothing more happens in a cancelled round.
    expect((await p.debit(nextId('d'), roundId, '1')).body.code).toBe('ROUND_CLOSED');
    expect((await p.credit(nextId('c'), roundId, '1', true)).body.code).toBe('ROUND_CLOSED');
    const reversal = await kit.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'reverses_id'])
      .where('id', '=', undo.body.value.reference)
      .executeTakeFirstOrThrow();
    expect(reversal.kind).toBe('REVERSAL');
  });

  it('refuses to roll back a bet whose round was credited, and bets in a completed round', async () => {
    const p = await kit.player(20_00n);
    const roundId = nextId('r');
    await p.debit('rs-d1', roundId, '5');
    await p.credit(nextId('c'), roundId, '1', false);
    expect(await p.rollback(nextId('x'), 'rs-d1', roundId)).toMatchObject({
      status: 409,
      body: { code: 'ROUND_SETTLED' },
    });
    await p.credit(nextId('c'), roundId, '0', true);
    expect(await p.debit(nextId('d'), roundId, '1')).toMatchObject({ status: 409, body: { code: 'ROUND_CLOSED' } });
    expect(await p.credit(nextId('c'), roundId, '1', true)).toMatchObject({ body: { code: 'ROUND_CLOSED' } });
    expect((await kit.balances(p.memberId)).cash).toBe(16_00n);
  });

  it('refuses a credit for a round without a bet, and rollbacks that name no bet of the round', async () => {
    const p = await kit.player(20_00n);
    expect(await p.credit(nextId('c'), nextId('r'), '5', true)).toMatchObject({
      status: 404,
      body: { code: 'ROUND_NOT_FOUND' },
    });
    const roundId = nextId('r');
    await p.debit('rv-d1', roundId, '1');
    await p.credit('rv-c1', roundId, '0', false);
    expect((await p.rollback(nextId('x'), 'rv-c1', roundId)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body.rollbackOf', rule: 'debit' }] },
    });
    expect((await p.rollback(nextId('x'), 'rv-d1', nextId('r'))).body).toMatchObject({
      value: { errors: [{ field: 'body.roundId', rule: 'round_of_debit' }] },
    });
    const q = await kit.player(20_00n);
    expect((await q.rollback(nextId('x'), 'rv-d1', roundId)).body).toMatchObject({
      value: { errors: [{ field: 'body.rollbackOf', rule: 'debit_of_player' }] },
    });
  });

  it('leaves a tombstone for a rollback of an unknown bet: the late bet is refused and moves nothing', async () => {
    const p = await kit.player(10_00n);
    const roundId = nextId('r');
    const undo = await p.rollback('ts-x1', 'ts-d1', roundId);
    expect(undo).toMatchObject({
      status: 200,
      body: { value: { balance: '10.00', transactionId: 'ts-x1', reference: null } },
    });
    expect(await p.rollback('ts-x1', 'ts-d1', roundId)).toEqual(undo);
    const before = await kit.footprint();
    expect(await p.debit('ts-d1', roundId, '1')).toMatchObject({
      status: 409,
      body: { code: 'TRANSACTION_ROLLED_BACK' },
    });
    expect(await kit.footprint()).toEqual(before);
    expect((await kit.balances(p.memberId)).cash).toBe(10_00n);
    // A second rollback of the same lost bet, under its own id, succeeds too.
    expect((await p.rollback('ts-x2', 'ts-d1', roundId)).body.value).toMatchObject({ balance: '10.00' });
  });
});

describe('seamless wallet: sessions', () => {
  it('needs a live session for balance and bets, but pays wins and rollbacks on an expired one', async () => {
    const p = await kit.player(30_00n);
    const roundId = nextId('r');
    const bet = await p.debit('ex-d1', roundId, '5');
    await p.debit('ex-d2', roundId, '5');
    await p.expireSession();
    expect(await p.call('balance')).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } });
    expect((await p.debit(nextId('d'), roundId, '1')).body.code).toBe('SESSION_EXPIRED');
    // A replay of a bet that took effect is answered all the same.
    expect(await p.debit('ex-d1', roundId, '5')).toEqual(bet);
    expect((await p.rollback(nextId('x'), 'ex-d2', roundId)).body.value.balance).toBe('25.00');
    expect((await p.credit(nextId('c'), roundId, '7', true)).body.value.balance).toBe('32.00');
  });

  it('refuses unknown sessions, another player’s id, and every wallet call of a trial game', async () => {
    const p = await kit.player(10_00n);
    const q = await kit.player(10_00n);
    const before = await kit.footprint();
    expect(await kit.vendorCall('SPX', 'balance', { sessionId: 'x'.repeat(43), playerId: p.playerId })).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    expect(await kit.vendorCall('SPX', 'balance', { sessionId: p.sessionId, playerId: q.playerId })).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    expect(
      (
        await kit.vendorCall('SPX', 'credit', {
          sessionId: p.sessionId,
          playerId: q.playerId,
          transactionId: nextId('c'),
          roundId: nextId('r'),
          gameCode: 'spx_wild_safari',
          amount: '100',
          roundEnded: true,
        })
      ).body.code,
    ).toBe('UNAUTHORIZED');

    const trial = await kit.player(0n, { trial: true });
    for (const res of [
      await trial.call('balance'),
      await trial.debit(nextId('d'), nextId('r'), '1'),
      await trial.credit(nextId('c'), nextId('r'), '1', true),
      await trial.rollback(nextId('x'), nextId('d'), nextId('r')),
    ]) {
      expect(res).toMatchObject({ status: 403, body: { code: 'TRIAL_NOT_ALLOWED' } });
    }
    // Only the trial's own session was added.
    const after = await kit.footprint();
    expect({ ...after, s: before?.s }).toEqual(before);
    expect(Number(after?.s)).toBe(Number(before?.s) + 1);
  });
});

describe('seamless wallet: money is conserved', () => {
  it('takes exactly one bet from 50 parallel copies of it, and answers them all alike', async () => {
    const p = await kit.player(100_00n);
    const roundId = nextId('r');
    const { cash, clearing } = await kit.balances(p.memberId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => p.debit('par-d1', roundId, '7')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.value))).size).toBe(1);
    expect(await kit.balances(p.memberId)).toEqual({ cash: cash - 7_00n, clearing: clearing + 7_00n });
    const postings = await kit.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_source', '=', 'vendor-wallet:SPX')
      .where('idempotency_key', '=', 'par-d1')
      .execute();
    expect(postings).toHaveLength(1);
  });

  it('the first bets ever at a vendor, arriving together, all go through', async () => {
    const OCEAN_KING = { nodeId: 5001, gameCode: 'ock_ocean_king' };
    // No OCK clearing account exists yet: each of these would create it.
    const players = await Promise.all(
      Array.from({ length: 8 }, () => kit.player(10_00n, { vendor: 'OCK', game: OCEAN_KING })),
    );
    const bets = await Promise.all(players.map((q) => q.debit(nextId('d'), nextId('r'), '1')));
    expect(bets.map((b) => b.status)).toEqual(bets.map(() => 200));
    expect((await kit.balances(players[0]?.memberId as number, 'OCK')).clearing).toBe(8_00n);
  });

  it('one rollback and many credits racing for one round: it ends one way, and nothing is created', async () => {
    const p = await kit.player(100_00n);
    const roundId = nextId('r');
    await p.debit('race-d1', roundId, '10');
    const before = await kit.balances(p.memberId);
    const results = await Promise.all([
      p.rollback('race-x1', 'race-d1', roundId),
      p.credit('race-c1', roundId, '30', true),
      p.rollback('race-x1', 'race-d1', roundId),
      p.credit('race-c1', roundId, '30', true),
    ]);
    const after = await kit.balances(p.memberId);
    // Sum over the member and the vendor clearing never changes: money only moves between them.
    expect(after.cash + after.clearing).toBe(before.cash + before.clearing);
    const row = await kit.round(p.memberId, roundId);
    if (row?.status === 'CANCELLED') {
      expect(after.cash).toBe(before.cash + 10_00n);
      expect(results[1]?.body.code).toBe('ROUND_CLOSED');
    } else {
      expect(row?.status).toBe('COMPLETED');
      expect(after.cash).toBe(before.cash + 30_00n);
      expect(results[0]?.body.code).toBe('ROUND_SETTLED');
    }
  });

  it('a bet and its rollback racing: whichever comes first, the member ends where they started', async () => {
    const p = await kit.player(100_00n);
    const start = await kit.balances(p.memberId);
    for (let i = 0; i < 10; i++) {
      const roundId = nextId('r');
      const [bet, undo] = await Promise.all([
        p.debit(`rc-d${i}`, roundId, '9'),
        p.rollback(`rc-x${i}`, `rc-d${i}`, roundId),
      ]);
      expect(undo.status).toBe(200);
      expect([200, 409]).toContain(bet.status);
      if (bet.status === 409) expect(bet.body.code).toBe('TRANSACTION_ROLLED_BACK');
    }
    expect(await kit.balances(p.memberId)).toEqual(start);
  });
});

describe('seamless wallet in-process (the in-house studio)', () => {
  it('applies the same rules without HTTP, and keeps a round’s verification detail', async () => {
    const memberId = await kit.createMember();
    await kit.fund(memberId, 10_00n);
    const player = { merchantId: kit.merchantId, vendor: 'PGE', memberId, currency: 'USD' };
    const bet = await debit(kit.db, player, {
      transactionId: 'pge-b1',
      roundId: 'pge-r1',
      gameCode: 'pge_dice',
      amount: 150n,
    });
    expect(bet).toMatchObject({ balance: 850n, transactionId: 'pge-b1', replayed: false });
    expect(
      await debit(kit.db, player, { transactionId: 'pge-b1', roundId: 'pge-r1', gameCode: 'pge_dice', amount: 150n }),
    ).toEqual({ ...bet, replayed: true });
    const win = await credit(kit.db, player, {
      transactionId: 'pge-w1',
      roundId: 'pge-r1',
      gameCode: 'pge_dice',
      amount: 300n,
      roundEnded: true,
      detail: { serverSeedHash: 'abc', clientSeed: 'x', nonce: 7 },
    });
    expect(win.balance).toBe(11_50n);
    expect(await walletBalance(kit.db, player)).toBe(11_50n);
    const round = await kit.db
      .selectFrom('vendor_round')
      .select(['node_id', 'status', 'detail'])
      .where('round_id', '=', 'pge-r1')
      .executeTakeFirstOrThrow();
    // The round is booked to the catalogue's game of its game code: pge_dice is node 1006.
    expect(round).toEqual({
      node_id: 1006,
      status: 'COMPLETED',
      detail: { serverSeedHash: 'abc', clientSeed: 'x', nonce: 7 },
    });
    expect(
      await refusalOf(
        debit(kit.db, player, { transactionId: 'pge-b2', roundId: 'pge-r2', gameCode: 'pge_dice', amount: 10_000n }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(
      await refusalOf(
        rollback(kit.db, player, {
          transactionId: 'pge-x1',
          rollbackOf: 'pge-b1',
          roundId: 'pge-r1',
          gameCode: 'pge_dice',
        }),
      ),
    ).toBe('ROUND_SETTLED');
  });
});
