import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { NotificationListener, Notifications } from './notification-listener';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Backends of this test's database other than the asking one: the pool's and the listener's. */
async function listeningBackends(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'
  `.execute(database.db);
  return rows.map((r) => r.pid);
}

function follow(notifications: Notifications, channel: string) {
  const heard: string[] = [];
  const events: string[] = [];
  const listener = new NotificationListener({
    notifications,
    channel,
    onNotification: (payload) => heard.push(payload),
    onListening: (reconnected) => events.push(reconnected ? 'listening again' : 'listening'),
    onLost: () => events.push('lost'),
  });
  return { listener, heard, events };
}

const notify = (channel: string, payload: string) => sql`select pg_notify(${channel}, ${payload})`.execute(database.db);

describe('the process-wide notification connection', () => {
  it('hears every channel on one connection, and tells each listener of a loss and of its return', async () => {
    const notifications = new Notifications(database.url, pino({ level: 'silent' }));
    const balances = follow(notifications, 'test_balances');
    const sessions = follow(notifications, 'test_sessions');
    try {
      await balances.listener.start();
      await sessions.listener.start();
      expect(await listeningBackends()).toHaveLength(1);

      await notify('test_balances', '1:7');
      await notify('test_sessions', 'member:7');
      await vi.waitFor(() => {
        expect(balances.heard).toEqual(['1:7']);
        expect(sessions.heard).toEqual(['member:7']);
      });

      // The database drops the connection: each listener learns it may have missed something,
      // then that it hears again, and it does.
      const [pid] = await listeningBackends();
      await sql`select pg_terminate_backend(${pid}::int)`.execute(database.db);
      await vi.waitFor(
        () => {
          expect(balances.events).toEqual(['listening', 'lost', 'listening again']);
          expect(sessions.events).toEqual(['listening', 'lost', 'listening again']);
        },
        { timeout: 5000 },
      );
      await notify('test_sessions', 'member:8');
      await vi.waitFor(() => expect(sessions.heard).toEqual(['member:7', 'member:8']));
      expect(await listeningBackends()).toHaveLength(1);
    } finally {
      await notifications.close();
    }
  });

  it('stops delivering to a listener that closed, and keeps the channel for the others on it', async () => {
    const notifications = new Notifications(database.url, pino({ level: 'silent' }));
    const first = follow(notifications, 'test_shared');
    const second = follow(notifications, 'test_shared');
    try {
      await first.listener.start();
      await second.listener.start();
      await first.listener.close();
      await notify('test_shared', 'after');
      await vi.waitFor(() => expect(second.heard).toEqual(['after']));
      expect(first.heard).toEqual([]);
    } finally {
      await notifications.close();
    }
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    const notifications = new Notifications(database.url, pino({ level: 'silent' }));
    try {
      await expect(follow(notifications, 'x; drop table member').listener.start()).rejects.toThrow(/not a channel/);
    } finally {
      await notifications.close();
    }
  });
});
