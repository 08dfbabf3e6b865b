import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { addTestCatalogue, CATALOGUE_OF_EVERY_CATEGORY } from '../catalogue/catalogue-test-kit';
import { createMember } from '../ledger/ledger-test-support';
import { dayIn } from '../records/records-test-support';
import { type BetScope, betRecordQueries } from './bet-records-repository';

/**
 * The betting record must cost what the member's own rounds cost, whatever the rest of the table
 * holds: another member has 100 000 rounds opened at the same moment as ours (no time index could
 * tell them apart), and every read of our member still walks only its own rounds through
 * vendor_round_member_time. A page of the busy member's rounds reads a page of rows, not 100 000.
 */
let database: TestDatabase;
let ours: BetScope;
let busy: BetScope;
const OTHER_ROUNDS = 100_000;
const OUR_ROUNDS = 200;
const ZONE = 'Asia/Dubai';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(query: { explain: (format: 'json', options: ReturnType<typeof sql>) => Promise<unknown[]> }) {
  const [row] = (await query.explain('json', sql`analyze`)) as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
  const plan = row?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  const scans = nodesOf(plan).filter((n) => n['Relation Name'] === 'vendor_round');
  return {
    scans: scans.map((n) => `${n['Node Type']} ${n['Relation Name']}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`),
    // Rows the scan looked at: those it kept and those its filter (vendor, game type) dropped.
    roundsRead: scans.reduce(
      (sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'],
      0,
    ),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const { id: merchantId } = await createTestBrand(db);
  await addTestCatalogue(db, merchantId, CATALOGUE_OF_EVERY_CATEGORY);
  const [member, other] = [await createMember(db, merchantId), await createMember(db, merchantId)];
  // Volume only, in bulk (what the wallet writes per round is covered by its own tests): rounds of
  // catalogue games of several vendors and types, ours over the last days, the other's all now.
  await sql`
    insert into vendor_round (merchant_id, vendor, round_id, member_id, node_id, game_code, status,
      total_bet, total_win, opened_at, closed_at)
    select ${merchantId}, g.vassalage, 'r' || s, m.member_id, g.node_id, g.game_code, 'COMPLETED',
      100, case when s % 3 = 0 then 250 else 0 end, m.at, m.at
    from generate_series(1, ${OTHER_ROUNDS + OUR_ROUNDS}) s
    cross join lateral (
      select case when s <= ${OUR_ROUNDS} then ${member}::int else ${other}::int end as member_id,
        case when s <= ${OUR_ROUNDS} then now() - make_interval(mins => s * 30) else now() end as at
    ) m
    cross join lateral (
      select node_id, vassalage, game_code from catalogue_game
      where merchant_id = ${merchantId} and is_game = 'GAME'
      order by node_id
      offset (s % (select count(*) from catalogue_game where merchant_id = ${merchantId} and is_game = 'GAME'))
      limit 1
    ) g
  `.execute(db);
  // What autovacuum does after such an insert, done now so the planner sees today's table sizes.
  await sql`analyze vendor_round, catalogue_game, catalogue_vendor, vendor_transaction`.execute(db);
  const today = dayIn(ZONE, new Date());
  const range = { from: today, to: today, timeZone: ZONE };
  const weekAgo = new Date(Date.now() - 6 * 86_400_000);
  const wide = { from: dayIn(ZONE, weekAgo), to: today, timeZone: ZONE };
  ours = { merchantId, memberId: member, range: wide, gameType: 'ALL', vendor: undefined };
  busy = { merchantId, memberId: other, range, gameType: 'ALL', vendor: undefined };
}, 120_000);

afterAll(() => database.drop());

describe('betting record query plans', () => {
  it("read only the member's own rounds through the member index, with every filter", async () => {
    const page = { pageNo: 1, pageSize: 10 };
    const shapes: Record<string, BetScope> = {
      all: ours,
      vendor: { ...ours, vendor: 'PGE' },
      gameType: { ...ours, gameType: 'RNG' },
      esports: { ...ours, gameType: 'ESPORTS' },
      both: { ...ours, gameType: 'FISH', vendor: 'SPX' },
    };
    for (const [name, scope] of Object.entries(shapes)) {
      const queries = betRecordQueries(database.db, scope, page);
      for (const [read, query] of Object.entries(queries)) {
        const plan = await planOf(query);
        // The member index; for a vendor the member rarely played, the planner may take the round
        // key (merchant, vendor, round, member) instead: an index probe either way, never a table scan.
        expect(plan.scans, `${name} ${read}`).toHaveLength(1);
        expect(plan.scans[0], `${name} ${read}`).toMatch(
          /^Index (Only )?Scan vendor_round \(vendor_round_(member_time|key)\)$/,
        );
        // Ours are 200 (a type of few catalogue games may walk them once per game): a plan that
        // walked the other member's rounds would read 100 000.
        expect(plan.roundsRead, `${name} ${read}`).toBeLessThanOrEqual(5 * OUR_ROUNDS);
      }
    }
  });

  it("read a page of a busy member's rounds in the index's order, not all of them", async () => {
    const plan = await planOf(betRecordQueries(database.db, busy, { pageNo: 3, pageSize: 20 }).page);
    expect(plan.scans).toEqual(['Index Scan vendor_round (vendor_round_member_time)']);
    // Pages 1 to 3: 60 rows, the ones skipped by the offset included.
    expect(plan.roundsRead).toBe(60);
  });
});
