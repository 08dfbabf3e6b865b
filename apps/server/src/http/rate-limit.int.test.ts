import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredRows } from '../db/expired-rows';
import { buildTestApp } from '../test/test-app';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { ApiError, ok } from './envelope';
import { consumeRateLimit, type RateRule } from './rate-limit';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTestBrand(database.db);
});

afterAll(() => database.drop());

// Windows are aligned on multiples of their length since 1970: one this long never ends mid-test.
const LONG = 10_000_000;

async function refusal(promise: Promise<unknown>): Promise<{ code: string; value: unknown } | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof ApiError ? { code: error.code, value: error.value } : undefined;
}

describe('rate limits', () => {
  it('lets `limit` hits through per key, then refuses with the seconds until the window ends', async () => {
    const rule: RateRule = { name: 'test_basic', limit: 3, windowSeconds: LONG };
    for (let i = 0; i < 3; i++) await consumeRateLimit(database.db, rule, 'k1');
    const refused = await refusal(consumeRateLimit(database.db, rule, 'k1'));
    expect(refused?.code).toBe('TOO_MANY_REQUESTS');
    const wait = (refused?.value as { retryAfterSeconds: number } | undefined)?.retryAfterSeconds ?? 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LONG);
    // Another key, or another rule on the same key, has its own count.
    await consumeRateLimit(database.db, rule, 'k2');
    await consumeRateLimit(database.db, { ...rule, name: 'test_other' }, 'k1');
  });

  it('does not let simultaneous hits slip past the limit', async () => {
    const rule: RateRule = { name: 'test_race', limit: 5, windowSeconds: LONG };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => refusal(consumeRateLimit(database.db, rule, 'r'))),
    );
    expect(results.filter((r) => r === undefined)).toHaveLength(5);
  });

  it('is shared by two server processes on one database', async () => {
    const rule: RateRule = { name: 'test_shared', limit: 3, windowSeconds: LONG };
    const [a, b] = await Promise.all([buildTestApp(database), buildTestApp(database)]);
    try {
      for (const server of [a, b]) {
        server.get('/wps/test/limited', { config: { access: 'public' } }, async () => {
          await consumeRateLimit(database.db, rule, 'visitor');
          return ok(null);
        });
      }
      const hit = (server: typeof a) => server.inject({ method: 'GET', url: '/wps/test/limited' });
      expect((await hit(a)).statusCode).toBe(200);
      expect((await hit(b)).statusCode).toBe(200);
      expect((await hit(a)).statusCode).toBe(200);
      const refused = await hit(b);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        value: { retryAfterSeconds: expect.any(Number) },
      });
      expect((await hit(a)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('starts counting again in a new window, and old windows can be purged', async () => {
    const rule: RateRule = { name: 'test_window', limit: 1, windowSeconds: 3600 };
    await consumeRateLimit(database.db, rule, 'w');
    expect((await refusal(consumeRateLimit(database.db, rule, 'w')))?.code).toBe('TOO_MANY_REQUESTS');
    // Move the window an hour back: the next hit falls in a new window.
    await database.db
      .updateTable('rate_limit_window')
      .set({
        window_start: sql<Date>`window_start - interval '1 hour'`,
        expires_at: sql<Date>`expires_at - interval '1 hour'`,
      })
      .where('rule', '=', rule.name)
      .execute();
    await consumeRateLimit(database.db, rule, 'w');
    // One write in a hundred sweeps the table itself, so the old window may be gone already: what
    // counts is that after a purge only the current window is left.
    await purgeExpiredRows(database.db, 'rate_limit_window');
    const left = await database.db
      .selectFrom('rate_limit_window')
      .select('count')
      .where('rule', '=', rule.name)
      .execute();
    expect(left).toEqual([{ count: 1 }]);
  });
});
