import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_LOGINS } from '../../test/account-test-brand';
import { eventually } from '../../test/eventually';
import { type AccountTestKit, freshIp, startAccountTestKit } from './account-test-kit';
import { removeIdleTrialAccounts } from './trial-cleanup';

let kit: AccountTestKit;

// The cleanup job runs every second here; accounts are aged by hand past the 7-day default.
beforeAll(async () => {
  kit = await startAccountTestKit({ TRIAL_CLEANUP_SWEEP_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' });
});

afterAll(async () => {
  await kit?.close();
});

const FREE_PLAY = { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 };

/** A trial account made the way a visitor makes one ("Try free"), with its session. */
async function newTrial(): Promise<number> {
  const res = await kit.call({ method: 'POST', url: '/wps/session/login/freeplay', body: FREE_PLAY, ip: freshIp() });
  expect(res.status).toBe(200);
  const member = await kit.db
    .selectFrom('member')
    .select('id')
    .where('account', '=', res.body.value.userName)
    .executeTakeFirstOrThrow();
  return member.id;
}

/** Moves an account's creation and its sessions' last use `days` into the past. */
async function age(memberId: number, days: number): Promise<void> {
  await sql`update member set created_at = now() - make_interval(days => ${days}) where id = ${memberId}`.execute(
    kit.db,
  );
  await sql`update member_session set created_at = now() - make_interval(days => ${days}),
      last_seen_at = now() - make_interval(days => ${days}) where member_id = ${memberId}`.execute(kit.db);
}

/** A finished trial round in the studio, with its seed pair, as free play leaves behind. */
async function playedTrialRound(memberId: number): Promise<void> {
  const hex = () => randomBytes(32).toString('hex');
  const pair = await kit.db
    .insertInto('studio_seed_pair')
    .values({
      merchant_id: kit.merchantId,
      member_id: memberId,
      server_seed: hex(),
      server_seed_hash: hex(),
      client_seed: 'trial-seed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await kit.db
    .insertInto('studio_round')
    .values({
      merchant_id: kit.merchantId,
      member_id: memberId,
      round_id: randomBytes(8).toString('hex'),
      request_hash: hex(),
      launch_id: randomBytes(8).toString('hex'),
      node_id: 1,
      game_code: 'dice',
      engine: 'dice',
      trial: true,
      status: 'COMPLETED',
      stake: '100',
      payout: '0',
      params: '{}',
      pair_id: pair.id,
      nonce: 0,
    })
    .execute();
}

const exists = async (memberId: number) =>
  (await kit.db.selectFrom('member').select('id').where('id', '=', memberId).executeTakeFirst()) !== undefined;

async function ledgerRows() {
  const count = (table: 'ledger_account' | 'ledger_transaction' | 'ledger_posting') =>
    kit.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
  return {
    accounts: (await count('ledger_account')).n,
    transactions: (await count('ledger_transaction')).n,
    postings: (await count('ledger_posting')).n,
  };
}

describe('the trial account cleanup', () => {
  it('removes idle trial accounts with their sessions and trial play; young trials and real members stay', async () => {
    const old = await newTrial();
    await playedTrialRound(old);
    const young = await newTrial();
    const recentlySeen = await newTrial();
    const real = await kit.db
      .selectFrom('member')
      .select('id')
      .where('account', '=', TEST_LOGINS.member.account)
      .executeTakeFirstOrThrow();
    const ledgerBefore = await ledgerRows();

    await age(young, 6);
    await age(recentlySeen, 30);
    await sql`update member_session set last_seen_at = now() - interval '1 day' where member_id = ${recentlySeen}`.execute(
      kit.db,
    );
    await sql`update member set created_at = now() - interval '3 years' where id = ${real.id}`.execute(kit.db);
    await age(old, 8);

    // The scheduled job finds it.
    await eventually(
      () => exists(old),
      (present) => !present,
    );
    expect(await kit.db.selectFrom('member_session').select('id').where('member_id', '=', old).execute()).toEqual([]);
    expect(await kit.db.selectFrom('studio_round').select('id').where('member_id', '=', old).execute()).toEqual([]);
    expect(await kit.db.selectFrom('studio_seed_pair').select('id').where('member_id', '=', old).execute()).toEqual([]);
    expect(await exists(young)).toBe(true);
    expect(await exists(recentlySeen)).toBe(true);
    expect(await exists(real.id)).toBe(true);
    expect(await ledgerRows()).toEqual(ledgerBefore);
  });

  it('keeps a trial account the ledger holds, and touches none of its rows', async () => {
    const held = await newTrial();
    await playedTrialRound(held);
    // Trials never reach the ledger; a row written by hand stands for one that somehow did.
    await kit.db
      .insertInto('ledger_account')
      .values({ merchant_id: kit.merchantId, kind: 'MEMBER_CASH', member_id: held, balance: '0' })
      .execute();
    const ledgerBefore = await ledgerRows();
    await age(held, 8);

    const outcome = await removeIdleTrialAccounts(kit.db, 7);
    expect(outcome.kept).toBeGreaterThanOrEqual(1);
    expect(await exists(held)).toBe(true);
    // Undone as a whole: its trial play is still there too.
    expect(await kit.db.selectFrom('studio_round').select('id').where('member_id', '=', held).execute()).toHaveLength(
      1,
    );
    expect(await ledgerRows()).toEqual(ledgerBefore);
  });

  it('removes each idle trial once when two processes sweep at the same moment', async () => {
    const trials = [await newTrial(), await newTrial(), await newTrial()];
    for (const id of trials) await age(id, 10);
    const [a, b] = await Promise.all([removeIdleTrialAccounts(kit.db, 7), removeIdleTrialAccounts(kit.db, 7)]);
    // The job may have taken some of them first; none is removed twice and none is left.
    expect(a.removed + b.removed).toBeLessThanOrEqual(trials.length);
    for (const id of trials) expect(await exists(id)).toBe(false);
  });
});
