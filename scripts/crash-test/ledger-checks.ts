import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { currencyDigits } from '@platform/contracts/money-amount';
import { sql } from 'kysely';
import { createDb, createPool, type Db } from '../../apps/server/src/db/database';
import { ledgerAudit } from '../../apps/server/src/modules/ledger/ledger-audit';
import { postTransaction } from '../../apps/server/src/modules/ledger/ledger-service';
import { storePaymentPassword } from '../../apps/server/src/modules/payment-password/payment-password-service';
import type { Transfer } from './platform-client';

/** A direct connection to the server's embedded PostgreSQL (its password is kept beside the cluster). */
export async function openDb(dataDir: string, pgPort: number): Promise<Db> {
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  return createDb(createPool(`postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`, 2));
}

export type Setup = {
  merchantId: number;
  publicKey: string;
  digits: number;
  /** Account name -> member id. */
  memberIds: Map<string, number>;
  /** Account name -> cash balance after the seed deposits. */
  seeded: Map<string, bigint>;
};

/** Money for the demo line (deposits through the ledger service) and a payment password for each. */
export async function seedMoney(db: Db, cash: Record<string, bigint>, paymentPassword: string): Promise<Setup> {
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'rsa_public_key', 'currency'])
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  const memberIds = new Map<string, number>();
  const seeded = new Map<string, bigint>();
  for (const [account, amount] of Object.entries(cash)) {
    const member = await db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    memberIds.set(account, member.id);
    if (amount > 0n) {
      await postTransaction(db, {
        merchantId: merchant.id,
        kind: 'DEPOSIT',
        idempotency: { source: 'deposit', key: `crash-test-seed-${account}` },
        postings: [
          { account: { kind: 'PAYMENT_CLEARING' }, amount: -amount },
          { account: { kind: 'MEMBER_CASH', memberId: member.id }, amount },
        ],
        memo: { seededBy: 'crash-test' },
      });
    }
    await storePaymentPassword(db, member.id, paymentPassword);
    seeded.set(account, amount);
  }
  return {
    merchantId: merchant.id,
    publicKey: merchant.rsa_public_key,
    digits: currencyDigits(merchant.currency),
    memberIds,
    seeded,
  };
}

export type Outcome = {
  transfer: Transfer;
  /** The transaction the server named in its 200, or undefined when it refused. */
  transactionId?: string;
  refusedWith?: string;
  /** Attempts without an answer (crash) before the final one. */
  unanswered: number;
  /** The last transaction id committed before the restart this transfer was last retried after. */
  retriedAfter?: bigint;
};

/** Every violation found, in words; empty when the books hold. */
export async function verifyLedger(db: Db, setup: Setup, outcomes: Outcome[]): Promise<string[]> {
  const problems: string[] = [];
  const idOf = (account: string) => setup.memberIds.get(account) as number;
  // Whoever calls pays: an agent to its downline, a downline to its upline.
  const payerOf = (t: Transfer) => t.caller;
  const payeeOf = (t: Transfer) => t.counterparty;

  // 1. Every acknowledged transfer is in the ledger, as the transfer it acknowledged.
  const acked = outcomes.filter((o) => o.transactionId !== undefined);
  const { rows } = await sql<{
    id: string;
    kind: string;
    idempotency_source: string;
    idempotency_key: string;
    postings: [number, string, string][];
  }>`
    select t.id, t.kind, t.idempotency_source, t.idempotency_key,
      json_agg(json_build_array(a.member_id, a.kind, p.amount::text) order by p.id) as postings
    from ledger_transaction t
    join ledger_posting p on p.transaction_id = t.id
    join ledger_account a on a.id = p.account_id
    where t.merchant_id = ${setup.merchantId} and t.idempotency_source = 'line-transfer'
    group by t.id
  `.execute(db);
  const inLedger = new Map(rows.map((r) => [r.id, r]));
  const ackedIds = new Set<string>();
  for (const { transfer: t, transactionId } of acked) {
    const id = transactionId as string;
    if (ackedIds.has(id)) problems.push(`transaction ${id} acknowledged for two different transfers`);
    ackedIds.add(id);
    const row = inLedger.get(id);
    if (!row) {
      problems.push(`acknowledged transfer ${t.requestId} (transaction ${id}) is missing from the ledger`);
      continue;
    }
    const kind = t.direction === 'downline' ? 'TRANSFER_DOWNLINE' : 'TRANSFER_UPLINE';
    const key = `${idOf(t.caller)}:${t.requestId}`;
    const expected = [
      [idOf(payerOf(t)), 'MEMBER_CASH', (-t.amount).toString()],
      [idOf(payeeOf(t)), 'MEMBER_CASH', t.amount.toString()],
    ];
    const sortRows = (x: unknown[][]) => JSON.stringify(x.map((p) => p.join('|')).sort());
    if (row.kind !== kind || row.idempotency_key !== key || sortRows(row.postings) !== sortRows(expected)) {
      problems.push(`transaction ${id} is not the transfer ${t.requestId} acknowledged: ${JSON.stringify(row)}`);
    }
  }

  // 2. Nothing took effect that the client was not finally told about (every request ended answered).
  for (const row of rows) {
    if (!ackedIds.has(row.id)) problems.push(`transaction ${row.id} (${row.idempotency_key}) was never acknowledged`);
  }

  // 3. Each member holds the seed plus what the acknowledged transfers moved.
  const expected = new Map(setup.seeded);
  for (const { transfer: t } of acked) {
    expected.set(payerOf(t), (expected.get(payerOf(t)) ?? 0n) - t.amount);
    expected.set(payeeOf(t), (expected.get(payeeOf(t)) ?? 0n) + t.amount);
  }
  for (const [account, balance] of expected) {
    const row = await db
      .selectFrom('ledger_account')
      .select('balance')
      .where('merchant_id', '=', setup.merchantId)
      .where('member_id', '=', idOf(account))
      .where('kind', '=', 'MEMBER_CASH')
      .executeTakeFirst();
    const actual = BigInt(row?.balance ?? 0);
    if (actual !== balance) problems.push(`${account}: cash ${actual}, expected ${balance} from the acknowledgements`);
  }

  // 4. The books balance and every cached balance is the sum of its postings.
  const audit = await ledgerAudit(db, setup.merchantId);
  if (!audit.ok)
    problems.push(`ledger audit failed: ${JSON.stringify(audit, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`);
  return problems;
}

/** The highest transaction id so far: transactions above it were written after this moment. */
export async function lastTransactionId(db: Db): Promise<bigint> {
  const { rows } = await sql<{ id: string | null }>`select max(id) as id from ledger_transaction`.execute(db);
  return BigInt(rows[0]?.id ?? 0);
}
