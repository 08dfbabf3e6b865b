import { API } from '@platform/contracts/api-paths';
import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceWithTestAnnouncements } from '../modules/announcements/announcement-test-support';
import { buildTestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { seedDemoAnnouncements } from './demo-announcements';
import { DEMO_MERCHANT_CODE, seedDemoData, seedDemoDataIfEmpty } from './demo-seed';
import { seedDemoWinners } from './demo-winners';

/**
 * The demo seed itself, which `make run` repeats at every start: on a database it seeded, served
 * by the app. Other tests use brands of their own (test/account-test-brand.ts, test/test-brand.ts).
 */

let database: TestDatabase;
let app: FastifyInstance;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  merchantId = (await database.db.selectFrom('merchant').select('id').executeTakeFirstOrThrow()).id;
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const demoWinCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('game_win')
        .select(sql<string>`count(*)`.as('n'))
        .where('merchant_id', '=', merchantId)
        .where('member_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo seed at start', () => {
  it('a second start over seeded data changes nothing', async () => {
    expect(await seedDemoDataIfEmpty(database.db, 'demo')).toBe(false);
    const merchants = await database.db.selectFrom('merchant').select('code').execute();
    expect(merchants).toEqual([{ code: 'DEMO' }]);
  });

  it('seeds the demo wins once, for new and existing demo data alike', async () => {
    expect(await demoWinCount()).toBe(30);
    await Promise.all([
      seedDemoWinners(database.db, DEMO_MERCHANT_CODE),
      seedDemoWinners(database.db, DEMO_MERCHANT_CODE),
    ]);
    expect(await seedDemoDataIfEmpty(database.db, 'demo')).toBe(false);
    expect(await demoWinCount()).toBe(30);
    // Demo data from before the board existed gets its wins at the next start.
    await database.db.deleteFrom('game_win').where('merchant_id', '=', merchantId).execute();
    expect(await seedDemoDataIfEmpty(database.db, 'demo')).toBe(false);
    expect(await demoWinCount()).toBe(30);
    const board = await app.inject({ method: 'GET', url: `${API.winnerBoard}?limitNum=1` });
    expect(board.statusCode).toBe(200);
    expect(board.json().value.list.map((entry: { vo: unknown }) => entry.vo)).toMatchObject([
      { customerName: 'h***i', winAmount: '120000.00' },
    ]);
  });

  // The demo seed adds announcements only to a brand that has none: here the brand has its own.
  it('keeps the demo announcements idempotent', async () => {
    await replaceWithTestAnnouncements(database.db, merchantId);
    const count = async () => ({
      announcements: (await database.db.selectFrom('announcement').select('id').execute()).length,
      banners: (await database.db.selectFrom('banner').select('id').execute()).length,
    });
    const before = await count();
    await seedDemoAnnouncements(database.db, DEMO_MERCHANT_CODE);
    expect(await count()).toEqual(before);
  });
});

describe('the demo brand’s vendors', () => {
  it('has every third-party vendor at the simulator (EVO and SABA in transfer mode) and PGE in-process', async () => {
    const rows = await database.db
      .selectFrom('game_vendor_integration')
      .select(['vendor', 'mode', 'secret', 'launch_url', 'api_url', 'enabled'])
      .orderBy('vendor')
      .execute();
    expect(rows.map((r) => r.vendor)).toEqual(
      ['ALV', 'EVO', 'IA', 'KGP', 'LOTT', 'OCK', 'PGE', 'SABA', 'SPX', 'TCG_LOTTO_VN', 'TCG_SEA', 'TF', 'UGS'].sort(),
    );
    for (const row of rows) {
      expect(row.enabled).toBe(true);
      if (row.vendor === 'PGE') {
        expect(row).toMatchObject({ mode: 'SEAMLESS', launch_url: null, api_url: null });
        // In-process only: a secret of its own that no one can sign with.
        expect(row.secret).not.toBe(DEVELOPMENT_SECRETS.vendorSim);
        expect(row.secret.length).toBeGreaterThanOrEqual(32);
      } else {
        expect(row.secret).toBe(DEVELOPMENT_SECRETS.vendorSim);
        expect(row).toMatchObject({
          mode: ['EVO', 'SABA'].includes(row.vendor) ? 'TRANSFER' : 'SEAMLESS',
          launch_url: `http://localhost:8091/play/${row.vendor}`,
          api_url: 'http://localhost:8091/api',
        });
      }
    }
  });
});
