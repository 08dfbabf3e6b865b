import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  bonusQueries,
  type CashScope,
  cashAccountQuery,
  cashMovementQueries,
  dailySumsQuery,
  findCashAccountId,
} from '../ledger/cash-posting-reads';
import { createMember, ledgerInvariants } from '../ledger/ledger-test-support';
import { kindFilterOf, kindsOfType } from './record-types';
import { createdAtOf, dayIn, movements } from './records-test-support';

/**
 * The records reads must cost what the member's own history costs, whatever the rest of the
 * ledger holds: here another member has 100 000 main-wallet postings made at the same moment, so
 * no time-range index can help, and each read of our member must still touch only a few rows.
 */
let database: TestDatabase;
let scope: CashScope;
let owner: { merchantId: number; memberId: number };
const OTHER_POSTINGS = 100_000;
const OTHER_ACCOUNTS = 5_000;
const ZONE = 'Asia/Dubai';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(query: { explain: (format: 'json', options: ReturnType<typeof sql>) => Promise<unknown[]> }) {
  const [row] = (await query.explain('json', sql`analyze`)) as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
  const plan = row?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  const scans = nodesOf(plan).filter((n) => n['Relation Name']);
  return {
    scans: scans.map((n) => `${n['Node Type']} ${n['Relation Name']}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`),
    rowsRead: scans.reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const { id: merchantId } = await createTestBrand(db);
  const [member, other] = [await createMember(db, merchantId), await createMember(db, merchantId)];
  const move = movements(db, merchantId);
  const first = await move.deposit(member, 10_000n);
  await move.bet(member, 100n);
  await move.bonus(member, 50n, 'REBATE');
  await move.deposit(other, 1_000_000n);
  await db.transaction().execute(async (trx) => {
    // Volume only, written in bulk: a hundred thousand service calls, or the per-row checking
    // triggers, would take minutes. What the triggers guard is kept by construction (bets and wins
    // of 1, balanced per transaction, the cached balance unchanged) and verified below.
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`
      with tx as (
        insert into ledger_transaction (merchant_id, kind, idempotency_source, idempotency_key, request_hash)
        select ${merchantId}, case when g % 2 = 0 then 'BET' else 'WIN' end, 'plan-test', g::text, 'volume'
        from generate_series(1, ${OTHER_POSTINGS}) g
        returning id, kind
      ),
      accounts as (
        select
          (select id from ledger_account where kind = 'MEMBER_CASH' and member_id = ${other}) as cash,
          (select id from ledger_account where kind = 'VENDOR_CLEARING' and vendor = 'PGE') as vendor
      )
      insert into ledger_posting (transaction_id, account_id, amount, balance_after)
      select tx.id, a.cash, case when tx.kind = 'WIN' then 1 else -1 end,
        1000000 + case when tx.kind = 'WIN' then 1 else 0 end
      from tx cross join accounts a
      union all
      select tx.id, a.vendor, case when tx.kind = 'WIN' then -1 else 1 end, 0
      from tx cross join accounts a
    `.execute(trx);
    // And many more members with a main wallet, so that the account table is worth an index too.
    await sql`
      with m as (
        insert into member (merchant_id, account, type, register_method)
        select ${merchantId}, 'plan' || g, 0, 'TEST' from generate_series(1, ${OTHER_ACCOUNTS}) g
        returning id
      )
      insert into ledger_account (merchant_id, kind, member_id, balance)
      select ${merchantId}, 'MEMBER_CASH', id, 0 from m
    `.execute(trx);
  });
  expect(await ledgerInvariants(db)).toEqual({
    totalBalance: 0n,
    negativeMemberAccounts: 0,
    cachedBalancesOff: 0,
    unbalancedTransactions: 0,
  });
  // What autovacuum does after such an insert, done now so the planner sees today's table sizes.
  await sql`analyze member, ledger_account, ledger_transaction, ledger_posting`.execute(db);
  owner = { merchantId, memberId: member };
  const accountId = await findCashAccountId(db, merchantId, member, ZONE);
  if (!accountId) throw new Error('no cash account');
  const day = dayIn(ZONE, await createdAtOf(db, first));
  scope = { accountId, range: { from: day, to: day, timeZone: ZONE } };
}, 120_000);

afterAll(() => database.drop());

describe('records query plans', () => {
  it("find the member's cash account by the account key", async () => {
    const plan = await planOf(cashAccountQuery(database.db, owner.merchantId, owner.memberId, ZONE));
    expect(plan.scans).toEqual(['Index Scan ledger_account (ledger_account_key)']);
    expect(plan.rowsRead).toBe(1);
  });

  it("read only the member's own postings through the account index", async () => {
    const page = { pageNo: 1, pageSize: 10 };
    const account = cashMovementQueries(database.db, scope, kindFilterOf('ALL'), page);
    const adjustments = cashMovementQueries(database.db, scope, kindFilterOf('ADJUSTMENT'), page);
    const bonus = bonusQueries(database.db, scope, kindsOfType('BONUS'), page);
    const plans = {
      accountPage: await planOf(account.page),
      accountCount: await planOf(account.count),
      adjustmentPage: await planOf(adjustments.page),
      profit: await planOf(dailySumsQuery(database.db, scope)),
      bonusPage: await planOf(bonus.page),
      bonusSummary: await planOf(bonus.summary),
    };
    for (const [name, plan] of Object.entries(plans)) {
      expect(
        plan.scans.filter((s) => s.startsWith('Seq Scan')),
        name,
      ).toEqual([]);
      expect(plan.scans, name).toContain('Index Scan ledger_posting (ledger_posting_account)');
      // Our member has 3 postings: a plan that walked the other member's would read 100 000.
      expect(plan.rowsRead, name).toBeLessThan(20);
    }
  });
});
