import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API } from '@platform/contracts/api-paths';
import { type LiveServerMessage, liveServerMessageSchema } from '@platform/contracts/live-events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp } from '../../../test/test-app';
import { CRASH_CHANNEL } from './crash-feed';
import { latestRound } from './crash-round-repository';
import { type CrashKit, DICE_NODE, startCrashKit } from './crash-test-kit';

/**
 * Two server processes on one database: a bet made through A reaches a page connected to B, and so
 * does every step of the round loop (which runs in neither: the test drives it and NOTIFYs).
 */
let kit: CrashKit;
let appA: FastifyInstance;
let appB: FastifyInstance;
let urlB: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  kit = await startCrashKit();
  // The loop's changes are announced the way a leader's are: NOTIFY after the commit.
  kit.deps.announce = (merchantId) => {
    void sql`select pg_notify(${CRASH_CHANNEL}, ${String(merchantId)})`.execute(kit.db);
  };
  appA = await buildTestApp(kit.database);
  appB = await buildTestApp(kit.database);
  await appB.listen({ port: 0, host: '127.0.0.1' });
  urlB = `ws://127.0.0.1:${(appB.server.address() as AddressInfo).port}/ws`;
});

afterAll(async () => {
  for (const s of sockets) s.terminate();
  await appA?.close();
  await appB?.close();
  await kit?.database.drop();
});

type Page = {
  messages: LiveServerMessage[];
  next(match: (m: LiveServerMessage) => boolean): Promise<LiveServerMessage>;
};

/** A page on B that is authenticated and watches the crash round. */
async function watch(token: string): Promise<Page> {
  const socket = new WebSocket(urlB);
  sockets.push(socket);
  const messages: LiveServerMessage[] = [];
  const waiters: { match: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = liveServerMessageSchema.parse(JSON.parse(String(data)));
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  socket.send(JSON.stringify({ type: 'crash:subscribe' }));
  return {
    messages,
    next: (match) => {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

const crashState =
  (match: (state: Extract<LiveServerMessage, { type: 'crash' }>['state']) => boolean) => (m: LiveServerMessage) =>
    m.type === 'crash' && match(m.state);

async function call(method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) {
  const res = await appA.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('crash over HTTP and the live socket', () => {
  it('takes a bet through one process and shows it on a page connected to another', async () => {
    const [lee, mia] = [await kit.player(), await kit.player()];
    // This round's betting window is open by the wall clock, which the apps' routes read.
    kit.clock.set(Date.now());
    await kit.step();
    const round = await latestRound(kit.db, kit.merchant.id);
    const page = await watch(mia.token);
    await page.next(crashState((s) => s.phase === 'BETTING' && s.roundNumber === round?.roundNumber));

    const launchId = lee.launch.launchId;
    const placed = await call('POST', API.crashBet, lee.token, {
      launchId,
      requestId: randomUUID(),
      stake: '25.00',
      autoCashOut: 200,
    });
    expect(placed).toMatchObject({
      status: 200,
      body: {
        success: true,
        value: { bet: { status: 'PLACED', stake: '25.00', autoCashOut: 200 }, balance: '975.00' },
      },
    });
    const shown = await page.next(crashState((s) => s.betCount === 1));
    if (shown.type === 'crash') expect(shown.state.bets[0]).toMatchObject({ stake: '25.00', cashedOutAt: null });

    const state = await call('GET', `${API.crashState}?launchId=${launchId}`, lee.token);
    expect(state.body.value).toMatchObject({
      state: { phase: 'BETTING', roundNumber: round?.roundNumber, crashPoint: null },
      myBet: { status: 'PLACED', stake: '25.00' },
      balance: '975.00',
    });
    expect(
      (await call('POST', API.crashCashOut, lee.token, { launchId, roundNumber: round?.roundNumber })).body.code,
    ).toBe('CASH_OUT_CLOSED');

    // The loop's steps reach the page too: the start, then the crash with its point and hash.
    await kit.stepUntil('RUNNING');
    await page.next(crashState((s) => s.phase === 'RUNNING' && s.startedAt !== null));
    const crashed = await kit.stepUntil('CRASHED');
    const end = await page.next(crashState((s) => s.phase === 'CRASHED'));
    if (end.type === 'crash') {
      expect(end.state).toMatchObject({ crashPoint: crashed.crashPoint, roundNumber: crashed.roundNumber });
      expect(end.state.gameHash).toMatch(/^[0-9a-f]{64}$/);
    }

    const history = await call('GET', `${API.crashHistory}?launchId=${launchId}&limit=5`, lee.token);
    expect(history.body.value.rounds[0]).toMatchObject({
      roundNumber: crashed.roundNumber,
      crashPoint: crashed.crashPoint,
    });
    const fairness = await call('GET', `${API.crashFairness}?launchId=${launchId}`, lee.token);
    expect(fairness.body.value.commitment).toBe(history.body.value.rounds[0].commitment);
  });

  it('answers only members with a live crash launch of their own', async () => {
    const [nia, omar] = [await kit.player(), await kit.player()];
    const body = { launchId: nia.launch.launchId, requestId: randomUUID(), stake: '1.00', autoCashOut: null };
    expect((await call('POST', API.crashBet, null, body)).body.code).toBe('LOGIN_REQUIRED');
    expect((await call('POST', API.crashBet, omar.token, body)).body.code).toBe('LAUNCH_EXPIRED');
    const dice = await kit.launch(nia.id, { nodeId: DICE_NODE });
    const refused = await call('POST', API.crashBet, nia.token, { ...body, launchId: dice });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await call('POST', API.crashBet, nia.token, { ...body, autoCashOut: 100 })).status).toBe(400);
    expect((await call('GET', `${API.crashState}?launchId=${dice}`, nia.token)).body.code).toBe('VALIDATION_FAILED');
    expect(await kit.cash(nia.id)).toBe(100_000n);
  });
});
