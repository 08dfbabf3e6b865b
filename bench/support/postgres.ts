import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { freePort } from '../../apps/server/src/test/free-port';
import { treeCpuSeconds } from './cpu-time';

const run = promisify(execFile);

export { freePort };

export type BenchPostgres = {
  port: number;
  password: string;
  /** The postmaster's pid, for the CPU time of the whole cluster (clusterCpuSeconds). */
  postmasterPid: number;
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  /** CPU seconds the whole cluster has used so far: postmaster, live backends, and backends already gone. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
};

/** The same embedded PostgreSQL the server and the tests run, in a temp folder, settings untouched. */
export async function startBenchPostgres(
  settings: string[] = [],
  log?: (line: string) => void,
): Promise<BenchPostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ledger-'));
  const port = await freePort();
  const embedded = await startEmbeddedPostgres({ dataDir, port, settings, log });
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    port,
    password,
    postmasterPid: postmaster,
    url: (database) => embedded.connectionString(database),
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: embedded.connectionString('postgres') });
      await admin.connect();
      await admin.query(`create database ${name}`).finally(() => admin.end());
    },
    cpuSeconds: () => clusterCpuSeconds(postmaster),
    stop: async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds the whole cluster has used so far: its postmaster and backends, live or gone. */
export function clusterCpuSeconds(postmaster: number): number {
  return treeCpuSeconds(postmaster);
}

/** Debian's pgbench (package postgresql-15) under /usr/lib/postgresql/<version>/bin, newest first. */
function findPgbench(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin', 'pgbench')).find((p) => existsSync(p));
}

/** pgbench's path, installing Debian's postgresql-15 when it is absent and we are root. */
export function pgbenchPath(): string {
  const found = findPgbench();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "pgbench is missing: install Debian's postgresql-15 package (as root: apt-get install postgresql-15)",
    );
  }
  console.log('Installing pgbench (Debian package postgresql-15)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql-15'],
  ]) {
    const r = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${r.status ?? r.error?.message})`);
  }
  const installed = findPgbench();
  if (!installed) throw new Error('postgresql-15 is installed but no pgbench under /usr/lib/postgresql/*/bin');
  return installed;
}

export type PgbenchResult = { tps: number; latencyMs: number; transactions: number };

/** pgbench with its default TPC-B-like script against `database`. */
export async function pgbench(
  binary: string,
  db: BenchPostgres,
  database: string,
  args: string[],
): Promise<PgbenchResult> {
  const { stdout } = await run(
    binary,
    ['-h', '127.0.0.1', '-p', String(db.port), '-U', 'postgres', ...args, database],
    {
      env: { ...process.env, PGPASSWORD: db.password },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const number = (pattern: RegExp) => Number(stdout.match(pattern)?.[1] ?? Number.NaN);
  return {
    tps: number(/tps = ([\d.]+)/),
    latencyMs: number(/latency average = ([\d.]+) ms/),
    transactions: number(/number of transactions actually processed: (\d+)/),
  };
}
