import { type Kysely, sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import * as migration0041 from '../../db/migrations/0041-back-office-search-and-active-days';
import { startJobRunner } from '../../jobs/job-runner';
import { eventually } from '../../test/eventually';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { brandDayRows } from './report-reads';
import { addDays, fillRollup, rollupState } from './report-rollup';
import { fillAllRollups, startReportRollupJob } from './report-rollup-job';
import { dailyReport } from './report-service';
import { datedMoney } from './report-test-data';

/**
 * The job that keeps every brand's rollup written, and the fill under it: every brand up to its
 * last closed day, nothing written twice however the fill is run, interrupted or doubled, and the
 * figures (distinct active players above all) the same as read from the ledger.
 */
let database: TestDatabase;
let brandA: { id: number; currency: string };
let brandB: { id: number; currency: string };
const today = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
/** Noon, `daysAgo` days back, in Dubai (UTC+4): brand A's zone. */
const noon = (daysAgo: number) => new Date(`${addDays(today(), -daysAgo)}T12:00:00+04:00`);
const d = (daysAgo: number) => addDays(today(), -daysAgo);

async function rolledDays(merchantId: number): Promise<{ through: string | null; brandRows: number; players: number }> {
  const { rows } = await sql<{ through: string | null; brand_rows: number; players: number }>`
    select (select to_char(through_day, 'YYYY-MM-DD') from report_rollup where merchant_id = ${merchantId}) as through,
      (select count(*)::int from report_day_brand where merchant_id = ${merchantId}) as brand_rows,
      (select count(*)::int from report_player_days where merchant_id = ${merchantId}) as players
  `.execute(database.db);
  const row = rows[0] as { through: string | null; brand_rows: number; players: number };
  return { through: row.through, brandRows: row.brand_rows, players: row.players };
}

async function forget(merchantId: number) {
  for (const table of ['report_day_brand', 'report_day_game', 'report_day_channel', 'report_player_days']) {
    await sql`delete from ${sql.table(table)} where merchant_id = ${merchantId}`.execute(database.db);
  }
  await sql`delete from report_first_deposit where merchant_id = ${merchantId}`.execute(database.db);
  await sql`delete from report_rollup where merchant_id = ${merchantId}`.execute(database.db);
}

const report = (from: string, to: string) => dailyReport(database.db, brandA, { from, to });

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const a = await createTestBrand(db, { code: 'RJA', domains: ['rja.brand.test'] });
  const b = await createTestBrand(db, { code: 'RJB', domains: ['rjb.brand.test'] });
  await sql`update merchant set time_zone = 'Asia/Dubai' where id = ${a.id}`.execute(db);
  await sql`update merchant set time_zone = 'UTC' where id = ${b.id}`.execute(db);
  const currencies = await db.selectFrom('merchant').select(['id', 'currency']).execute();
  const currencyOf = (id: number) => currencies.find((m) => m.id === id)?.currency as string;
  brandA = { id: a.id, currency: currencyOf(a.id) };
  brandB = { id: b.id, currency: currencyOf(b.id) };

  const money = datedMoney(db, a.id);
  const nadia = await money.member('rj_nadia', noon(8));
  const omar = await money.member('rj_omar', noon(8));
  await money.deposit(noon(6), nadia, 100_00n, 'Bank Transfer');
  await money.bet(noon(6), nadia, 10_00n, 'PGE', 'g1');
  await money.bet(noon(4), omar, 5_00n, 'PGE', 'g1');
  await money.bet(noon(2), nadia, 20_00n, 'PGE', 'g1');
  const other = datedMoney(db, b.id);
  const sam = await other.member('rj_sam', noon(8));
  await other.bet(noon(5), sam, 7_00n, 'PGE', 'g1');
}, 60_000);
afterAll(() => database.drop());

describe('report rollup job', () => {
  it('fills every brand up to its last closed day; a run after it writes nothing new', async () => {
    const written = await fillAllRollups(database.db);
    expect(written).toBeGreaterThanOrEqual(16);
    for (const brand of [brandA, brandB]) {
      const { lastClosed } = await rollupState(database.db, brand.id);
      expect((await rolledDays(brand.id)).through).toBe(lastClosed);
    }
    // Days with figures: A's registrations day and three bet days; B's registration and its bet.
    expect(await rolledDays(brandA.id)).toMatchObject({ brandRows: 4, players: 2 });
    expect(await rolledDays(brandB.id)).toMatchObject({ brandRows: 2, players: 1 });

    const before = [await rolledDays(brandA.id), await rolledDays(brandB.id)];
    expect(await fillAllRollups(database.db)).toBe(0);
    expect([await rolledDays(brandA.id), await rolledDays(brandB.id)]).toEqual(before);
  });

  it('counts each active player once over any range, from the rolled days and the live one', async () => {
    expect((await report(d(6), d(1))).totals).toMatchObject({
      bets: 3,
      stake: expect.stringMatching(/^35/),
      activePlayers: 2,
    });
    // Omar only; then a day nobody played; then Nadia, active before the range too.
    expect((await report(d(5), d(3))).totals.activePlayers).toBe(1);
    expect((await report(d(3), d(3))).totals.activePlayers).toBe(0);
    expect((await report(d(3), d(2))).totals.activePlayers).toBe(1);

    // Today is read from the ledger: a new player, and Nadia again (already counted).
    const money = datedMoney(database.db, brandA.id);
    const lina = await money.member('rj_lina', new Date());
    await money.bet(new Date(), lina, 1_00n, 'PGE', 'g1');
    const nadia = await database.db
      .selectFrom('member')
      .select('id')
      .where('account', '=', 'rj_nadia')
      .executeTakeFirstOrThrow();
    await money.bet(new Date(), nadia.id, 2_00n, 'PGE', 'g1');
    const year = await report(d(6), today());
    expect(year.totals).toMatchObject({ bets: 5, activePlayers: 3 });
    expect(year.days.at(-1)).toMatchObject({ day: today(), bets: 2, activePlayers: 2 });
  });

  it('resumes a fill killed mid-way, and two fills at once, with every day counted once', async () => {
    const expected = (await report(d(6), d(1))).totals;
    await forget(brandA.id);
    // The fill dies inside the transaction of the day Omar played, after that day's figures were inserted.
    await sql`
      create function rollup_dies() returns trigger language plpgsql as $$
      begin
        if new.last_day = ${sql.lit(d(4))}::date then raise exception 'killed mid-fill'; end if;
        return new;
      end $$
    `.execute(database.db);
    await sql`
      create trigger rollup_dies before insert or update on report_player_days
        for each row execute function rollup_dies()
    `.execute(database.db);
    try {
      await expect(fillRollup(database.db, brandA.id)).rejects.toThrow('killed mid-fill');
    } finally {
      await sql`drop trigger rollup_dies on report_player_days`.execute(database.db);
      await sql`drop function rollup_dies()`.execute(database.db);
    }
    expect(await rolledDays(brandA.id)).toMatchObject({ through: d(5), brandRows: 2, players: 1 });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from report_day_brand where merchant_id = ${brandA.id} and day = ${d(4)}::date
    `.execute(database.db);
    expect(rows[0]?.n).toBe(0);

    // Two fills at once finish it: between them, each remaining day is written once.
    const { lastClosed } = await rollupState(database.db, brandA.id);
    const days = await Promise.all([fillRollup(database.db, brandA.id), fillRollup(database.db, brandA.id)]);
    expect(days[0] + days[1]).toBe(Math.round((Date.parse(lastClosed) - Date.parse(d(5))) / 86_400_000));
    expect(await rolledDays(brandA.id)).toMatchObject({ through: lastClosed, brandRows: 4, players: 2 });
    expect((await report(d(6), d(1))).totals).toEqual(expected);
  });

  it("counts a day's first deposits in a read that learned the rollup's state before a fill wrote that day", async () => {
    await fillAllRollups(database.db);
    // The read still takes the days after d(7) from the ledger, while the rollup already holds them.
    const read = await brandDayRows(database.db, {
      merchantId: brandA.id,
      timeZone: 'Asia/Dubai',
      from: d(7),
      to: d(1),
      throughDay: d(7),
    });
    expect(read.rows.find((row) => row.day === d(6))).toMatchObject({ first_deposits: 1 });
    expect(read.activePlayers).toBe(2);
  });

  it('runs at start on the job runner and fills a brand it finds behind', async () => {
    await forget(brandB.id);
    const runner = await startJobRunner({
      config: loadConfig({ NODE_ENV: 'test', JOBS_POLL_SECONDS: '0.5' }),
      connectionString: database.url,
      log: pino({ level: 'silent' }),
    });
    try {
      await startReportRollupJob(database.db, runner, pino({ level: 'silent' }), { intervalSeconds: 300 });
      const { lastClosed } = await rollupState(database.db, brandB.id);
      await eventually(
        () => rolledDays(brandB.id),
        (rolled) => rolled.through === lastClosed,
        30_000,
      );
      expect(await rolledDays(brandB.id)).toMatchObject({ brandRows: 2, players: 1 });
    } finally {
      await runner.stop();
    }
  });

  it('carries a rollup written one row per member and day over into the bitmaps (migration 0041)', async () => {
    const bitmaps = () =>
      sql<{ member_id: number; first_day: string; last_day: string; days: string }>`
        select member_id, first_day::text, last_day::text, days::text from report_player_days order by member_id
      `
        .execute(database.db)
        .then((r) => r.rows);
    const before = await bitmaps();
    // Nadia: two days four days apart; Omar and Sam: one day each.
    expect(before.map((b) => b.days).sort()).toEqual(['1', '1', '10001']);
    await migration0041.down(database.db as unknown as Kysely<unknown>);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from report_day_player`.execute(database.db);
    expect(rows[0]?.n).toBe(4);
    await migration0041.up(database.db as unknown as Kysely<unknown>);
    expect(await bitmaps()).toEqual(before);
  });
});
