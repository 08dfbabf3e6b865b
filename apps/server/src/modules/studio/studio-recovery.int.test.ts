import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debit } from '../vendor-wallet/vendor-wallet-service';
import { recoverStudioRounds } from './studio-recovery';
import { betTransactionId, studioRequestHash, studioRoundId } from './studio-round-ids';
import { reserveRound } from './studio-round-repository';
import { minor, NODE_OF, type Player, type StudioKit, startStudioKit } from './studio-test-kit';

let kit: StudioKit;

beforeAll(async () => {
  kit = await startStudioKit();
});

afterAll(async () => {
  await kit?.close();
});

const DICE = { stake: '2.00', direction: 'over', target: 4999 };

/** Makes one statement fail for one member, as a crash or a lost connection would at that point. */
async function failing(table: string, when: string, condition: string, work: () => Promise<unknown>) {
  await sql
    .raw(`
      create or replace function studio_test_fault() returns trigger language plpgsql as $$
      begin raise exception 'injected fault'; end $$;
      create trigger studio_test_fault before ${when} on ${table} for each row
        when (${condition}) execute function studio_test_fault();
    `)
    .execute(kit.db);
  try {
    return await work();
  } finally {
    await sql.raw(`drop trigger studio_test_fault on ${table}`).execute(kit.db);
  }
}

const studioRound = (roundId: string) =>
  kit.db
    .selectFrom('studio_round')
    .select(['status', 'nonce', 'payout'])
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
const walletRound = (roundId: string) =>
  kit.db
    .selectFrom('vendor_round')
    .select(['status', 'total_bet', 'total_win'])
    .where('round_id', '=', roundId)
    .executeTakeFirst();
/** The recovery job's clock: the round last changed `seconds` ago. */
const age = (roundId: string, seconds: number) =>
  sql`update studio_round set updated_at = now() - make_interval(secs => ${seconds}) where round_id = ${roundId}`.execute(
    kit.db,
  );

async function seated(engine: keyof typeof NODE_OF): Promise<{ p: Player; launchId: string }> {
  const p = await kit.player(100_000n);
  return { p, launchId: await kit.launch(p, NODE_OF[engine]) };
}

describe('recovery of interrupted studio rounds', () => {
  it('credits a round whose win failed after its bet, from the recorded outcome, once', async () => {
    const { p, launchId } = await seated('dice');
    const before = await kit.balances(p.id);
    const requestId = randomUUID();
    const roundId = studioRoundId(kit.merchantId, p.id, requestId);
    const res = (await failing('vendor_transaction', 'insert', `new.member_id = ${p.id} and new.kind = 'CREDIT'`, () =>
      kit.play(p, 'dice', { launchId, requestId, ...DICE }),
    )) as { status: number };
    expect(res.status).toBe(500);
    expect(await studioRound(roundId)).toMatchObject({ status: 'SETTLING', nonce: 0 });
    expect(await walletRound(roundId)).toMatchObject({ status: 'OPEN', total_bet: '200' });
    expect((await kit.balances(p.id)).cash).toBe(before.cash - 200n);

    // In flight for less than a minute: left alone.
    expect(await recoverStudioRounds(kit.db)).toMatchObject({ finished: 0 });
    await age(roundId, 120);
    expect(await recoverStudioRounds(kit.db)).toEqual({ finished: 1, abandoned: 0, failed: 0 });
    const settled = await studioRound(roundId);
    expect(settled.status).toBe('COMPLETED');
    expect(await walletRound(roundId)).toMatchObject({ status: 'COMPLETED', total_win: settled.payout });
    const after = await kit.balances(p.id);
    expect(after.cash).toBe(before.cash - 200n + BigInt(settled.payout as string));
    expect(after.cash + after.clearing).toBe(before.cash + before.clearing);
    // The member's retry now gets the settled round; a second recovery finds nothing.
    const retry = await kit.play(p, 'dice', { launchId, requestId, ...DICE });
    expect(retry.body.value).toMatchObject({ roundId, status: 'COMPLETED', payout: expect.any(String) });
    expect(minor(retry.body.value.payout)).toBe(BigInt(settled.payout as string));
    expect(await recoverStudioRounds(kit.db)).toMatchObject({ finished: 0 });
  });

  it('a round whose win came after its seed was revealed shows the seed in the betting record', async () => {
    const { p, launchId } = await seated('dice');
    const requestId = randomUUID();
    const roundId = studioRoundId(kit.merchantId, p.id, requestId);
    await failing('vendor_transaction', 'insert', `new.member_id = ${p.id} and new.kind = 'CREDIT'`, () =>
      kit.play(p, 'dice', { launchId, requestId, ...DICE }),
    );
    const pair = await kit.activePair(p.id);
    expect((await kit.rotate(p, launchId)).status).toBe(200);
    await age(roundId, 120);
    expect(await recoverStudioRounds(kit.db)).toMatchObject({ finished: 1 });
    const wallet = await kit.db
      .selectFrom('vendor_round')
      .select(['status', 'detail'])
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(wallet).toMatchObject({
      status: 'COMPLETED',
      detail: { serverSeedHash: pair.server_seed_hash, serverSeed: pair.server_seed, seedRevealed: true, nonce: 0 },
    });
  });

  it('plays out a round whose bet was taken before the draw failed', async () => {
    const { p, launchId } = await seated('slot');
    const before = await kit.balances(p.id);
    const requestId = randomUUID();
    const roundId = studioRoundId(kit.merchantId, p.id, requestId);
    await kit.session(p, launchId);
    await failing('studio_seed_pair', 'update', `new.member_id = ${p.id}`, () =>
      kit.play(p, 'slot', { launchId, requestId, stake: '1.00' }),
    );
    expect(await studioRound(roundId)).toMatchObject({ status: 'PENDING', nonce: null });
    expect(await walletRound(roundId)).toMatchObject({ status: 'OPEN', total_bet: '100' });
    await age(roundId, 120);
    expect(await recoverStudioRounds(kit.db)).toMatchObject({ finished: 1 });
    const settled = await studioRound(roundId);
    expect(settled).toMatchObject({ status: 'COMPLETED', nonce: 0 });
    const after = await kit.balances(p.id);
    expect(after.cash).toBe(before.cash - 100n + BigInt(settled.payout as string));
    expect(after.cash + after.clearing).toBe(before.cash + before.clearing);
  });

  it('voids a round whose bet never reached the wallet: a late bet is refused', async () => {
    const { p } = await seated('dice');
    const requestId = randomUUID();
    const roundId = studioRoundId(kit.merchantId, p.id, requestId);
    const params = { stake: '200', direction: 'over', target: 4999 };
    await reserveRound(kit.db, {
      merchantId: kit.merchantId,
      memberId: p.id,
      roundId,
      requestHash: studioRequestHash('dice', false, params),
      launchId: 'AAAAAAAAAAAAAAAAAAAAAA',
      nodeId: NODE_OF.dice,
      gameCode: 'pge_dice',
      engine: 'dice',
      trial: false,
      stake: 200n,
      params,
    });
    await age(roundId, 120);
    const cash = (await kit.balances(p.id)).cash;
    expect(await recoverStudioRounds(kit.db)).toMatchObject({ finished: 1 });
    expect(await studioRound(roundId)).toMatchObject({ status: 'CANCELLED', nonce: null });
    const player = { merchantId: kit.merchantId, vendor: 'PGE', memberId: p.id, currency: 'USD' };
    await expect(
      debit(kit.db, player, { transactionId: betTransactionId(roundId), roundId, gameCode: 'pge_dice', amount: 200n }),
    ).rejects.toMatchObject({ code: 'TRANSACTION_ROLLED_BACK' });
    expect((await kit.balances(p.id)).cash).toBe(cash);
  });

  it('ends mines rounds nobody moved for a day: cashed out with safe picks, lost without', async () => {
    const { p, launchId } = await seated('mines');
    const before = await kit.balances(p.id);
    const withPick = (await kit.mines.start(p, { launchId, stake: '10.00', mines: 3 })).body.value.roundId;
    const mines = await kit.mines.mineTiles(withPick);
    const safe = [...Array(25).keys()].find((t) => !mines.includes(t)) as number;
    await kit.mines.reveal(p, launchId, withPick, safe);
    const noPick = (await kit.mines.start(p, { launchId, stake: '10.00', mines: 3 })).body.value.roundId;

    // Played an hour ago: still the member's to finish.
    await age(withPick, 3600);
    expect(await recoverStudioRounds(kit.db)).toMatchObject({ abandoned: 0 });
    await age(withPick, 25 * 3600);
    await age(noPick, 25 * 3600);
    expect(await recoverStudioRounds(kit.db)).toMatchObject({ abandoned: 2, failed: 0 });
    // One safe pick of 3 mines: 99/100 * 25/22 = 2475/2200 = 9/8, 10.00 -> 11.25.
    expect(await studioRound(withPick)).toMatchObject({ status: 'COMPLETED', payout: '1125' });
    expect(await studioRound(noPick)).toMatchObject({ status: 'COMPLETED', payout: '0' });
    expect(await walletRound(withPick)).toMatchObject({ status: 'COMPLETED', total_win: '1125' });
    expect(await walletRound(noPick)).toMatchObject({ status: 'COMPLETED', total_win: '0' });
    const after = await kit.balances(p.id);
    expect(after.cash - before.cash).toBe(-2000n + 1125n);
    expect(after.cash + after.clearing).toBe(before.cash + before.clearing);
  });
});
