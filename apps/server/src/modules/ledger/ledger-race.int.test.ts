import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionSettings, createDb, type Db } from '../../db/database';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { balancesOf, postTransaction } from './ledger-service';
import { createMember, ledgerInvariants, refusalOf } from './ledger-test-support';

let database: TestDatabase;
/**
 * A pool wide enough that the debits really run side by side in the database. The 200 callers of a
 * round queue for its 30 connections behind one contended row, each commit waiting for the disk:
 * beside a test file writing thousands of rows that queue outlasts the platform's 5 s bound on
 * getting a connection (meant for a database that cannot be reached), so here it is lifted.
 */
let wide: Db;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
  wide = createDb(new pg.Pool({ ...connectionSettings(database.url), connectionTimeoutMillis: 120_000, max: 30 }));
});

afterAll(async () => {
  await wide.destroy();
  await database.drop();
});

describe('ledger race', () => {
  // 4,000 contended commits, each waiting for the one before it to reach the disk: on a busy machine
  // running the whole suite at once that can take well past the default 30 s.
  it('lets exactly 100 of 200 simultaneous 1-unit debits through a balance of 100, 20 times over', async () => {
    for (let round = 1; round <= 20; round++) {
      const member = await createMember(wide, merchantId);
      await postTransaction(wide, {
        merchantId,
        kind: 'DEPOSIT',
        idempotency: { source: 'race', key: `deposit-${member}` },
        postings: [
          { account: { kind: 'PAYMENT_CLEARING' }, amount: -100n },
          { account: { kind: 'MEMBER_CASH', memberId: member }, amount: 100n },
        ],
      });
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          refusalOf(
            postTransaction(wide, {
              merchantId,
              kind: 'BET',
              idempotency: { source: 'race', key: `bet-${member}-${i}` },
              postings: [
                { account: { kind: 'MEMBER_CASH', memberId: member }, amount: -1n },
                { account: { kind: 'VENDOR_CLEARING', vendor: 'race' }, amount: 1n },
              ],
            }),
          ),
        ),
      );
      expect(outcomes.filter((o) => o === undefined)).toHaveLength(100);
      expect(outcomes.filter((o) => o === 'INSUFFICIENT_FUNDS')).toHaveLength(100);
      expect((await balancesOf(wide, merchantId, member)).cash).toBe(0n);
      // Serialized, not merely summed: each debit saw the one before it (balances after 99 down to 0).
      const { rows } = await sql<{ balance_after: string }>`
        select p.balance_after from ledger_posting p join ledger_account a on a.id = p.account_id
        where a.member_id = ${member} and a.kind = 'MEMBER_CASH' order by p.id
      `.execute(wide);
      expect(rows.map((r) => Number(r.balance_after))).toEqual(Array.from({ length: 101 }, (_, i) => 100 - i));
    }
    expect(await ledgerInvariants(wide)).toEqual({
      totalBalance: 0n,
      negativeMemberAccounts: 0,
      cachedBalancesOff: 0,
      unbalancedTransactions: 0,
    });
  }, 120_000);

  it('creates an account used for the first time by many writers at once exactly once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(wide, merchantId)));
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postTransaction(wide, {
          merchantId,
          kind: 'WIN',
          idempotency: { source: 'race-new', key: `w-${i}` },
          postings: [
            { account: { kind: 'VENDOR_CLEARING', vendor: `vendor-${i % 3}` }, amount: -2n },
            { account: { kind: 'MEMBER_CASH', memberId: members[i % 5] }, amount: 2n },
          ],
        }),
      ),
    );
    for (const member of members) expect((await balancesOf(wide, merchantId, member)).cash).toBe(40n);
    expect((await ledgerInvariants(wide)).cachedBalancesOff).toBe(0);
  });
});
