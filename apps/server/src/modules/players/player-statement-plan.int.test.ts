import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { type CashScope, findCashAccountId, statementQueries } from '../ledger/cash-posting-reads';
import { createMember, ledgerInvariants } from '../ledger/ledger-test-support';
import { createdAtOf, dayIn, movements } from '../records/records-test-support';

/**
 * The back office's statement (contract path `playerStatement`) on a ledger of a million postings:
 * another member of the brand holds them, all made at the same moment as ours, so no time index
 * can help. Each page and count of our member's statement must walk our member's account only.
 */
let database: TestDatabase;
let scope: CashScope;
const OTHER_TRANSACTIONS = 500_000; // two postings each: a million ledger_posting rows
const ZONE = 'Asia/Dubai';

type PlanNode = {
  'Relation Name'?: string;
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

async function planOf(query: { explain: (format: 'json', options: ReturnType<typeof sql>) => Promise<unknown[]> }) {
  const [row] = (await query.explain('json', sql`analyze`)) as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
  const scans = nodesOf(row?.['QUERY PLAN'][0]?.Plan as PlanNode).filter((n) => n['Relation Name']);
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
  await move.adjustment(member, 50n);
  await move.deposit(other, 1_000_000_000n);
  await db.transaction().execute(async (trx) => {
    // Volume only, in bulk (the per-row triggers would take minutes); what they guard is kept by
    // construction (bets and wins of 1, balanced per transaction) and verified below.
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`
      with tx as (
        insert into ledger_transaction (merchant_id, kind, idempotency_source, idempotency_key, request_hash)
        select ${merchantId}, case when g % 2 = 0 then 'BET' else 'WIN' end, 'plan-test', g::text, 'volume'
        from generate_series(1, ${OTHER_TRANSACTIONS}) g
        returning id, kind
      ),
      accounts as (
        select
          (select id from ledger_account where kind = 'MEMBER_CASH' and member_id = ${other}) as cash,
          (select id from ledger_account where kind = 'PAYMENT_CLEARING' limit 1) as house
      )
      insert into ledger_posting (transaction_id, account_id, amount, balance_after)
      select tx.id, a.cash, case when tx.kind = 'WIN' then 1 else -1 end,
        1000000000 + case when tx.kind = 'WIN' then 1 else 0 end
      from tx cross join accounts a
      union all
      select tx.id, a.house, case when tx.kind = 'WIN' then -1 else 1 end, 0
      from tx cross join accounts a
    `.execute(trx);
  });
  expect(await ledgerInvariants(db)).toMatchObject({ totalBalance: 0n, unbalancedTransactions: 0 });
  await sql`analyze ledger_account, ledger_transaction, ledger_posting`.execute(db);
  const accountId = await findCashAccountId(db, merchantId, member, ZONE);
  if (!accountId) throw new Error('no cash account');
  const day = dayIn(ZONE, await createdAtOf(db, first));
  scope = { accountId, range: { from: day, to: day, timeZone: ZONE } };
}, 600_000);

afterAll(() => database.drop());

describe('the back-office statement on a million ledger rows', () => {
  it("reads only the member's own postings, by the account index, with or without a kind", async () => {
    const page = { pageNo: 1, pageSize: 20 };
    const all = statementQueries(database.db, scope, undefined, page);
    const adjustments = statementQueries(database.db, scope, 'ADJUSTMENT', page);
    const plans = {
      page: await planOf(all.page),
      count: await planOf(all.count),
      kindPage: await planOf(adjustments.page),
      kindCount: await planOf(adjustments.count),
    };
    for (const [name, plan] of Object.entries(plans)) {
      expect(
        plan.scans.filter((s) => s.startsWith('Seq Scan')),
        name,
      ).toEqual([]);
      expect(plan.scans, name).toContain('Index Scan ledger_posting (ledger_posting_account)');
      // Our member has 3 postings: a plan that walked the other member's would read a million.
      expect(plan.rowsRead, name).toBeLessThan(20);
    }
    expect((await all.page.execute()).map((row) => row.kind)).toEqual(['ADJUSTMENT', 'BET', 'DEPOSIT']);
  });
});
