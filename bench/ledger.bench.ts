import { type LedgerRun, prepareLedger, runLedger } from './support/ledger-load';
import { type BenchPostgres, type PgbenchResult, pgbench, pgbenchPath, startBenchPostgres } from './support/postgres';

const TARGET_VS_PGBENCH = 0.6;
const TARGET_HOT_VS_SPREAD = 0.6;
const WORKERS = 20;
const HOT_ACCOUNTS = 10;
const SPREAD_ACCOUNTS = 2_000;
/** Game vendors: every bet and win also moves its vendor's clearing account. */
const VENDORS = 10;
/** pgbench's scale (branches): one per client, the usual setting, so that its own hot rows do not throttle it. */
const PGBENCH_SCALE = WORKERS;
const SECONDS = 6;
const ROUNDS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

type BaselineRun = PgbenchResult & { pgCpuMsPerTx: number };

async function runPgbench(binary: string, cluster: BenchPostgres, script: string[]): Promise<BaselineRun> {
  const cpuBefore = cluster.cpuSeconds();
  const clients = ['-c', String(WORKERS), '-j', '2', '-T', String(SECONDS)];
  const result = await pgbench(binary, cluster, 'pgbench', [...clients, ...script]);
  return { ...result, pgCpuMsPerTx: ((cluster.cpuSeconds() - cpuBefore) * 1000) / result.transactions };
}

/**
 * The ledger's hot path (balance-checked bet and settle transactions through postTransaction)
 * against pgbench's default TPC-B-like script on the same PostgreSQL in the same run, with the
 * same client count; and 20 workers on 10 hot members against 20 workers spread over 2,000.
 * Alternating rounds, medians compared. (A reference row of pgbench plus one NOTIFY once showed that
 * PostgreSQL serialises the commits of notifying transactions: the ledger announces balance
 * changes after commit instead, decision 0012.)
 */
export async function benchLedger(): Promise<{ name: string; ok: boolean; lines: string[] }> {
  const binary = pgbenchPath();
  const cluster = await startBenchPostgres();
  let fixture: Awaited<ReturnType<typeof prepareLedger>> | undefined;
  try {
    await cluster.createDatabase('pgbench');
    await pgbench(binary, cluster, 'pgbench', ['-i', '-q', '-I', 'dtGvp', '-s', String(PGBENCH_SCALE)]);
    fixture = await prepareLedger(cluster, SPREAD_ACCOUNTS, WORKERS);
    const load = (members: number[], label: string, seconds = SECONDS) =>
      runLedger(fixture as NonNullable<typeof fixture>, cluster, {
        members,
        workers: WORKERS,
        vendors: VENDORS,
        seconds,
        label,
      });
    // Warm-up: every vendor account exists and every connection is open before anything is timed.
    await load(fixture.members, 'warm-up', 2);

    const baseline: BaselineRun[] = [];
    const spread: LedgerRun[] = [];
    const hot: LedgerRun[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await runPgbench(binary, cluster, []));
      spread.push(await load(fixture.members, `spread-${round}`));
      hot.push(await load(fixture.members.slice(0, HOT_ACCOUNTS), `hot-${round}`));
    }

    const tps = median(baseline.map((r) => r.tps));
    const spreadTx = median(spread.map((r) => r.txPerSecond));
    const hotTx = median(hot.map((r) => r.txPerSecond));
    const vsPgbench = spreadTx / tps;
    const hotVsSpread = hotTx / spreadTx;
    const refused = [...spread, ...hot].reduce((n, r) => n + r.refused, 0);
    const cpu = (runs: { pgCpuMsPerTx: number }[]) => median(runs.map((r) => r.pgCpuMsPerTx)).toFixed(2);
    const row = (name: string, rate: number, unit: string, latencyMs: number, cpuText: string) =>
      `  ${name.padEnd(42)} ${rate.toFixed(0).padStart(6)} ${unit.padEnd(4)}  latency ${latencyMs.toFixed(1).padStart(6)} ms  CPU per tx: ${cpuText}`;
    const pgbenchRow = (name: string, runs: BaselineRun[]) =>
      row(
        name,
        median(runs.map((r) => r.tps)),
        'tps',
        median(runs.map((r) => r.latencyMs)),
        `postgres ${cpu(runs)} ms`,
      );
    const ledgerRow = (name: string, runs: LedgerRun[]) =>
      row(
        name,
        median(runs.map((r) => r.txPerSecond)),
        'tx/s',
        median(runs.map((r) => r.latencyMs)),
        `postgres ${cpu(runs)} ms, node ${median(runs.map((r) => r.nodeCpuMsPerTx)).toFixed(2)} ms`,
      );
    const lines = [
      pgbenchRow(`pgbench tpcb-like, scale ${PGBENCH_SCALE} (baseline)`, baseline),
      ledgerRow(`ledger bet/settle, ${SPREAD_ACCOUNTS} members`, spread),
      ledgerRow(`ledger bet/settle, ${HOT_ACCOUNTS} hot members`, hot),
      `  ledger at ${vsPgbench.toFixed(2)}x of pgbench (target >= ${TARGET_VS_PGBENCH}x); hot at ${hotVsSpread.toFixed(2)}x of spread (target >= ${TARGET_HOT_VS_SPREAD}x)`,
      `  ${WORKERS} clients each, ${VENDORS} vendors, ${SECONDS} s runs, median of ${ROUNDS} alternating rounds; bets refused ${refused}`,
    ];
    return {
      name: 'ledger bet/settle transfers vs pgbench (TPC-B-like) on the same PostgreSQL',
      ok: vsPgbench >= TARGET_VS_PGBENCH && hotVsSpread >= TARGET_HOT_VS_SPREAD && refused === 0,
      lines,
    };
  } finally {
    await fixture?.db.destroy();
    await cluster.stop();
  }
}
