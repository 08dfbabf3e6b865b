import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallRecord } from './call-log';
import type { Round } from './round-player';
import { checkSignature, signedHeaders } from './signing';
import { startStandInPlatform } from './stand-in-platform';
import { defaultFrameAncestors, startVendorSim, type VendorSim } from './vendor-sim-server';

const SECRET = 'vendor-sim-unit-test-secret-0123456789';

let platform: Awaited<ReturnType<typeof startStandInPlatform>>;
let sim: VendorSim;

beforeAll(async () => {
  platform = await startStandInPlatform(SECRET);
  sim = await startVendorSim({ secret: SECRET, platformUrl: platform.url, transferVendors: ['EVO'] });
});

afterAll(async () => {
  await sim.close();
  await platform.close();
});

beforeEach(async () => {
  await admin('/admin/reset', {});
  platform.received.length = 0;
  platform.state.delays = [];
  platform.state.failNext = 0;
});

async function admin<T = Record<string, unknown>>(path: string, body?: object): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sim.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const launchQuery = (token: string, lang = 'en', trial = '0') =>
  new URLSearchParams({ token, game: 'spx_wild_safari', lang, currency: 'USD', trial }).toString();

/** A session opened as the game page opens one, with a launch token of its own. */
async function openSession(vendor = 'SPX'): Promise<string> {
  const token = platform.issueToken();
  const opened = await admin<{ session: { id: string } }>('/admin/sessions', {
    launchUrl: `${sim.launchUrlOf(vendor)}?${launchQuery(token)}`,
  });
  expect(opened.status).toBe(201);
  return opened.body.session.id;
}

const play = (session: string, body: object = {}) =>
  admin<{ round: Round }>('/admin/play', { session, stake: '5.00', win: '7.50', ...body });
const callsOf = async (roundId: string) =>
  (await admin<{ calls: CallRecord[] }>(`/admin/calls?roundId=${roundId}`)).body.calls.map((c) => ({
    path: c.path.split('/').pop(),
    attempt: c.attempt,
    status: c.httpStatus,
    error: c.error,
  }));

describe('defaultFrameAncestors', () => {
  it('lets the platform frame the game page by localhost, 127.0.0.1 or any other name on its port', () => {
    expect(defaultFrameAncestors('http://localhost:8080')).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://*:8080',
    ]);
    expect(defaultFrameAncestors('https://play.example')).toEqual(['https://play.example', 'https://*']);
  });
});

describe('the game page', () => {
  it('authenticates the launch token server to server and shows a playable page in Arabic', async () => {
    const token = platform.issueToken({ language: 'ar' });
    const res = await fetch(`${sim.url}/play/SPX?${launchQuery(token, 'ar')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('عجلة الحظ');
    expect(html).toContain('100.00 USD');
    expect(html).toMatch(/<button type="button" id="spin"/);
    expect(html).toMatch(/role="status" aria-live="polite"/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${platform.url}`);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("connect-src 'self'");
    expect(platform.received).toEqual([
      {
        path: '/wps/vendor-wallet/SPX/authenticate',
        call: 'authenticate',
        body: { launchToken: token },
        signed: true,
      },
    ]);
  });

  it('answers a used token with a page that says to launch the game again', async () => {
    const token = platform.issueToken();
    expect((await fetch(`${sim.url}/play/SPX?${launchQuery(token)}`)).status).toBe(200);
    const res = await fetch(`${sim.url}/play/SPX?${launchQuery(token)}`);
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('This game link was already used or has expired.');
    expect(html).toContain('Close the game and launch it again.');
  });

  it('answers a malformed launch in both languages, without calling the platform', async () => {
    const res = await fetch(`${sim.url}/play/SPX?token=short&game=x&lang=fr&currency=USD&trial=0`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('رابط اللعبة غير صالح.');
    expect(html).toContain('This game link is not valid.');
    expect(platform.received).toEqual([]);
    // One simulator plays many vendor codes: a launch URL must name its own.
    const unnamed = await fetch(`${sim.url}/play?${launchQuery(platform.issueToken())}`);
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain('This game link is not valid.');
    expect(platform.received).toEqual([]);
  });

  it("bets through the platform's wallet from the page: a debit, then a credit that ends the round", async () => {
    const html = await (await fetch(`${sim.url}/play/SPX?${launchQuery(platform.issueToken())}`)).text();
    const data = JSON.parse(/<script type="application\/json" id="sim-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    const spin = (body: object, contentType = 'application/json') =>
      fetch(`${sim.url}/game/spin`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: JSON.stringify({ session: data.session, ...body }),
      });
    const before = platform.balance();
    const res = await spin({ stake: '5.00' });
    const answer = (await res.json()) as { ok: boolean; stake: string; win: string; balance: string; roundId: string };
    expect(answer).toMatchObject({ ok: true, stake: '5.00' });
    const expected = Math.round((Number(before) - 5 + Number(answer.win)) * 100) / 100;
    expect(Number(answer.balance)).toBe(expected);
    expect(platform.balance()).toBe(answer.balance);
    const [debit, credit] = platform.received.filter((r) => r.call !== 'authenticate');
    expect(debit?.body).toMatchObject({ roundId: answer.roundId, amount: '5.00', playerId: 'stand-in-player-0001' });
    expect(credit?.body).toMatchObject({ roundId: answer.roundId, amount: answer.win, roundEnded: true });
    expect(platform.received.every((r) => r.signed)).toBe(true);

    expect((await spin({ stake: '3.00' })).status).toBe(400);
    expect((await spin({ stake: '5.00' }, 'text/plain')).status).toBe(415);
    const lost = await fetch(`${sim.url}/game/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: 'unknown', stake: '5.00' }),
    });
    expect(await lost.json()).toEqual({ ok: false, code: 'SESSION_NOT_FOUND' });
  });

  it('plays a trial with play money and never calls the wallet after authenticate', async () => {
    const html = await (
      await fetch(`${sim.url}/play/SPX?${launchQuery(platform.issueToken({ trial: true }), 'en', '1')}`)
    ).text();
    expect(html).toContain('Free trial (play money)');
    expect(html).toContain('1000.00 USD');
    const data = JSON.parse(/id="sim-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    const res = await fetch(`${sim.url}/game/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: data.session, stake: '50.00' }),
    });
    const answer = (await res.json()) as { ok: boolean; win: string; balance: string };
    expect(answer.ok).toBe(true);
    expect(Number(answer.balance)).toBe(1000 - 50 + Number(answer.win));
    expect(platform.received.map((r) => r.call)).toEqual(['authenticate']);
  });
});

describe('switches for the seamless calls the simulator makes', () => {
  it('plays a forced round for a session: debit, credit, COMPLETED', async () => {
    const session = await openSession();
    const before = Number(platform.balance());
    const { body } = await play(session);
    expect(body.round).toMatchObject({ status: 'COMPLETED', stake: '5.00', win: '7.50', segment: null });
    expect(Number(platform.balance())).toBe(before + 2.5);
    expect(await callsOf(body.round.roundId)).toEqual([
      { path: 'debit', attempt: 'FIRST', status: 200, error: null },
      { path: 'credit', attempt: 'FIRST', status: 200, error: null },
    ]);
  });

  it('retry: sends each call twice in a row, the same bytes; money moves once', async () => {
    const session = await openSession();
    await admin('/admin/switches', { retry: true });
    const before = Number(platform.balance());
    const { body } = await play(session);
    expect(body.round.status).toBe('COMPLETED');
    expect((await callsOf(body.round.roundId)).map((c) => `${c.path}:${c.attempt}`)).toEqual([
      'debit:FIRST',
      'debit:RETRY',
      'credit:FIRST',
      'credit:RETRY',
    ]);
    const debits = platform.received.filter((r) => r.call === 'debit');
    expect(debits).toHaveLength(2);
    expect(debits[0]?.body).toEqual(debits[1]?.body);
    expect(Number(platform.balance())).toBe(before + 2.5);
  });

  it('duplicate: sends each call twice at once', async () => {
    const session = await openSession();
    await admin('/admin/switches', { duplicate: true });
    const { body } = await play(session);
    expect((await callsOf(body.round.roundId)).map((c) => `${c.path}:${c.attempt}`).sort()).toEqual([
      'credit:DUPLICATE',
      'credit:FIRST',
      'debit:DUPLICATE',
      'debit:FIRST',
    ]);
  });

  it('timeout: gives up on a slow call and sends the same request again', async () => {
    const session = await openSession();
    await admin('/admin/switches', { timeoutMs: 100 });
    platform.state.delays = [600];
    const before = Number(platform.balance());
    const { body } = await play(session);
    expect(body.round.status).toBe('COMPLETED');
    const calls = await callsOf(body.round.roundId);
    expect(calls.filter((c) => c.path === 'debit')).toEqual([
      { path: 'debit', attempt: 'FIRST', status: null, error: 'TIMEOUT' },
      { path: 'debit', attempt: 'AFTER_TIMEOUT', status: 200, error: null },
    ]);
    // The credit is answered at once, unless a busy machine makes it time out as well.
    expect(calls.at(-1)).toMatchObject({ path: 'credit', status: 200 });
    expect(Number(platform.balance())).toBe(before + 2.5);
  });

  it('rollback: cancels the round after the debit instead of crediting it', async () => {
    const session = await openSession();
    await admin('/admin/switches', { rollback: true });
    const before = platform.balance();
    const { body } = await play(session);
    expect(body.round.status).toBe('CANCELLED');
    expect(body.round.steps.map((s) => [s.step, s.transactionId, s.rollbackOf])).toEqual([
      ['debit', `${body.round.roundId}-d1`, undefined],
      ['rollback', `${body.round.roundId}-r1`, `${body.round.roundId}-d1`],
    ]);
    expect(platform.balance()).toBe(before);
  });

  it('rollbackBeforeDebit: the rollback arrives first and the late debit is refused', async () => {
    const session = await openSession();
    await admin('/admin/switches', { rollbackBeforeDebit: true });
    const before = platform.balance();
    const { body } = await play(session);
    expect(body.round).toMatchObject({ status: 'CANCELLED', refusal: 'TRANSACTION_ROLLED_BACK' });
    expect(body.round.steps.map((s) => [s.step, s.success, s.code])).toEqual([
      ['rollback', true, 'OK'],
      ['debit', false, 'TRANSACTION_ROLLED_BACK'],
    ]);
    expect(platform.balance()).toBe(before);
  });

  it('holdCredit: keeps the credit back until released', async () => {
    const session = await openSession();
    await admin('/admin/switches', { holdCredit: true });
    const before = Number(platform.balance());
    const { body } = await play(session);
    expect(body.round.status).toBe('CREDIT_HELD');
    expect(Number(platform.balance())).toBe(before - 5);
    const released = await admin<{ rounds: Round[] }>('/admin/release', {});
    expect(released.body.rounds.map((r) => [r.roundId, r.status])).toEqual([[body.round.roundId, 'COMPLETED']]);
    expect(Number(platform.balance())).toBe(before + 2.5);
  });

  it('resends a call the platform fails on, and undoes a debit that never got a clear answer', async () => {
    const session = await openSession();
    platform.state.failNext = 1;
    const { body } = await play(session);
    expect(body.round.status).toBe('COMPLETED');
    expect((await callsOf(body.round.roundId)).map((c) => `${c.path}:${c.attempt}:${c.status}`)).toEqual([
      'debit:FIRST:503',
      'debit:RESEND:200',
      'credit:FIRST:200',
    ]);

    const before = platform.balance();
    platform.state.failNext = 4;
    const page = await fetch(`${sim.url}/game/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, stake: '5.00' }),
    });
    expect(await page.json()).toMatchObject({ ok: false, code: 'ROUND_CANCELLED' });
    expect(platform.balance()).toBe(before);
  });

  it('runs a script in full whatever the answers, and sends a logged call again on request', async () => {
    const session = await openSession();
    const { body } = await play(session, { steps: ['debit', 'credit', 'rollback'] });
    expect(body.round.steps.map((s) => s.step)).toEqual(['debit', 'credit', 'rollback']);
    const debitSeq = body.round.steps[0]?.seq;
    const same = await admin<{ call: CallRecord }>('/admin/replay', { seq: debitSeq });
    expect(same.body.call).toMatchObject({ attempt: 'REPLAY', httpStatus: 200, answer: { code: 'OK' } });
    const other = await admin<{ call: CallRecord }>('/admin/replay', { seq: debitSeq, changes: { amount: '6.00' } });
    expect(other.body.call.answer).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const stale = await admin<{ call: CallRecord }>('/admin/replay', { seq: debitSeq, timestampOffsetSeconds: -400 });
    expect(stale.body.call).toMatchObject({ httpStatus: 401, answer: { code: 'SIGNATURE_INVALID' } });
  });

  it('refuses bad admin input and changes nothing', async () => {
    expect(await admin('/admin/switches', { retry: 1 })).toEqual({
      status: 400,
      body: { error: 'INVALID_SWITCH', field: 'retry' },
    });
    expect((await admin('/admin/switches')).body).toMatchObject({ retry: false });
    const session = await openSession();
    expect((await play(session, { steps: ['debit', 'explode'] })).body).toMatchObject({ error: 'INVALID_STEPS' });
    expect((await play(session, { stake: '-1' })).body).toMatchObject({ error: 'INVALID_AMOUNT', field: 'stake' });
    expect((await play('nope')).status).toBe(404);
    expect(platform.received.filter((r) => r.call !== 'authenticate')).toEqual([]);
  });
});

describe('the transfer API the platform calls', () => {
  const PLAYER = 'transfer-player-000001';
  async function call(path: string, body: object, secret = SECRET, signal?: AbortSignal) {
    const raw = JSON.stringify(body);
    const res = await fetch(`${sim.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(secret, 'EVO', `/api${path}`, raw) },
      body: raw,
      signal,
    });
    const text = await res.text();
    // Every answer is signed over its bytes and the path asked, as the protocol requires.
    expect(checkSignature(SECRET, Object.fromEntries(res.headers), `/api${path}`, text)).toBe('OK');
    return { status: res.status, body: JSON.parse(text) as { success: boolean; code: string; value: unknown } };
  }
  let transferNo = 0;
  const transfer = (direction: 'IN' | 'OUT', amount: string, transferId = `tr-${++transferNo}`) =>
    call('/transfer', { transferId, playerId: PLAYER, direction, amount, currency: 'USD' });
  const statusOf = async (transferId: string) =>
    (await call('/transfer-status', { transferId })).body.value as { status: string };
  const balance = async () =>
    (await call('/balance', { playerId: PLAYER, currency: 'USD' })).body.value as { balance: string };

  it('moves money in and out once per transfer id, and tells a transfer status', async () => {
    const start = Number((await balance()).balance);
    const first = await transfer('IN', '40.00', 'tr-in-1');
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        code: 'OK',
        message: '',
        value: { status: 'SUCCEEDED', balance: String((start + 40).toFixed(2)) },
      },
    });
    expect(await transfer('IN', '40', 'tr-in-1')).toEqual(first);
    expect((await transfer('IN', '41.00', 'tr-in-1')).body).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect((await transfer('OUT', '1000.00', 'tr-out-1')).body.value).toMatchObject({ status: 'FAILED' });
    expect(await statusOf('tr-in-1')).toEqual({ status: 'SUCCEEDED' });
    expect(await statusOf('tr-out-1')).toEqual({ status: 'FAILED' });
    expect(await statusOf('tr-never')).toEqual({ status: 'NOT_FOUND' });
    expect(await balance()).toEqual({ balance: (start + 40).toFixed(2) });
  });

  it('refuses a call without our signature, and changes nothing', async () => {
    const before = await balance();
    const res = await call(
      '/transfer',
      { transferId: 'tr-x', playerId: PLAYER, direction: 'IN', amount: '1', currency: 'USD' },
      'wrong-secret-wrong-secret-wrong-secret',
    );
    expect(res).toMatchObject({ status: 401, body: { success: false, code: 'SIGNATURE_INVALID' } });
    expect(await balance()).toEqual(before);
    expect(await statusOf('tr-x')).toEqual({ status: 'NOT_FOUND' });
  });

  it('DROP_ANSWER applies the transfer and answers 500: only transfer-status tells', async () => {
    await admin('/admin/switches', { transferFault: 'DROP_ANSWER', transferFaultTimes: 1 });
    expect((await transfer('IN', '5.00', 'tr-drop')).status).toBe(500);
    expect(await statusOf('tr-drop')).toEqual({ status: 'SUCCEEDED' });
    expect((await transfer('IN', '5.00', 'tr-drop')).body.value).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('never applies a transfer it has answered NOT_FOUND for: that answer is final', async () => {
    const before = await balance();
    expect(await statusOf('tr-late')).toEqual({ status: 'NOT_FOUND' });
    expect((await transfer('IN', '5.00', 'tr-late')).body.value).toEqual({ status: 'FAILED', ...before });
    expect(await statusOf('tr-late')).toEqual({ status: 'NOT_FOUND' });
    expect(await balance()).toEqual(before);
  });

  it('FAIL refuses; ERROR and HANG apply nothing; HANG_AFTER_APPLY applies but never answers', async () => {
    await admin('/admin/switches', { transferFault: 'FAIL', transferFaultTimes: 1 });
    expect((await transfer('IN', '5.00', 'tr-fail')).body.value).toMatchObject({ status: 'FAILED' });
    expect(await statusOf('tr-fail')).toEqual({ status: 'FAILED' });

    await admin('/admin/switches', { transferFault: 'ERROR', transferFaultTimes: 1 });
    expect((await transfer('IN', '5.00', 'tr-error')).status).toBe(500);
    expect(await statusOf('tr-error')).toEqual({ status: 'NOT_FOUND' });

    await admin('/admin/switches', { transferFault: 'HANG', transferFaultTimes: 1 });
    // Settled as 'dropped' when the connection ends without an answer.
    const outcome = (p: Promise<unknown>) =>
      p.then(
        () => 'answered',
        () => 'dropped',
      );
    const hung = outcome(transfer('IN', '5.00', 'tr-hang'));
    const calls = async () => (await admin<{ calls: CallRecord[] }>('/admin/calls?vendor=EVO')).body.calls;
    for (let i = 0; i < 100 && !(await calls()).some((c) => c.error === 'HANG'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await statusOf('tr-hang')).toEqual({ status: 'NOT_FOUND' });
    // A reset ends the held calls (the caller sees the connection drop).
    await admin('/admin/switches', { transferFault: 'HANG_AFTER_APPLY', transferFaultTimes: 1 });
    const hungApplied = outcome(transfer('IN', '5.00', 'tr-hang-applied'));
    for (let i = 0; i < 100 && !(await calls()).some((c) => c.error === 'HANG_AFTER_APPLY'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await statusOf('tr-hang-applied')).toEqual({ status: 'SUCCEEDED' });
    await admin('/admin/reset', {});
    expect([await hung, await hungApplied]).toEqual(['dropped', 'dropped']);
  });

  it("gives a TRANSFER vendor's game page the sub-wallet's balance, and bets against it", async () => {
    const session = await openSession('EVO');
    const sessions = (await admin<{ sessions: { id: string; mode: string; playerId: string }[] }>('/admin/sessions'))
      .body.sessions;
    const opened = sessions.find((s) => s.id === session);
    expect(opened?.mode).toBe('TRANSFER');
    const raw = JSON.stringify({
      transferId: 'tr-page',
      playerId: opened?.playerId,
      direction: 'IN',
      amount: '20.00',
      currency: 'USD',
    });
    await fetch(`${sim.apiUrl}/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, 'EVO', '/api/transfer', raw) },
      body: raw,
    });
    const { body } = await play(session, { stake: '5.00', win: '0' });
    expect(body.round).toMatchObject({ mode: 'TRANSFER', status: 'COMPLETED', balance: '15.00' });
    const tooMuch = await play(session, { stake: '16.00', win: '0' });
    expect(tooMuch.body.round).toMatchObject({ status: 'REFUSED', refusal: 'INSUFFICIENT_FUNDS', balance: '15.00' });
    expect(platform.received.map((r) => r.call)).toEqual(['authenticate']);
  });
});
