import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { childrenOf } from '../../apps/server/src/db/cluster-folder-claim';
import { freePort } from '../../apps/server/src/test/free-port';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export { freePort };

/** Whether `pid` still runs: a zombie (killed, not yet reaped by whoever adopted it) does not. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** SIGKILL for a postmaster and its backends; resolves when they are gone from /proc, not merely zombies. */
async function killTree(postmaster: number): Promise<void> {
  const all = [postmaster, ...childrenOf(postmaster)];
  for (const pid of all) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  // PostgreSQL's lock file check sees a zombie as alive until whoever adopted it reaps it.
  await until(
    () => !all.some((pid) => existsSync(`/proc/${pid}`)),
    'the killed postgres processes to be reaped',
    60_000,
  );
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The real server (node apps/server/src/main.ts) on its own data dir and ports, started, crashed
 * with SIGKILL and started again on the same data. Its output goes to `<dataDir>/server.log`.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  readonly url: string;

  constructor(
    readonly dataDir: string,
    readonly port: number,
    readonly pgPort: number,
    /** More environment for the server, e.g. DATABASE_URL for an external PostgreSQL. */
    private readonly env: Record<string, string> = {},
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** The same server process still runs (it did not exit, was not restarted). */
  isRunning(pid: number | undefined): boolean {
    return pid !== undefined && this.child?.pid === pid && this.child.exitCode === null && alive(pid);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get logFile(): string {
    return path.join(this.dataDir, 'server.log');
  }

  /**
   * The running postmaster of our cluster, as its lock file names it; undefined without one, or when
   * the file is stale (that pid gone, or reused by a process that is not our postgres).
   */
  postmasterPid(): number | undefined {
    const clusterDir = path.join(this.dataDir, 'pg');
    const lockFile = path.join(clusterDir, 'postmaster.pid');
    if (!existsSync(lockFile)) return undefined;
    const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return command.some((arg) => arg.endsWith('postgres')) && command.includes(clusterDir) ? pid : undefined;
    } catch {
      return undefined;
    }
  }

  async start(timeoutMs = 90_000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PG_PORT: String(this.pgPort),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} (see ${this.logFile})`);
        try {
          return (await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
        } catch {
          return false;
        }
      },
      'the server to answer /healthz',
      timeoutMs,
    );
  }

  /**
   * kill -9 of the Node process. Its embedded PostgreSQL survives that: an orphan still holding the
   * port and postmaster.pid, which the next start must find and stop. With `withPostgres`, it is
   * killed -9 as well, with its backends, as a supervisor's kill of the whole service or a power cut
   * would: the next start finds a stale postmaster.pid and a cluster that was not shut down.
   */
  async crash(withPostgres: boolean): Promise<{ orphanLeft: boolean; stalePidFile: boolean }> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null) throw new Error('server is not running');
    const postmaster = this.postmasterPid();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(child.pid, 'SIGKILL');
    await exited;
    this.child = undefined;
    if (withPostgres && postmaster !== undefined) await killTree(postmaster);
    return {
      orphanLeft: !withPostgres && postmaster !== undefined && alive(postmaster),
      stalePidFile: withPostgres && existsSync(path.join(this.dataDir, 'pg', 'postmaster.pid')),
    };
  }

  /** kill -9 of the embedded PostgreSQL's postmaster alone, the server left running; answers its pid. */
  killPostgres(): number {
    const postmaster = this.postmasterPid();
    if (postmaster === undefined) throw new Error('no embedded PostgreSQL runs');
    process.kill(postmaster, 'SIGKILL');
    return postmaster;
  }

  /** A clean stop (SIGTERM: the server stops its PostgreSQL); SIGKILL after 20 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    this.child = undefined;
    // Whatever happened before, no PostgreSQL of ours outlives the run.
    const postmaster = this.postmasterPid();
    if (postmaster !== undefined) {
      process.kill(postmaster, 'SIGQUIT');
      await until(() => !alive(postmaster), 'postgres to stop', 10_000).catch(() =>
        process.kill(postmaster, 'SIGKILL'),
      );
    }
  }
}
