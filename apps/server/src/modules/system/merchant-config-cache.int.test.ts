import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

describe('merchant configuration cache', () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let merchantId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    merchantId = (await createTestBrand(database.db)).id;
    // Two servers on one database, as behind a load balancer.
    [first, second] = await Promise.all([buildTestApp(database), buildTestApp(database)]);
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.drop();
  });

  const status = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status;

  it('a configuration change reaches every server process without a restart', async () => {
    expect([await status(first), await status(second)]).toEqual([0, 0]);
    await database.db.updateTable('merchant').set({ maintenance: true }).where('id', '=', merchantId).execute();
    await expect.poll(() => status(first), { timeout: 2000, interval: 20 }).toBe(1);
    await expect.poll(() => status(second), { timeout: 2000, interval: 20 }).toBe(1);
    await database.db.updateTable('merchant').set({ maintenance: false }).where('id', '=', merchantId).execute();
    await expect.poll(() => status(second), { timeout: 2000, interval: 20 }).toBe(0);
  });
});
