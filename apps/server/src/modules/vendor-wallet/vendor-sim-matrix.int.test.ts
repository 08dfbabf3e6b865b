import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import type { CallRecord } from '@platform/vendor-sim/call-log';
import type { Round, RoundStep } from '@platform/vendor-sim/round-player';
import { startVendorSim, type VendorSim } from '@platform/vendor-sim/vendor-sim-server';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { freePort } from '../../test/free-port';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { balancesOf, postTransaction, sharedAccountBalance } from '../ledger/ledger-service';
import { ledgerInvariants } from '../ledger/ledger-test-support';
import { transferTimingOf } from '../vendor-transfer/vendor-transfer-deps';
import { reconcileDue } from '../vendor-transfer/vendor-transfer-reconciler';
import { depositTo, memberAccounts, newAccount, type TestAccount } from '../wallet/wallet-test-support';
import { hashToken } from './vendor-launch';
import { sweepOverdueRounds } from './vendor-round-sweeper';
import { vendorAnswers } from './vendor-wallet-test-kit';

/**
 * The idempotency, replay, rollback and timeout matrix. Our real server listens on
 * a port; the vendor simulator (apps/vendor-sim, in-process) plays SPX (seamless) and EVO (transfer
 * wallet) against it over signed HTTP, misbehaving as each switch says. After every case the ledger
 * must show exactly the money the rounds and transfers moved: member cash and VENDOR_CLEARING
 * mirror each other, each vendor transaction is recorded once, no round is left open, and the
 * books as a whole still sum to zero.
 */

const VENDOR = 'SPX';
const GAME_NODE = 4001; // spx_wild_safari: real play and free trial
const TRANSFER_VENDOR = 'EVO';
const TRANSFER_GAME_NODE = 2001; // evo_speed_baccarat
const SIM_SECRET = 'vendor-sim-matrix-secret-0123456789abcdef';
/** Our calls to a transfer vendor give up this soon, so unknown outcomes come quickly. */
const TRANSFER_TIMEOUT_MS = 300;

let kit: AccountTestKit;
let sim: VendorSim;
let token: string;
let memberId: number;

beforeAll(async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  sim = await startVendorSim({ secret: SIM_SECRET, platformUrl: baseUrl, transferVendors: [TRANSFER_VENDOR] });
  kit = await startAccountTestKit({
    PUBLIC_BASE_URL: baseUrl,
    VENDOR_TRANSFER_TIMEOUT_MS: String(TRANSFER_TIMEOUT_MS),
    VENDOR_BALANCE_CACHE_SECONDS: '0',
  });
  await kit.app.listen({ port, host: '127.0.0.1' });
  // SPX and EVO play through this simulator, whatever the kit's brand registered.
  for (const [vendor, mode] of [
    [VENDOR, 'SEAMLESS'],
    [TRANSFER_VENDOR, 'TRANSFER'],
  ] as const) {
    const integration = {
      mode,
      secret: SIM_SECRET,
      launch_url: sim.launchUrlOf(vendor),
      api_url: sim.apiUrl,
      enabled: true,
    };
    await kit.db
      .insertInto('game_vendor_integration')
      .values({ merchant_id: kit.merchantId, vendor, ...integration })
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor']).doUpdateSet(integration))
      .execute();
  }
  await vendorAnswers(kit.app, VENDOR, 'UNAUTHORIZED', { secret: SIM_SECRET });
  await vendorAnswers(kit.app, TRANSFER_VENDOR, 'FORBIDDEN', { secret: SIM_SECRET });
  token = await kit.tokenOf('test_member', 'Member123');
  memberId = (
    await kit.db.selectFrom('member').select('id').where('account', '=', 'test_member').executeTakeFirstOrThrow()
  ).id;
  // Enough money for every case, from outside the vendor's books.
  await postTransaction(kit.db, {
    merchantId: kit.merchantId,
    kind: 'DEPOSIT',
    idempotency: { source: 'vendor-sim-matrix', key: 'funding' },
    postings: [
      { account: { kind: 'MEMBER_CASH', memberId }, amount: 100_000n },
      { account: { kind: 'PAYMENT_CLEARING' }, amount: -100_000n },
    ],
  });
});

afterAll(async () => {
  await sim?.close();
  await kit?.close();
});

// --- The simulator's admin API ------------------------------------------------------------------

async function admin<T = Record<string, unknown>>(path: string, body?: object): Promise<T> {
  const res = await fetch(`${sim.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (res.status >= 400) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const setSwitches = (switches: Record<string, unknown>) => admin('/admin/switches', switches);

/** A real launch by the member, opened by the simulator as its game page would open it. */
async function launch(
  trial = false,
  as: { token: string; node: number } = { token, node: GAME_NODE },
): Promise<{ session: string; url: string }> {
  const res = await kit.call({
    method: 'GET',
    url: `${API.gameLaunch}?nodeId=${as.node}&language=en&trial=${trial ? 1 : 0}`,
    token: as.token,
  });
  expect(res.status).toBe(200);
  const url = res.body.value.url as string;
  const opened = await admin<{ session: { id: string } }>('/admin/sessions', { launchUrl: url });
  return { session: opened.session.id, url };
}

async function play(session: string, round: { stake: string; win: string; steps?: RoundStep[] }): Promise<Round> {
  return (await admin<{ round: Round }>('/admin/play', { session, ...round })).round;
}

const callsOf = async (roundId: string) =>
  (await admin<{ calls: CallRecord[] }>(`/admin/calls?roundId=${roundId}`)).calls;

// --- What our side recorded -----------------------------------------------------------------------

async function money(): Promise<{ cash: bigint; clearing: bigint }> {
  const { cash } = await balancesOf(kit.db, kit.merchantId, memberId);
  const clearing = await sharedAccountBalance(kit.db, kit.merchantId, { kind: 'VENDOR_CLEARING', vendor: VENDOR });
  return { cash, clearing };
}

/** The vendor transactions of a round, in arrival order: each id must appear once. */
const transactionsOf = async (roundId: string) =>
  (
    await kit.db
      .selectFrom('vendor_transaction')
      .select(['kind', 'transaction_id'])
      .where('merchant_id', '=', kit.merchantId)
      .where('vendor', '=', VENDOR)
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute()
  ).map((t) => `${t.kind} ${t.transaction_id.slice(roundId.length + 1)}`);

/** The ledger transactions the round's calls posted, by kind, in order. */
const postingsOf = async (roundId: string) =>
  (
    await sql<{ kind: string }>`
      select kind from ledger_transaction
      where merchant_id = ${kit.merchantId} and memo->>'roundId' = ${roundId} order by id
    `.execute(kit.db)
  ).rows.map((r) => r.kind);

const roundRow = (roundId: string) =>
  kit.db
    .selectFrom('vendor_round')
    .select(['status', 'total_bet', 'total_win'])
    .where('merchant_id', '=', kit.merchantId)
    .where('vendor', '=', VENDOR)
    .where('round_id', '=', roundId)
    .executeTakeFirst();

/** Asserts the round moved exactly `memberDelta` (minor units) from the vendor's clearing to the member. */
async function expectMoved(before: { cash: bigint; clearing: bigint }, memberDelta: bigint): Promise<void> {
  const after = await money();
  expect(after.cash - before.cash).toBe(memberDelta);
  expect(after.clearing - before.clearing).toBe(-memberDelta);
}

beforeEach(async () => {
  await admin('/admin/reset', {});
});

afterEach(async () => {
  // No money created or lost anywhere, and every round the simulator played has ended.
  const invariants = await ledgerInvariants(kit.db);
  expect(invariants).toEqual({
    totalBalance: 0n,
    negativeMemberAccounts: 0,
    cachedBalancesOff: 0,
    unbalancedTransactions: 0,
  });
  const open = await kit.db
    .selectFrom('vendor_round')
    .select('round_id')
    .where('vendor', '=', VENDOR)
    .where('status', '=', 'OPEN')
    .execute();
  expect(open).toEqual([]);
  const unsettled = await kit.db
    .selectFrom('vendor_transfer')
    .select('id')
    .where('status', 'not in', ['SUCCEEDED', 'FAILED'])
    .execute();
  expect(unsettled).toEqual([]);
});

describe('the game page over the real launch', () => {
  it("opens with the member's balance; the token works once, then the page says to launch again", async () => {
    const res = await kit.call({ method: 'GET', url: `${API.gameLaunch}?nodeId=${GAME_NODE}&language=ar`, token });
    const url = res.body.value.url as string;
    expect(url.startsWith(`${sim.launchUrlOf(VENDOR)}?`)).toBe(true);
    const page = await fetch(url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('dir="rtl"');
    const { cash } = await money();
    expect(html).toContain(`${(Number(cash) / 100).toFixed(2)} USD`);
    const again = await fetch(url);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('رابط اللعبة مستخدم من قبل أو انتهت صلاحيته.');
  });

  it('plays a free trial with play money: no wallet call, no money moved', async () => {
    const before = await money();
    const { session } = await launch(true);
    const round = await play(session, { stake: '50.00', win: '0' });
    expect(round).toMatchObject({ mode: 'TRIAL', status: 'COMPLETED', balance: '950.00' });
    expect(await callsOf(round.roundId)).toEqual([]);
    await expectMoved(before, 0n);
  });
});

describe('seamless rounds: each rule under each misbehaviour', () => {
  it('debit then credit: the stake leaves, the win arrives, the round is COMPLETED', async () => {
    const { session } = await launch();
    const before = await money();
    const round = await play(session, { stake: '5.00', win: '12.50' });
    expect(round.status).toBe('COMPLETED');
    await expectMoved(before, 750n);
    expect(round.balance).toBe(((Number(before.cash) + 750) / 100).toFixed(2));
    expect(await transactionsOf(round.roundId)).toEqual(['DEBIT d1', 'CREDIT c']);
    expect(await postingsOf(round.roundId)).toEqual(['BET', 'WIN']);
    expect(await roundRow(round.roundId)).toEqual({ status: 'COMPLETED', total_bet: '500', total_win: '1250' });
  });

  it('a lost round is credited 0: recorded, no win posted, COMPLETED', async () => {
    const { session } = await launch();
    const before = await money();
    const round = await play(session, { stake: '2.00', win: '0' });
    expect(round.status).toBe('COMPLETED');
    await expectMoved(before, -200n);
    expect(await transactionsOf(round.roundId)).toEqual(['DEBIT d1', 'CREDIT c']);
    expect(await postingsOf(round.roundId)).toEqual(['BET']);
  });

  it('retry: every call sent twice in a row gets the same answer twice, and moves money once', async () => {
    const { session } = await launch();
    await setSwitches({ retry: true });
    const before = await money();
    const round = await play(session, { stake: '3.00', win: '4.00' });
    expect(round.status).toBe('COMPLETED');
    const calls = await callsOf(round.roundId);
    expect(calls.map((c) => `${c.path.split('/').pop()} ${c.attempt} ${c.httpStatus}`)).toEqual([
      'debit FIRST 200',
      'debit RETRY 200',
      'credit FIRST 200',
      'credit RETRY 200',
    ]);
    expect(calls[1]?.answer).toEqual(calls[0]?.answer);
    expect(calls[3]?.answer).toEqual(calls[2]?.answer);
    await expectMoved(before, 100n);
    expect(await transactionsOf(round.roundId)).toEqual(['DEBIT d1', 'CREDIT c']);
    expect(await postingsOf(round.roundId)).toEqual(['BET', 'WIN']);
  });

  it('duplicate: the same call twice at the same moment is applied once, both get the same answer', async () => {
    const { session } = await launch();
    await setSwitches({ duplicate: true });
    const before = await money();
    const rounds = await Promise.all([1, 2, 3].map(() => play(session, { stake: '1.00', win: '1.50' })));
    expect(rounds.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    for (const round of rounds) {
      const calls = await callsOf(round.roundId);
      expect(calls.map((c) => c.httpStatus)).toEqual([200, 200, 200, 200]);
      for (const path of ['debit', 'credit']) {
        const answers = calls.filter((c) => c.path.endsWith(path)).map((c) => c.answer);
        expect(answers[1]).toEqual(answers[0]);
      }
      expect(await transactionsOf(round.roundId)).toEqual(['DEBIT d1', 'CREDIT c']);
      expect(await postingsOf(round.roundId)).toEqual(['BET', 'WIN']);
    }
    await expectMoved(before, 150n);
  });

  it('timeout: a call the vendor gave up on and sent again takes effect once', async () => {
    const { session } = await launch();
    // 1 ms: every first attempt is cut short, whether or not it reached us; the next one is let through.
    await setSwitches({ timeoutMs: 1, timeoutAttempts: 2 });
    const before = await money();
    const round = await play(session, { stake: '4.00', win: '10.00' });
    expect(round.status).toBe('COMPLETED');
    const calls = await callsOf(round.roundId);
    expect(calls.filter((c) => c.error === 'TIMEOUT').length).toBe(4);
    expect(calls.filter((c) => c.httpStatus === 200).map((c) => c.path.split('/').pop())).toEqual(['debit', 'credit']);
    await expectMoved(before, 600n);
    expect(await transactionsOf(round.roundId)).toEqual(['DEBIT d1', 'CREDIT c']);
    expect(await postingsOf(round.roundId)).toEqual(['BET', 'WIN']);
  });

  it('rollback instead of credit: the stake comes back and the round is CANCELLED', async () => {
    const { session } = await launch();
    await setSwitches({ rollback: true });
    const before = await money();
    const round = await play(session, { stake: '6.00', win: '0' });
    expect(round.status).toBe('CANCELLED');
    await expectMoved(before, 0n);
    expect(await transactionsOf(round.roundId)).toEqual(['DEBIT d1', 'ROLLBACK r1']);
    expect(await postingsOf(round.roundId)).toEqual(['BET', 'REVERSAL']);
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'CANCELLED', total_bet: '0' });
  });

  it('rollback before debit: a tombstone is left, the late debit is refused, nothing moves', async () => {
    const { session } = await launch();
    await setSwitches({ rollbackBeforeDebit: true });
    const before = await money();
    const round = await play(session, { stake: '7.00', win: '0' });
    expect(round).toMatchObject({ status: 'CANCELLED', refusal: 'TRANSACTION_ROLLED_BACK' });
    const [rollback, debit] = round.steps;
    expect(rollback).toMatchObject({ step: 'rollback', success: true, rollbackOf: `${round.roundId}-d1` });
    expect(debit).toMatchObject({ step: 'debit', success: false, code: 'TRANSACTION_ROLLED_BACK', httpStatus: 409 });
    await expectMoved(before, 0n);
    expect(await transactionsOf(round.roundId)).toEqual(['TOMBSTONE d1', 'ROLLBACK r1']);
    expect(await postingsOf(round.roundId)).toEqual([]);
  });

  it('a debit cannot be rolled back once its round was credited (ROUND_SETTLED)', async () => {
    const { session } = await launch();
    const before = await money();
    const round = await play(session, { stake: '2.00', win: '3.00', steps: ['debit', 'credit', 'rollback'] });
    expect(round.status).toBe('COMPLETED');
    expect(round.steps[2]).toMatchObject({ step: 'rollback', success: false, code: 'ROUND_SETTLED' });
    await expectMoved(before, 100n);
    expect(await transactionsOf(round.roundId)).toEqual(['DEBIT d1', 'CREDIT c']);
    expect(await postingsOf(round.roundId)).toEqual(['BET', 'WIN']);
  });

  it('a late credit after the session expired is still paid; a new bet is refused', async () => {
    const { session } = await launch();
    await setSwitches({ holdCredit: true });
    const before = await money();
    const held = await play(session, { stake: '5.00', win: '9.00' });
    expect(held.status).toBe('CREDIT_HELD');
    await expectMoved(before, -500n);
    const sessions = await admin<{ sessions: { id: string; sessionId: string }[] }>('/admin/sessions');
    const platformSession = sessions.sessions.find((s) => s.id === session)?.sessionId ?? '';
    // The member's game session ends (its absolute lifetime is over).
    await sql`update vendor_session set expires_at = now() - interval '1 second' where session_hash = ${hashToken(platformSession)}`.execute(
      kit.db,
    );
    await kit.heard();
    await setSwitches({ holdCredit: false });
    const refused = await play(session, { stake: '1.00', win: '0' });
    expect(refused).toMatchObject({ status: 'REFUSED', refusal: 'SESSION_EXPIRED' });

    const [released] = await admin<{ rounds: Round[] }>('/admin/release', {}).then((r) => r.rounds);
    expect(released).toMatchObject({ roundId: held.roundId, status: 'COMPLETED' });
    await expectMoved(before, 400n);
    expect(await transactionsOf(held.roundId)).toEqual(['DEBIT d1', 'CREDIT c']);
    expect(await roundRow(held.roundId)).toMatchObject({ status: 'COMPLETED' });
  });

  it('a round left open is cancelled by the sweeper and refunded; its late credit is refused', async () => {
    const { session } = await launch();
    await setSwitches({ holdCredit: true });
    const before = await money();
    const held = await play(session, { stake: '8.00', win: '20.00' });
    await sql`
      update vendor_round set opened_at = now() - interval '2 hours'
      where merchant_id = ${kit.merchantId} and vendor = ${VENDOR} and round_id = ${held.roundId}
    `.execute(kit.db);
    expect(await sweepOverdueRounds(kit.db, 1)).toMatchObject({ cancelled: 1 });
    await expectMoved(before, 0n);
    const [released] = await admin<{ rounds: Round[] }>('/admin/release', {}).then((r) => r.rounds);
    expect(released?.steps.at(-1)).toMatchObject({ step: 'credit', success: false, code: 'ROUND_CLOSED' });
    expect(released?.status).toBe('CANCELLED');
    await expectMoved(before, 0n);
    expect(await roundRow(held.roundId)).toMatchObject({ status: 'CANCELLED' });
  });

  it('insufficient funds: the bet is refused with the current balance, nothing moves', async () => {
    const { session } = await launch();
    const before = await money();
    const tooMuch = ((Number(before.cash) + 100) / 100).toFixed(2);
    const round = await play(session, { stake: tooMuch, win: '0' });
    expect(round).toMatchObject({ status: 'REFUSED', refusal: 'INSUFFICIENT_FUNDS' });
    const [debit] = await callsOf(round.roundId);
    expect(debit?.answer).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_FUNDS',
      value: { balance: (Number(before.cash) / 100).toFixed(2) },
    });
    await expectMoved(before, 0n);
    expect(await transactionsOf(round.roundId)).toEqual([]);
  });
});

describe('replays of a finished round', () => {
  it('answers a replayed call as the first time, refuses it with other terms or an old signature', async () => {
    const { session } = await launch();
    const round = await play(session, { stake: '5.00', win: '5.00' });
    const [debit, credit] = await callsOf(round.roundId);
    const before = await money();
    const replay = (body: object) => admin<{ call: CallRecord }>('/admin/replay', body).then((r) => r.call);

    // Long after, with a fresh signature, and byte for byte with the original one.
    expect((await replay({ seq: debit?.seq })).answer).toEqual(debit?.answer);
    expect((await replay({ seq: credit?.seq, sameSignature: true })).answer).toEqual(credit?.answer);
    const conflict = await replay({ seq: debit?.seq, changes: { amount: '50.00' } });
    expect(conflict).toMatchObject({ httpStatus: 409, answer: { code: 'IDEMPOTENCY_CONFLICT' } });
    const stale = await replay({ seq: credit?.seq, timestampOffsetSeconds: -301 });
    expect(stale).toMatchObject({ httpStatus: 401, answer: { code: 'SIGNATURE_INVALID' } });
    const closed = await replay({ seq: debit?.seq, changes: { transactionId: `${round.roundId}-d2` } });
    expect(closed).toMatchObject({ answer: { code: 'ROUND_CLOSED' } });

    await expectMoved(before, 0n);
    expect(await transactionsOf(round.roundId)).toEqual(['DEBIT d1', 'CREDIT c']);
    expect(await postingsOf(round.roundId)).toEqual(['BET', 'WIN']);
  });
});

describe('transfer wallet: the platform calls the simulator', () => {
  const deps = () => ({
    db: kit.db,
    jobs: { queue: async () => undefined, send: async () => null },
    log: pino({ level: 'silent' }),
    timing: transferTimingOf({ VENDOR_TRANSFER_TIMEOUT_MS: TRANSFER_TIMEOUT_MS, VENDOR_BALANCE_CACHE_SECONDS: 0 }),
  });

  /** A fresh member with 100.00 in the main wallet, so the vendor's books start empty too. */
  async function member(): Promise<TestAccount> {
    const who = await newAccount(kit.db, kit.merchantId);
    await depositTo(kit.db, kit.merchantId, who.id, 10_000n);
    return who;
  }

  const transfer = (who: TestAccount, from: string, to: string, amount: string) =>
    kit.call({
      method: 'POST',
      url: API.walletTransfer,
      token: who.token,
      body: { from, to, amount, requestId: randomUUID() },
    });

  async function books(who: TestAccount) {
    const accounts = await memberAccounts(kit.db, who.id);
    const clearing = await sharedAccountBalance(kit.db, kit.merchantId, {
      kind: 'VENDOR_CLEARING',
      vendor: TRANSFER_VENDOR,
    });
    return {
      cash: accounts.MEMBER_CASH ?? 0n,
      subWallet: accounts[`MEMBER_VENDOR_WALLET:${TRANSFER_VENDOR}`] ?? 0n,
      inTransit: accounts[`MEMBER_IN_TRANSIT:${TRANSFER_VENDOR}`] ?? 0n,
      clearing,
    };
  }

  /** The member's balance in the simulator's own books (GET /admin/wallets). */
  async function atVendor(who: TestAccount): Promise<string> {
    const playerId = (
      await kit.db
        .selectFrom('vendor_player')
        .select('player_id')
        .where('member_id', '=', who.id)
        .where('vendor', '=', TRANSFER_VENDOR)
        .executeTakeFirstOrThrow()
    ).player_id;
    const { wallets } = await admin<{ wallets: { playerId: string; balance: string }[] }>(
      `/admin/wallets?vendor=${TRANSFER_VENDOR}`,
    );
    return wallets.find((w) => w.playerId === playerId)?.balance ?? '0.00';
  }

  /** Makes the member's open transfer due and reconciles it, as its job would. */
  async function reconcile(who: TestAccount) {
    const row = await kit.db
      .selectFrom('vendor_transfer')
      .select('id')
      .where('member_id', '=', who.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await sql`update vendor_transfer set next_check_at = now() where id = ${row.id}`.execute(kit.db);
    await reconcileDue(deps());
    return eventually(
      () => kit.db.selectFrom('vendor_transfer').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow(),
      (t) => t.status === 'SUCCEEDED' || t.status === 'FAILED',
    );
  }

  it('money in, a lost round at the vendor, money out: the loss is booked to the vendor once', async () => {
    const who = await member();
    const start = await books(who);
    expect((await transfer(who, 'MAIN', TRANSFER_VENDOR, '20')).body.value.status).toBe('COMPLETED');
    expect(await atVendor(who)).toBe('20.00');
    const { session } = await launch(false, { token: who.token, node: TRANSFER_GAME_NODE });
    const round = await play(session, { stake: '5.00', win: '0' });
    expect(round).toMatchObject({ mode: 'TRANSFER', status: 'COMPLETED', balance: '15.00' });
    expect(await callsOf(round.roundId)).toEqual([]);

    const out = await transfer(who, TRANSFER_VENDOR, 'MAIN', '15');
    expect(out.body.value.status).toBe('COMPLETED');
    expect(await atVendor(who)).toBe('0.00');
    const end = await books(who);
    expect(end.cash - start.cash).toBe(-500n);
    expect(end.clearing - start.clearing).toBe(500n);
    expect(end).toMatchObject({ subWallet: 0n, inTransit: 0n });
  });

  it('a transfer the vendor applied but answered 500 for is found by transfer-status, applied once', async () => {
    const who = await member();
    await setSwitches({ transferFault: 'DROP_ANSWER', transferFaultTimes: 1 });
    const res = await transfer(who, 'MAIN', TRANSFER_VENDOR, '30');
    expect(res.body.value.status).toBe('IN_TRANSIT');
    expect(await books(who)).toMatchObject({ cash: 7_000n, inTransit: 3_000n, subWallet: 0n });
    expect(await reconcile(who)).toMatchObject({ status: 'SUCCEEDED', vendor_status: 'SUCCEEDED' });
    expect(await books(who)).toMatchObject({ cash: 7_000n, inTransit: 0n, subWallet: 3_000n });
    expect(await atVendor(who)).toBe('30.00');
  });

  it('a transfer the vendor never answered nor applied is found missing by transfer-status and refunded', async () => {
    const who = await member();
    await setSwitches({ transferFault: 'HANG', transferFaultTimes: 1 });
    const res = await transfer(who, 'MAIN', TRANSFER_VENDOR, '25');
    expect(res.body.value.status).toBe('IN_TRANSIT');
    expect(await reconcile(who)).toMatchObject({ status: 'FAILED', vendor_status: 'NOT_FOUND' });
    expect(await books(who)).toMatchObject({ cash: 10_000n, inTransit: 0n, subWallet: 0n });
    expect(await atVendor(who)).toBe('0.00');
  });

  it('a transfer the vendor applied then hung on completes by transfer-status', async () => {
    const who = await member();
    await setSwitches({ transferFault: 'HANG_AFTER_APPLY', transferFaultTimes: 1 });
    expect((await transfer(who, 'MAIN', TRANSFER_VENDOR, '10')).body.value.status).toBe('IN_TRANSIT');
    expect(await reconcile(who)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await books(who)).toMatchObject({ cash: 9_000n, inTransit: 0n, subWallet: 1_000n });
    expect(await atVendor(who)).toBe('10.00');
  });

  it('a transfer the vendor refuses gives the money back at once', async () => {
    const who = await member();
    await setSwitches({ transferFault: 'FAIL', transferFaultTimes: 1 });
    const res = await transfer(who, 'MAIN', TRANSFER_VENDOR, '10');
    expect(res).toMatchObject({ status: 409, body: { code: 'VENDOR_TRANSFER_FAILED' } });
    expect(await books(who)).toMatchObject({ cash: 10_000n, inTransit: 0n, subWallet: 0n });
    expect(await atVendor(who)).toBe('0.00');
  });
});
