import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ledgerAudit } from './ledger-audit';
import { postTransaction } from './ledger-service';
import { createMember } from './ledger-test-support';

let database: TestDatabase;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
});

afterAll(() => database.drop());

describe('ledger audit', () => {
  it('passes books written through the service and names a cached balance someone changed by hand', async () => {
    const db = database.db;
    const member = await createMember(db, merchantId);
    await postTransaction(db, {
      merchantId,
      kind: 'DEPOSIT',
      idempotency: { source: 'deposit', key: 'audit-1' },
      postings: [
        { account: { kind: 'PAYMENT_CLEARING' }, amount: -500n },
        { account: { kind: 'MEMBER_CASH', memberId: member }, amount: 500n },
      ],
    });
    expect(await ledgerAudit(db, merchantId)).toMatchObject({ ok: true, transactions: 1, postings: 2 });

    // The one thing the database lets a console session do to the books: touch a cached balance.
    const { rows } = await sql<{ id: string }>`
      update ledger_account set balance = balance + 7 where member_id = ${member} returning id
    `.execute(db);
    const audit = await ledgerAudit(db, merchantId);
    expect(audit).toMatchObject({
      ok: false,
      balancesTotal: 7n,
      postingsTotal: 0n,
      unbalancedTransactions: [],
      cachedBalancesOff: [{ accountId: rows[0]?.id, cached: 507n, postings: 500n }],
      lastBalanceAfterOff: [rows[0]?.id],
    });
  });
});
