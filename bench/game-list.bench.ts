import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API } from '@platform/contracts/api-paths';
import { sql } from 'kysely';
import { createDb, createPool } from '../apps/server/src/db/database';
import { generateCatalogue } from '../apps/server/src/modules/catalogue/catalogue-generator';
import { type ConstantRateRun, runAtConstantRate } from './support/constant-rate';
import { cpuSecondsOf } from './support/cpu-time';
import { freePort } from './support/postgres';
import { startProcess, stopProcess } from './support/processes';

const GAMES = 5_000;
const RATE = 200;
const SECONDS = 20;
const TARGET_P99_MS = 20;
const CONNECTIONS = 20;

/**
 * The mix of game list calls a lobby makes: each game list centre category, first and later pages
 * (a page past the end too), vendor and classify filters, hot, new, in-house, e-sports and searches.
 */
function gameListPaths(): string[] {
  const queries: Record<string, string>[] = [];
  for (const gameType of ['ALL', 'RNG', 'LIVE', 'FISH', 'PVP']) {
    for (const pageNo of ['1', '2', '7', '40']) queries.push({ gameType, pageNo });
  }
  queries.push(
    { gameType: 'RNG', vassalage: 'PGE' },
    { gameType: 'RNG', vassalage: 'SPX', pageNo: '3' },
    { gameType: 'LIVE', vassalage: 'EVO', gameClassify: 'BACCARAT' },
    { gameType: 'FISH', gameClassify: 'FISHING', pageNo: '2' },
    { gameType: 'HOT' },
    { gameType: 'HOT', pageNo: '3' },
    { gameType: 'NEW' },
    { gameType: 'INHOUSE' },
    { gameType: 'ESPORTS' },
    { gameType: 'SPORTS' },
    { gameType: 'LOTT' },
    { gameType: 'SEARCH', gameName: 'dragon' },
    { gameType: 'SEARCH', gameName: 'Golden Tiger' },
    { gameType: 'SEARCH', gameName: 'lucky', pageNo: '4' },
  );
  return queries.map((q) => `${API.gameList}?${new URLSearchParams({ language: 'en', ...q })}`);
}

type RateRun = ConstantRateRun & {
  /** The server process's own CPU time per request: what the call costs, whatever else runs on the machine. */
  cpuMsPerRequest: number | undefined;
};

/** `paths` in turn, one GET every 1000/RATE ms on a fixed schedule (bench/support/constant-rate.ts), after a warm-up. */
async function atFixedRate(
  origin: string,
  paths: string[],
  seconds: number,
  pid: number | undefined,
): Promise<RateRun> {
  const run = (duration: number) =>
    runAtConstantRate({
      origin,
      jobsPerSecond: RATE,
      seconds: duration,
      connections: CONNECTIONS,
      job: async (k, send) => {
        await send({ method: 'GET', path: paths[k % paths.length] as string });
      },
    });
  await run(3);
  const cpuBefore = pid === undefined ? undefined : cpuSecondsOf(pid);
  const r = await run(seconds);
  const cpuAfter = pid === undefined ? undefined : cpuSecondsOf(pid);
  return {
    ...r,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / r.requests,
  };
}

/**
 * GET the game list over 5,000 generated games at a fixed 200 requests/s, its p99 beside that of
 * bare node:http answering a real game list body (the same bytes each time) at the same rate.
 * The target is absolute (p99 <= 20 ms at 200 rps); the baseline shows what the machine
 * and the load generator cost by themselves.
 */
export async function benchGameList(): Promise<{ name: string; ok: boolean; lines: string[] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-game-list-'));
  const [port, pgPort, barePort] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  // A demo start: the bench measures the demo brand, which a production start refuses to seed;
  // nothing measured depends on the start mode.
  const platform = await startProcess(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    { PORT: String(port), PG_PORT: String(pgPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    `${origin}/healthz`,
  );
  let bare: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    // The server's own embedded PostgreSQL, with the password it generated beside its cluster.
    const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
    const db = createDb(
      createPool(`postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`, 2),
    );
    try {
      const { id } = await db.selectFrom('merchant').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
      await generateCatalogue(db, id, GAMES);
      // What autovacuum does soon after a bulk load: statistics for the planner, the visibility map for counts.
      await sql`vacuum analyze catalogue_game`.execute(db);
    } finally {
      await db.destroy();
    }

    const paths = gameListPaths();
    const sample = await fetch(`${origin}${paths[1]}`);
    if (!sample.ok) throw new Error(`game list answered ${sample.status}: ${await sample.text()}`);
    const body = await sample.text();
    const bodyFile = path.join(dataDir, 'game-list.json');
    await writeFile(bodyFile, body);
    bare = await startProcess(
      ['--import', 'tsx', 'bench/bare-json-server.ts'],
      { PORT: String(barePort), BODY_FILE: bodyFile },
      `http://127.0.0.1:${barePort}/`,
    );

    const baseline = await atFixedRate(`http://127.0.0.1:${barePort}`, ['/'], SECONDS, bare.pid);
    const ours = await atFixedRate(origin, paths, SECONDS, platform.pid);
    const faults = ours.faults;
    const row = (name: string, r: RateRun) =>
      `  ${name.padEnd(30)} ${r.rate.toFixed(0).padStart(4)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  max ${String(r.max).padStart(4)} ms  ${r.cpuMsPerRequest?.toFixed(2) ?? '?'} CPU-ms/req`;
    return {
      name: `GET ${API.gameList} over ${GAMES.toLocaleString('en')} games at ${RATE} req/s`,
      ok: ours.p99 <= TARGET_P99_MS && faults === 0,
      lines: [
        row('bare node:http (baseline)', baseline),
        row('platform game list', ours),
        `  target p99 <= ${TARGET_P99_MS} ms; ${paths.length} query shapes in turn, ${SECONDS} s each; ${(body.length / 1024).toFixed(1)} KB per answer; errors ${faults}`,
      ],
    };
  } finally {
    if (bare) await stopProcess(bare);
    await stopProcess(platform);
    await rm(dataDir, { recursive: true, force: true });
  }
}
