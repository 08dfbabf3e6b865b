import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { type LiveServerMessage, liveServerMessageSchema } from '@platform/contracts/live-events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { endedSessions } from '../sessions/session-reads';
import { hashSessionToken } from '../sessions/session-token';
import { addTransferWallets, depositTo, newAccount } from '../wallet/wallet-test-support';

const SESSIONS = { SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 12 };

/**
 * Two server processes on one database (as behind a load balancer): a page connected to B hears
 * every change of its member's money, whichever process made it.
 */
let database: TestDatabase;
let appA: FastifyInstance;
let appB: FastifyInstance;
let merchantId: number;
let urlB: string;
const clients: WebSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
  await addTransferWallets(database.db, merchantId, ['PGE']);
  appA = await buildTestApp(database);
  appB = await buildTestApp(database);
  await appB.listen({ port: 0, host: '127.0.0.1' });
  urlB = `ws://127.0.0.1:${(appB.server.address() as AddressInfo).port}/ws`;
});

afterAll(async () => {
  for (const c of clients) c.terminate();
  await appA?.close();
  await appB?.close();
  await database?.drop();
});

/** A test's view of one socket: every message and the close, awaited by condition, never by time. */
type Page = {
  socket: WebSocket;
  messages: LiveServerMessage[];
  closed: Promise<number>;
  next(match: (m: LiveServerMessage) => boolean): Promise<LiveServerMessage>;
};

async function open(url = urlB): Promise<Page> {
  const socket = new WebSocket(url);
  clients.push(socket);
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
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    next: (match) => {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

async function ready(token: string): Promise<Page> {
  const page = await open();
  page.socket.send(JSON.stringify({ type: 'auth', token }));
  await page.next((m) => m.type === 'ready');
  return page;
}

const balanceIs = (amount: string) => (m: LiveServerMessage) => m.type === 'balance' && m.wallet.balance === amount;

describe('live balance socket', () => {
  it('pushes a transfer made through another server process to the member page', async () => {
    const who = await newAccount(database.db, merchantId);
    await depositTo(database.db, merchantId, who.id, 10_000n);
    const page = await ready(who.token);
    // Right after ready the page gets the balance it may have missed while connecting.
    await page.next(balanceIs('100.00'));

    const res = await appA.inject({
      method: 'POST',
      url: API.walletTransfer,
      headers: { authorization: `Bearer ${who.token}` },
      payload: { from: 'MAIN', to: 'PGE', amount: '40', requestId: randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    const event = await page.next(balanceIs('60.00'));
    expect(event).toMatchObject({ type: 'balance', wallet: { currencySymbol: '$', total: '100.00' } });
    if (event.type === 'balance') expect(event.wallet.subWallets[0]).toMatchObject({ vendor: 'PGE', balance: '40.00' });
  });

  it('reaches every open page of the member and only theirs', async () => {
    const who = await newAccount(database.db, merchantId);
    const bystander = await newAccount(database.db, merchantId);
    const [first, second, other] = await Promise.all([ready(who.token), ready(who.token), ready(bystander.token)]);
    await other.next(balanceIs('0.00'));
    await depositTo(database.db, merchantId, who.id, 2_500n);
    await Promise.all([first.next(balanceIs('25.00')), second.next(balanceIs('25.00'))]);
    // The bystander's page only ever saw its own balance.
    await depositTo(database.db, merchantId, bystander.id, 100n);
    await other.next(balanceIs('1.00'));
    expect(other.messages.filter((m) => m.type === 'balance' && m.wallet.balance === '25.00')).toEqual([]);
  });

  it('coalesces a burst of changes and ends on the latest balance', async () => {
    const who = await newAccount(database.db, merchantId);
    const page = await ready(who.token);
    await page.next(balanceIs('0.00'));
    const before = page.messages.length;
    await Promise.all(Array.from({ length: 20 }, () => depositTo(database.db, merchantId, who.id, 100n)));
    await page.next(balanceIs('20.00'));
    const events = page.messages.slice(before).filter((m) => m.type === 'balance');
    expect(events.length).toBeLessThan(20);
    expect(events.at(-1)).toMatchObject({ wallet: { balance: '20.00' } });
  });

  it('keeps pushing after the listening connection was lost, with the change made meanwhile', async () => {
    const who = await newAccount(database.db, merchantId);
    const page = await ready(who.token);
    await page.next(balanceIs('0.00'));
    const { rows } = await sql<{ gone: boolean }>`
      select pg_terminate_backend(pid) as gone from pg_stat_activity
      where datname = current_database() and query like 'LISTEN %'
    `.execute(database.db);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // Made while no process listens: only the resync after reconnecting can tell the page.
    await depositTo(database.db, merchantId, who.id, 700n);
    await page.next(balanceIs('7.00'));
    await depositTo(database.db, merchantId, who.id, 100n);
    await page.next(balanceIs('8.00'));
  });

  it('answers ping with pong', async () => {
    const who = await newAccount(database.db, merchantId);
    const page = await ready(who.token);
    page.socket.send(JSON.stringify({ type: 'ping' }));
    await page.next((m) => m.type === 'pong');
  });

  it('admits a trial account (its crash page follows the rounds)', async () => {
    const trial = await newAccount(database.db, merchantId, { type: ACCOUNT_TYPE.TRIAL });
    const page = await ready(trial.token);
    page.socket.send(JSON.stringify({ type: 'ping' }));
    await page.next((m) => m.type === 'pong');
  });

  it('closes with 4401 for a bad token, a logged-out session or a ping before auth', async () => {
    const loggedOut = await newAccount(database.db, merchantId);
    await database.db
      .updateTable('member_session')
      .set({ revoked_at: new Date() })
      .where('member_id', '=', loggedOut.id)
      .execute();
    for (const message of [
      { type: 'auth', token: 'not-a-session-token-at-all' },
      { type: 'auth', token: loggedOut.token },
      { type: 'ping' },
    ]) {
      const page = await open();
      page.socket.send(JSON.stringify(message));
      expect(await page.closed, JSON.stringify(message)).toBe(4401);
      expect(page.messages).toEqual([]);
    }
  });

  it('closes with 4400 for invalid JSON, an unknown message or a second auth', async () => {
    const who = await newAccount(database.db, merchantId);
    for (const text of ['not json', '{"type":"subscribe"}', '{"type":"auth"}', '[]']) {
      const page = await open();
      page.socket.send(text);
      expect(await page.closed, text).toBe(4400);
    }
    const page = await ready(who.token);
    page.socket.send(JSON.stringify({ type: 'auth', token: who.token }));
    expect(await page.closed).toBe(4400);
  });

  it('tells which open sessions ended since, without keeping any alive', async () => {
    const live = await newAccount(database.db, merchantId);
    const revoked = await newAccount(database.db, merchantId);
    const idle = await newAccount(database.db, merchantId);
    const sessions = database.db.updateTable('member_session');
    await sessions.set({ revoked_at: new Date() }).where('member_id', '=', revoked.id).execute();
    await sessions
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('member_id', '=', idle.id)
      .execute();
    const hashes = [live, revoked, idle].map((a) => hashSessionToken(a.token));
    const ended = await endedSessions(database.db, SESSIONS, [...hashes, hashSessionToken('unknown')]);
    expect(ended).toEqual(new Set([hashes[1], hashes[2], hashSessionToken('unknown')]));
    const row = await database.db
      .selectFrom('member_session')
      .select('last_seen_at')
      .where('member_id', '=', idle.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - row.last_seen_at.getTime()).toBeGreaterThan(30 * 60_000);
  });

  it('closes open pages when the server closes', async () => {
    const extra = await buildTestApp(database);
    await extra.listen({ port: 0, host: '127.0.0.1' });
    const who = await newAccount(database.db, merchantId);
    const page = await open(`ws://127.0.0.1:${(extra.server.address() as AddressInfo).port}/ws`);
    page.socket.send(JSON.stringify({ type: 'auth', token: who.token }));
    await page.next((m) => m.type === 'ready');
    await extra.close();
    expect(await page.closed).toBeGreaterThanOrEqual(1000);
  });
});
