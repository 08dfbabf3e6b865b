import { API } from '@platform/contracts/api-paths';
import { type LiveServerMessage, liveServerMessageSchema } from '@platform/contracts/live-events';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { defineQueue, type JobRunner, startJobRunner } from '../jobs/job-runner';
import { depositTo, newAccount, type TestAccount } from '../modules/wallet/wallet-test-support';
import { CuttableProxy } from '../test/cuttable-proxy';
import { eventually } from '../test/eventually';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createDb, createPool, type Db } from './database';

const AFTER_LOSS_QUEUE = defineQueue<{ tag: string }>({ name: 'test-after-loss', policy: 'standard' });

/**
 * The database goes away and comes back (a restart, a failover behind the same address): the app
 * reaches PostgreSQL through a proxy the test cuts and restores. Meanwhile nothing crashes, API
 * calls answer 503 DATABASE_UNAVAILABLE, /healthz says why, the status call keeps its last answer;
 * afterwards queries, the configuration and balance listeners and pg-boss jobs all work again.
 */
let database: TestDatabase;
let proxy: CuttableProxy;
let proxiedDb: Db;
let app: FastifyInstance;
let base: string;
let jobs: JobRunner & { stop(): Promise<void> };
let member: TestAccount;
let merchantId: number;
let socket: WebSocket | undefined;
const jobsDone: string[] = [];
const crashes: unknown[] = [];
const recordCrash = (reason: unknown) => crashes.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', recordCrash);
  process.on('uncaughtException', recordCrash);
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
  member = await newAccount(database.db, merchantId);

  const direct = new URL(database.url);
  proxy = new CuttableProxy(direct.hostname, Number(direct.port));
  const url = await proxy.start(database.url);
  proxiedDb = createDb(createPool(url, 5));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    JOBS_POLL_SECONDS: '0.5',
  });
  app = await buildApp({ config, db: proxiedDb, connectionString: url });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  jobs = await startJobRunner({ config, connectionString: url, log: pino({ level: 'silent' }) });
  await jobs.queue(AFTER_LOSS_QUEUE, async ({ tag }) => {
    jobsDone.push(tag);
  });
});

afterAll(async () => {
  socket?.terminate();
  await proxy?.restore().catch(() => undefined);
  await jobs?.stop();
  await app?.close();
  await proxiedDb?.destroy();
  await database?.drop();
  process.off('unhandledRejection', recordCrash);
  process.off('uncaughtException', recordCrash);
});

const get = async (path: string, token?: string) => {
  const res = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as { code: string; value: Record<string, unknown> | null } };
};
/** The status call over a socket (answered before Fastify when cached) and through Fastify's route. */
const statusBothWays = async () => {
  const routed = await app.inject({ method: 'GET', url: API.systemStatus });
  return [await get(API.systemStatus), { status: routed.statusCode, body: routed.json() }];
};

/** A member page on the live socket: every message it was sent. */
async function openLivePage(token: string): Promise<LiveServerMessage[]> {
  const messages: LiveServerMessage[] = [];
  socket = new WebSocket(`${base.replace('http', 'ws')}/ws`);
  socket.on('message', (data) => messages.push(liveServerMessageSchema.parse(JSON.parse(String(data)))));
  await new Promise((resolve, reject) => {
    socket?.once('open', resolve);
    socket?.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await eventually(
    () => messages,
    (m) => m.some((x) => x.type === 'ready'),
  );
  return messages;
}
const hasBalance = (messages: LiveServerMessage[], amount: string) =>
  messages.some((m) => m.type === 'balance' && m.wallet.balance === amount);

describe('the database going away and coming back', () => {
  it('serves 503 DATABASE_UNAVAILABLE while it is away, and everything again once it is back', async () => {
    const page = await openLivePage(member.token);
    expect((await get(API.walletBalance, member.token)).status).toBe(200);
    for (const answer of await statusBothWays())
      expect(answer).toMatchObject({ status: 200, body: { value: { status: 0 } } });

    await proxy.cut();

    // An API call that needs the database: refused with the code of its own, in the envelope. The
    // wallet this process kept goes as soon as it hears its listening connection is gone (it could
    // no longer hear of changes), so the balance call needs the database too.
    expect(await get(API.memberInfo, member.token)).toEqual({
      status: 503,
      body: expect.objectContaining({ success: false, code: 'DATABASE_UNAVAILABLE' }),
    });
    await eventually(
      () => get(API.walletBalance, member.token),
      (answer) => answer.status === 503 && answer.body.code === 'DATABASE_UNAVAILABLE',
    );
    const health = await get(API.health);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      value: { database: 'down', since: expect.any(String), reason: 'connection refused' },
    });
    // The site's status is the last one known: the startup calls still render the page.
    for (const answer of await statusBothWays())
      expect(answer).toMatchObject({ status: 200, body: { value: { status: 0 } } });

    // Changes while the server cannot hear of them: money, and maintenance switched on.
    await depositTo(database.db, merchantId, member.id, 700n);
    await database.db.updateTable('merchant').set({ maintenance: true }).where('id', '=', merchantId).execute();

    await proxy.restore();

    await eventually(
      () => get(API.health),
      (h) => h.status === 200,
    );
    // The balance listener is back and the page is told what changed while nobody listened.
    await eventually(
      () => page,
      (m) => hasBalance(m, '7.00'),
    );
    // The configuration listener is back: the change made meanwhile shows, and the next one too.
    await eventually(statusBothWays, (both) => both.every((a) => a.body.value?.status === 1));
    await database.db.updateTable('merchant').set({ maintenance: false }).where('id', '=', merchantId).execute();
    await eventually(statusBothWays, (both) => both.every((a) => a.body.value?.status === 0));
    // Queries, and the notifications of new changes (announced by the app's own ledger handle).
    expect((await get(API.walletBalance, member.token)).body.value).toMatchObject({ balance: '7.00' });
    await depositTo(proxiedDb, merchantId, member.id, 100n);
    await eventually(
      () => page,
      (m) => hasBalance(m, '8.00'),
    );
    // pg-boss takes jobs again.
    await jobs.send(AFTER_LOSS_QUEUE, { tag: 'after' });
    await eventually(
      () => jobsDone,
      (done) => done.includes('after'),
    );

    expect(crashes).toEqual([]);
  });
});
