import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';

/** Test-only helpers: members to own accounts, refusal codes, the ledger's global invariants. */

export async function createMember(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .insertInto('member')
    .values({
      merchant_id: merchantId,
      account: `ledger${randomBytes(5).toString('hex')}`,
      type: 0,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The refusal code of a rejected call, or undefined when it went through. */
export async function refusalOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

export async function ledgerInvariants(db: Db): Promise<{
  totalBalance: bigint;
  negativeMemberAccounts: number;
  cachedBalancesOff: number;
  unbalancedTransactions: number;
}> {
  const { rows } = await sql<{ total: string; negative: string; off: string; unbalanced: string }>`
    select
      (select coalesce(sum(balance), 0) from ledger_account) as total,
      (select count(*) from ledger_account
        where (kind like 'MEMBER_%' or kind = 'AGENT_COMMISSION') and balance < 0) as negative,
      (select count(*) from ledger_account a
        where a.balance <> (select coalesce(sum(amount), 0) from ledger_posting p where p.account_id = a.id)) as off,
      (select count(*) from (select transaction_id from ledger_posting group by transaction_id
        having sum(amount) <> 0 or count(*) < 2) u) as unbalanced
  `.execute(db);
  const r = rows[0];
  if (!r) throw new Error('no invariants row');
  return {
    totalBalance: BigInt(r.total),
    negativeMemberAccounts: Number(r.negative),
    cachedBalancesOff: Number(r.off),
    unbalancedTransactions: Number(r.unbalanced),
  };
}

export async function ledgerRowCounts(db: Db): Promise<{ transactions: number; postings: number; accounts: number }> {
  const { rows } = await sql<{ t: string; p: string; a: string }>`
    select (select count(*) from ledger_transaction) as t, (select count(*) from ledger_posting) as p,
      (select count(*) from ledger_account) as a
  `.execute(db);
  const r = rows[0];
  return { transactions: Number(r?.t), postings: Number(r?.p), accounts: Number(r?.a) };
}
