import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { lastTransactionId, openDb, seedMoney, verifyLedger } from './ledger-checks';
import { freePort, REPO_ROOT, ServerProcess } from './server-process';
import { PAYMENT_PASSWORD, randomInt, SEED, Traffic } from './traffic';

/**
 * `npm run test:crash`: drives line transfers over HTTP against the real server while things die
 * under it, then checks that every acknowledged transfer is in the ledger as acknowledged, nothing
 * else moved, member balances follow from the acknowledgements, and the books audit clean:
 *
 * 1. the server killed with kill -9, four times at random moments, and started again on the same
 *    DATA_DIR: twice its embedded PostgreSQL is left running (an orphan the next start must stop),
 *    twice it is killed too (a stale postmaster.pid and a crashed cluster);
 * 2. the embedded PostgreSQL alone killed with kill -9, twice: the same server process stays up
 *    and serves again within 30 s (it starts its database again);
 * 3. an external PostgreSQL (DATABASE_URL) stopped for a few seconds and started again, twice: the
 *    server stays up and serves again within 30 s.
 *
 * Every transfer without an answer is retried with its request id until it gets one, as a client
 * would. Exits 1 on any violation. CRASH_TEST_KEEP=1 keeps the data dirs (and server.log).
 */

const SERVER_CRASHES = 4;
const DATABASE_LOSSES = 2;
/** Acknowledgements to see after each (re)start before a crash may come, so it lands mid-traffic. */
const ACKS_BEFORE_CRASH = 8;
/** The longest a server may take to serve again after its database came back or was restarted. */
const SERVE_AGAIN_WITHIN_MS = 30_000;
/** The only refusal the traffic can earn (the downlines run dry); any other means the harness is off. */
const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_FUNDS']);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A server, seeded, with its traffic running; the ledger checked when `run` is done. */
async function withTraffic(
  name: string,
  server: ServerProcess,
  db: { dataDir: string; port: number },
  run: (traffic: Traffic) => Promise<void>,
): Promise<string[]> {
  await server.start();
  const setupDb = await openDb(db.dataDir, db.port);
  const setup = await seedMoney(setupDb, SEED, PAYMENT_PASSWORD).finally(() => setupDb.destroy());
  const traffic = new Traffic(server.url, setup);
  await traffic.logIn();
  if (!(await traffic.start())) return ['POST /wps/agent/transfer/downline or /wps/member/transfer/upline is missing'];
  await run(traffic);
  await traffic.untilAcks(ACKS_BEFORE_CRASH);
  await traffic.stop();

  const checkDb = await openDb(db.dataDir, db.port);
  const problems = await verifyLedger(checkDb, setup, traffic.outcomes).finally(() => checkDb.destroy());
  const { outcomes, counters } = traffic;
  for (const [code, n] of counters.refused) {
    if (!EXPECTED_REFUSALS.has(code)) problems.push(`${n} transfer(s) refused with ${code}, not a shortage of money`);
  }
  const retried = outcomes.filter((o) => o.unanswered > 0);
  // A retried transfer whose transaction is older than the restart had committed before the kill:
  // the retry was answered from the first result, not posted again.
  const committedBefore = retried.filter(
    (o) => o.transactionId !== undefined && o.retriedAfter !== undefined && BigInt(o.transactionId) <= o.retriedAfter,
  );
  const refused = [...counters.refused].map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
  console.log(`  ${name}: ${outcomes.length} transfers (${counters.acknowledged} acknowledged, refused: ${refused})`);
  console.log(`  ${name}: attempts without an answer (server or database down): ${counters.unanswered}`);
  console.log(
    `  ${name}: retried after no answer: ${retried.length} (${committedBefore.length} had committed before a server kill, answered as replays)`,
  );
  return problems.map((p) => `${name}: ${p}`);
}

/** The same server process keeps running and acknowledges transfers again within the limit; answers how long it took. */
async function servesAgain(server: ServerProcess, pid: number | undefined, traffic: Traffic, from: number) {
  await traffic.untilAcks(1, SERVE_AGAIN_WITHIN_MS - (Date.now() - from));
  if (!server.isRunning(pid)) throw new Error('the server process did not survive the loss of its database');
  return Date.now() - from;
}

/** Until the server's /healthz reports its database down: later acknowledgements are served after the loss. */
async function untilDown(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    if (res.status === 503) return;
    if (Date.now() > deadline) throw new Error('the server never noticed its database was killed');
    await pause(20);
  }
}

/** Part 1 and 2: the embedded PostgreSQL, the server killed, then its database killed under it. */
async function embeddedScenario(dataDir: string): Promise<string[]> {
  const server = new ServerProcess(dataDir, await freePort(), await freePort());
  console.log(`embedded PostgreSQL: server on ${server.url}, PostgreSQL on ${server.pgPort}, data in ${dataDir}`);
  try {
    return await withTraffic('embedded', server, { dataDir, port: server.pgPort }, async (traffic) => {
      for (let crash = 1; crash <= SERVER_CRASHES; crash++) {
        await traffic.untilAcks(ACKS_BEFORE_CRASH);
        await pause(randomInt(0, 1_500));
        traffic.gate.close();
        const at = traffic.counters.acknowledged;
        const inFlight = traffic.counters.inFlight;
        const { orphanLeft, stalePidFile } = await server.crash(crash % 2 === 0);
        const restartFrom = Date.now();
        await server.start();
        const db = await openDb(dataDir, server.pgPort);
        traffic.boundaries.push(await lastTransactionId(db).finally(() => db.destroy()));
        traffic.gate.open();
        console.log(
          `  server kill ${crash}: kill -9 after ${at} acknowledged transfers, ${inFlight} in flight; ` +
            `${orphanLeft ? 'its PostgreSQL left running (orphan)' : 'its PostgreSQL killed too'}` +
            `${stalePidFile ? ', stale postmaster.pid left' : ''}; serving again in ${seconds(Date.now() - restartFrom)}`,
        );
      }
      for (let loss = 1; loss <= DATABASE_LOSSES; loss++) {
        await traffic.untilAcks(ACKS_BEFORE_CRASH);
        await pause(randomInt(0, 1_500));
        const pid = server.pid;
        const at = traffic.counters.acknowledged;
        const inFlight = traffic.counters.inFlight;
        const killedAt = Date.now();
        server.killPostgres();
        await untilDown(server);
        const took = await servesAgain(server, pid, traffic, killedAt);
        console.log(
          `  PostgreSQL kill ${loss}: kill -9 after ${at} acknowledged transfers, ${inFlight} in flight; ` +
            `the same server acknowledged transfers again after ${seconds(took)}`,
        );
      }
    });
  } finally {
    await server.stop();
  }
}

/** Part 3: an external PostgreSQL (a cluster of our own, reached by DATABASE_URL) stopped and started. */
async function externalScenario(root: string): Promise<string[]> {
  const pgDir = path.join(root, 'external-pg');
  const pgPort = await freePort();
  const startExternal = () => startEmbeddedPostgres({ dataDir: pgDir, port: pgPort, notice: () => undefined });
  let external: EmbeddedDatabase = await startExternal();
  const serverDir = path.join(root, 'server');
  await mkdir(serverDir, { recursive: true });
  const server = new ServerProcess(serverDir, await freePort(), await freePort(), {
    DATABASE_URL: external.connectionString('postgres'),
  });
  console.log(`external PostgreSQL: server on ${server.url}, DATABASE_URL on port ${pgPort}`);
  try {
    return await withTraffic('external', server, { dataDir: pgDir, port: pgPort }, async (traffic) => {
      for (let loss = 1; loss <= DATABASE_LOSSES; loss++) {
        await traffic.untilAcks(ACKS_BEFORE_CRASH);
        const pid = server.pid;
        const down = randomInt(2_000, 6_000);
        const at = traffic.counters.acknowledged;
        await external.stop();
        await pause(down);
        external = await startExternal();
        const startedAt = Date.now();
        const took = await servesAgain(server, pid, traffic, startedAt);
        console.log(
          `  external stop ${loss}: stopped after ${at} acknowledged transfers for ${seconds(down)}; ` +
            `the same server acknowledged transfers again ${seconds(took)} after it was back`,
        );
      }
    });
  } finally {
    await server.stop();
    await external.stop();
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const root = path.join(REPO_ROOT, '.tmp', `crash-test-${randomBytes(4).toString('hex')}`);
  const embeddedDir = path.join(root, 'embedded');
  await mkdir(embeddedDir, { recursive: true });
  const cleanUp = async () => {
    if (process.env.CRASH_TEST_KEEP !== '1') await rm(root, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  let current = embeddedDir;
  try {
    const problems = await embeddedScenario(embeddedDir);
    current = path.join(root, 'server');
    problems.push(...(await externalScenario(root)));
    console.log(`  ${seconds(Date.now() - started)} in all`);
    if (problems.length > 0) {
      for (const p of problems.slice(0, 30)) console.error(`  VIOLATION ${p}`);
      console.error(`FAIL  ${problems.length} violation(s)`);
      return 1;
    }
    console.log('PASS  every acknowledged transfer is in the ledger; the books balance; cached balances = postings');
    return 0;
  } catch (error) {
    console.error(`FAIL  ${error instanceof Error ? error.message : String(error)}`);
    const logFile = path.join(current, 'server.log');
    const log = await readFile(logFile, 'utf8').catch(() => '');
    if (log) console.error(`--- last lines of ${logFile}\n${log.trim().split('\n').slice(-15).join('\n')}`);
    return 1;
  } finally {
    await cleanUp();
  }
}

process.exit(await main());
