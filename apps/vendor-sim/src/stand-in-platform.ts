import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a stand-in for the platform's seamless wallet, small but keeping the protocol's
 * rules (one-time tokens, idempotency by transaction id, tombstones, insufficient funds), so the
 * simulator's own tests can watch what it sends without a database. The real wallet is tested
 * against the simulator in apps/server (vendor-sim-matrix.int.test.ts).
 */

export type Received = { path: string; call: string; body: Record<string, unknown>; signed: boolean };

type Answer = { status: number; body: object };
type Transaction = { raw: string; answer: Answer; kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK' | 'TOMBSTONE'; amount: bigint };

const ok = (value: object): Answer => ({ status: 200, body: { success: true, code: 'OK', message: '', value } });
const refuse = (status: number, code: string, value: object | null = null): Answer => ({
  status,
  body: { success: false, code, message: code, value },
});

const minor = (amount: unknown) => BigInt(Math.round(Number(amount) * 100));
const decimal = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

export async function startStandInPlatform(secret: string) {
  const received: Received[] = [];
  /** Launch tokens not used yet, with what each was issued for. */
  const tokens = new Map<string, { trial: boolean; language: 'ar' | 'en' }>();
  let tokenNo = 0;
  const transactions = new Map<string, Transaction>();
  const state = { balance: 10_000n, delays: [] as number[], failNext: 0 };

  function handle(call: string, body: Record<string, unknown>, raw: string): Answer {
    if (call === 'authenticate') {
      const grant = tokens.get(String(body.launchToken));
      if (grant === undefined) return refuse(401, 'LAUNCH_TOKEN_INVALID');
      const { trial, language } = grant;
      tokens.delete(String(body.launchToken));
      return ok({
        sessionId: 'stand-in-session-0001',
        playerId: 'stand-in-player-0001',
        currency: 'USD',
        language,
        gameCode: 'spx_wild_safari',
        trial,
        balance: trial ? '0.00' : decimal(state.balance),
      });
    }
    if (call === 'balance') return ok({ balance: decimal(state.balance), currency: 'USD' });
    const id = String(body.transactionId);
    const earlier = transactions.get(id);
    if (earlier?.kind === 'TOMBSTONE' && call === 'debit') return refuse(409, 'TRANSACTION_ROLLED_BACK');
    if (earlier) return earlier.raw === raw ? earlier.answer : refuse(409, 'IDEMPOTENCY_CONFLICT');
    let kind: Transaction['kind'] = 'DEBIT';
    let amount = 0n;
    if (call === 'debit') {
      amount = minor(body.amount);
      if (amount > state.balance) return refuse(402, 'INSUFFICIENT_FUNDS', { balance: decimal(state.balance) });
      state.balance -= amount;
    } else if (call === 'credit') {
      kind = 'CREDIT';
      amount = minor(body.amount);
      state.balance += amount;
    } else {
      const debit = transactions.get(String(body.rollbackOf));
      kind = 'ROLLBACK';
      if (debit) state.balance += debit.amount;
      else transactions.set(String(body.rollbackOf), { raw: '', answer: ok({}), kind: 'TOMBSTONE', amount: 0n });
    }
    const answer = ok({ balance: decimal(state.balance), transactionId: id, reference: id });
    transactions.set(id, { raw, answer, kind, amount });
    return answer;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const timestamp = String(req.headers['x-vendor-timestamp']);
      const expected = createHmac('sha256', secret).update(`${timestamp}.${path}.${raw}`).digest('hex');
      const signed =
        req.headers['x-vendor-signature'] === expected && Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
      const call = path.split('/').pop() ?? '';
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ path, call, body, signed });
      let answer: Answer;
      if (!signed) answer = refuse(401, 'SIGNATURE_INVALID');
      else if (state.failNext > 0 && call !== 'authenticate') {
        state.failNext -= 1;
        answer = refuse(503, 'SERVICE_UNAVAILABLE');
      } else answer = handle(call, body, raw);
      // Slow after committing, as a loaded server is: the caller may give up on a call that took effect.
      const delay = call === 'authenticate' ? undefined : state.delays.shift();
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    state,
    balance: () => decimal(state.balance),
    /** A one-time launch token, as our launch would hand one out. */
    issueToken: ({ trial = false, language = 'en' }: { trial?: boolean; language?: 'ar' | 'en' } = {}) => {
      tokenNo += 1;
      const token = `stand-in-launch-token-${String(tokenNo).padStart(8, '0')}`;
      tokens.set(token, { trial, language });
      return token;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
