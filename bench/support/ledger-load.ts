import { sql } from 'kysely';
import { createDb, createPool, type Db } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { postTransaction } from '../../apps/server/src/modules/ledger/ledger-service';
import { seedDemoData } from '../../apps/server/src/seed/demo-seed';
import type { BenchPostgres } from './postgres';

export type LedgerRun = {
  txPerSecond: number;
  latencyMs: number;
  /** Bets the balance check refused: 0 expected, every member has plenty. */
  refused: number;
  /** CPU time per transaction, to see where the time goes: this process (service, pg driver) ... */
  nodeCpuMsPerTx: number;
  /** ... and the whole PostgreSQL cluster. */
  pgCpuMsPerTx: number;
};

export type LedgerFixture = { db: Db; merchantId: number; members: number[] };

/** A migrated database with the demo merchant and `members` members, each with money for any bet. */
export async function prepareLedger(cluster: BenchPostgres, members: number, poolSize: number): Promise<LedgerFixture> {
  await cluster.createDatabase('ledger_bench');
  const db = createDb(createPool(cluster.url('ledger_bench'), poolSize));
  await migrateToLatest(db);
  await seedDemoData(db);
  const { id: merchantId } = await db.selectFrom('merchant').select('id').executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('member')
    .values(
      Array.from({ length: members }, (_, i) => ({
        merchant_id: merchantId,
        account: `bench${i}`,
        type: 0,
        register_method: 'BENCH',
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += poolSize) {
    await Promise.all(
      ids.slice(i, i + poolSize).map((memberId) =>
        postTransaction(db, {
          merchantId,
          kind: 'DEPOSIT',
          idempotency: { source: 'deposit', key: `bench-${memberId}` },
          postings: [
            { account: { kind: 'PAYMENT_CLEARING' }, amount: -1_000_000_000n },
            { account: { kind: 'MEMBER_CASH', memberId }, amount: 1_000_000_000n },
          ],
        }),
      ),
    );
  }
  // Statistics as autovacuum would soon have them: plans made before them guess at table sizes.
  await sql`analyze`.execute(db);
  return { db, merchantId, members: ids };
}

/**
 * Balance-checked bet/settle transfers through the ledger service, `workers` at a time for
 * `seconds`: each worker posts a BET (MEMBER_CASH -x, VENDOR_CLEARING +x; refused when the member
 * is short) and then its settlement WIN (VENDOR_CLEARING -y, MEMBER_CASH +y), each its own
 * transaction, round-robin over `members` and `vendors` vendors.
 */
export async function runLedger(
  fixture: LedgerFixture,
  cluster: BenchPostgres,
  opts: { members: number[]; workers: number; vendors: number; seconds: number; label: string },
): Promise<LedgerRun> {
  const { db, merchantId } = fixture;
  let posted = 0;
  let refused = 0;
  let latencyTotal = 0;
  const post = async (key: string, kind: 'BET' | 'WIN', memberId: number, vendor: string, cash: bigint) => {
    const t0 = performance.now();
    try {
      await postTransaction(db, {
        merchantId,
        kind,
        idempotency: { source: `bench-${kind.toLowerCase()}`, key },
        postings: [
          { account: { kind: 'MEMBER_CASH', memberId }, amount: cash },
          { account: { kind: 'VENDOR_CLEARING', vendor }, amount: -cash },
        ],
      });
    } catch {
      refused++;
    }
    posted++;
    latencyTotal += performance.now() - t0;
  };
  const deadline = Date.now() + opts.seconds * 1000;
  const cpuBefore = process.cpuUsage();
  const pgCpuBefore = cluster.cpuSeconds();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.workers }, async (_, worker) => {
      for (let round = 0; Date.now() < deadline; round++) {
        const memberId = opts.members[(worker + round * opts.workers) % opts.members.length] as number;
        const vendor = `vendor${(worker + round) % opts.vendors}`;
        const bet = 1 + Math.floor(Math.random() * 100);
        const key = `${opts.label}-${worker}-${round}`;
        await post(key, 'BET', memberId, vendor, BigInt(-bet));
        await post(key, 'WIN', memberId, vendor, BigInt(1 + Math.floor(Math.random() * 2 * bet)));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    txPerSecond: posted / elapsed,
    latencyMs: latencyTotal / posted,
    refused,
    nodeCpuMsPerTx: (cpu.user + cpu.system) / 1000 / posted,
    pgCpuMsPerTx: ((cluster.cpuSeconds() - pgCpuBefore) * 1000) / posted,
  };
}
