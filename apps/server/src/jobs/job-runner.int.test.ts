import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { eventually } from '../test/eventually';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { defineQueue, type JobRunner, startJobRunner } from './job-runner';

const ECHO_QUEUE = defineQueue<{ tag: string }>({ name: 'test-echo', policy: 'short' });

describe('job runner (pg-boss)', () => {
  let database: TestDatabase;
  let runner: JobRunner & { stop(): Promise<void> };
  const seen: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    runner = await startJobRunner({
      config: loadConfig({ NODE_ENV: 'test', JOBS_POLL_SECONDS: '0.5' }),
      connectionString: database.url,
      log: pino({ level: 'silent' }),
    });
    await runner.queue(ECHO_QUEUE, async ({ tag }) => {
      seen.push(tag);
    });
  });
  afterAll(() => database.drop());

  it('lets server processes that start together declare the same queues', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(() =>
        startJobRunner({
          config: loadConfig({ NODE_ENV: 'test', JOBS_POLL_SECONDS: '0.5' }),
          connectionString: database.url,
          log: pino({ level: 'silent' }),
        }),
      ),
    );
    try {
      for (let round = 0; round < 5; round++) {
        const queue = defineQueue({ name: `test-together-${round}`, policy: 'short' });
        await Promise.all(others.map((other) => other.queue(queue, async () => {})));
        expect(await others[0]?.send(queue, {})).toEqual(expect.any(String));
      }
    } finally {
      await Promise.all(others.map((other) => other.stop()));
    }
  });

  it('runs a job that is due', async () => {
    await runner.send(ECHO_QUEUE, { tag: 'now' });
    await eventually(() => seen.includes('now'), Boolean);
  });

  it('writes a job only when the caller transaction commits', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await runner.send(ECHO_QUEUE, { tag: 'rolled-back' }, { trx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction().execute(async (trx) => {
      await runner.send(ECHO_QUEUE, { tag: 'committed' }, { trx });
    });
    await eventually(() => seen.includes('committed'), Boolean);
    expect(seen).not.toContain('rolled-back');
  });

  it('keeps one waiting job per singleton key', async () => {
    const later = new Date(Date.now() + 60_000);
    const first = await runner.send(ECHO_QUEUE, { tag: 'a' }, { startAfter: later, singletonKey: 'k1' });
    const second = await runner.send(ECHO_QUEUE, { tag: 'b' }, { startAfter: later, singletonKey: 'k1' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });

  it('refuses a queue that was never declared', async () => {
    await expect(runner.send(defineQueue({ name: 'nobody-listens', policy: 'short' }), {})).rejects.toThrow(
      /never declared/,
    );
  });

  it('stops quickly and leaves no connection or worker behind', async () => {
    const connections = async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity
        where datname = current_database() and application_name = 'platform-jobs'
      `.execute(database.db);
      return Number(rows[0]?.n);
    };
    expect(await connections()).toBeGreaterThan(0);
    const started = Date.now();
    await runner.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    // The server forgets a closed connection a moment after the client has closed it.
    await eventually(connections, (open) => open === 0, 2_000);
  });
});
