import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually';
import { isRunning } from './cluster-folder-claim';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';

/**
 * A server killed with kill -9 leaves its embedded PostgreSQL running on the data folder: the next
 * start stops that orphan and starts cleanly; a stale lock file is no obstacle either; only a live
 * server on the folder makes a start refuse, naming it.
 */
let dataDir: string;
let port: number;
const owners: ChildProcess[] = [];
const started: EmbeddedDatabase[] = [];

const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** A stand-in server process running the embedded PostgreSQL on the folder. */
async function startOwner(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/test/embedded-postgres-owner.ts', dataDir, String(port)],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  owners.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('embedded postgres ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the owner exited with ${code}`)));
  });
  return child;
}

async function selectOne(db: EmbeddedDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: db.connectionString() });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'platform-orphan-'));
  port = 56000 + Math.floor(Math.random() * 4000);
});

afterAll(async () => {
  for (const db of started) await db.stop();
  for (const child of owners) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL on a folder a killed server left behind', () => {
  it('refuses while another server runs on the folder, naming it', async () => {
    const owner = await startOwner();
    await expect(startEmbeddedPostgres({ dataDir, port, notice: () => undefined })).rejects.toThrow(
      `Another server (pid ${owner.pid}`,
    );
    // The refusal left the running cluster alone.
    expect(isRunning(postmasterPid())).toBe(true);
  });

  it('stops the orphan of a server killed with kill -9 and starts cleanly', async () => {
    const owner = owners[0] as ChildProcess;
    const orphan = postmasterPid();
    const exited = new Promise((resolve) => owner.once('exit', resolve));
    owner.kill('SIGKILL');
    await exited;
    expect(isRunning(orphan)).toBe(true);

    const notices: string[] = [];
    const db = await startEmbeddedPostgres({ dataDir, port, notice: (line) => notices.push(line) });
    started.push(db);
    expect(isRunning(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    expect(notices.join('\n')).toContain(`stopping the orphaned PostgreSQL (pid ${orphan})`);
    expect(await selectOne(db)).toBe(1);
    await db.stop();
    started.pop();
  });

  it('starts over a stale lock file whose pid now belongs to another process', async () => {
    const stranger = spawn('sleep', ['60']);
    owners.push(stranger);
    await writeFile(path.join(dataDir, 'pg', 'postmaster.pid'), `${stranger.pid}\n${path.join(dataDir, 'pg')}\n`);
    const db = await startEmbeddedPostgres({ dataDir, port, notice: () => undefined });
    started.push(db);
    expect(await selectOne(db)).toBe(1);
  });

  it('starts postgres again when it dies while the server runs', async () => {
    const db = started[0] as EmbeddedDatabase;
    const first = postmasterPid();
    process.kill(first, 'SIGKILL');
    const back = await eventually(
      () => selectOne(db).catch(() => 0),
      (one) => one === 1,
      30_000,
    );
    expect(back).toBe(1);
    expect(postmasterPid()).not.toBe(first);
  });
});
