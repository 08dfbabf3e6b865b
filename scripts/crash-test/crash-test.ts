import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { lastTransactionId, type Outcome, openDb, type Setup, seedMoney, verifyLedger } from './ledger-checks';
import { type Answer, logIn, newTransfer, sendTransfer, type Transfer } from './platform-client';
import { freePort, REPO_ROOT, ServerProcess } from './server-process';

/**
 * `npm run test:crash`: drives line transfers over HTTP against the real server while killing it
 * (kill -9, its PostgreSQL too) five times at random moments, restarting it on the same data each
 * time. Every transfer without an answer is retried with its request id until it gets one, as a
 * client would. Then: every acknowledged transfer is in the ledger as acknowledged, nothing else
 * moved, member balances follow from the acknowledgements, and the books audit clean. Exits 1 on
 * any violation. CRASH_TEST_KEEP=1 keeps the data dir (and server.log) for a look afterwards.
 */

const CRASHES = 5;
const WORKERS = 6;
const PAYMENT_PASSWORD = 'crash-pay-2468';
/** Acknowledgements to see after each (re)start before a crash may come, so it lands mid-traffic. */
const ACKS_BEFORE_CRASH = 8;
/** The only refusal the traffic can earn (the downlines run dry); any other means the harness is off. */
const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_FUNDS']);
/** Minor units (USD cents) seeded: the agent has plenty, one downline little, one nothing. */
const SEED: Record<string, bigint> = { demo_agent: 80_000n, demo_down1: 3_000n, demo_down2: 0n };
const LINE = [
  { account: 'demo_agent', password: 'Agent1234', agentArea: true },
  { account: 'demo_down1', password: 'Down12345', agentArea: false },
  { account: 'demo_down2', password: 'Down12345', agentArea: false },
];

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** Closed while the server is down: workers without an answer wait here before they retry. */
class Gate {
  private opened = Promise.resolve();
  private release: () => void = () => undefined;
  close(): void {
    this.opened = new Promise((resolve) => {
      this.release = resolve;
    });
  }
  open(): void {
    this.release();
  }
  wait(): Promise<void> {
    return this.opened;
  }
}

type Counters = { acknowledged: number; refused: Map<string, number>; unanswered: number; inFlight: number };

async function main(): Promise<number> {
  const started = Date.now();
  const dataDir = path.join(REPO_ROOT, '.tmp', `crash-test-${randomBytes(4).toString('hex')}`);
  await mkdir(dataDir, { recursive: true });
  const server = new ServerProcess(dataDir, await freePort(), await freePort());
  const cleanUp = async () => {
    await server.stop();
    if (process.env.CRASH_TEST_KEEP !== '1') await rm(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    console.log(`crash test: server on ${server.url}, PostgreSQL on ${server.pgPort}, data in ${dataDir}`);
    await server.start();
    const setupDb = await openDb(dataDir, server.pgPort);
    const setup = await seedMoney(setupDb, SEED, PAYMENT_PASSWORD).finally(() => setupDb.destroy());
    const tokens = new Map<string, string>();
    for (const m of LINE)
      tokens.set(m.account, await logIn(server.url, setup.publicKey, m.account, m.password, m.agentArea));

    const pick = (): Omit<Transfer, 'requestId'> => {
      const down = Math.random() < 0.5 ? 'demo_down1' : 'demo_down2';
      const amount = BigInt(randomInt(1, 2_000));
      return Math.random() < 0.5
        ? {
            direction: 'downline',
            caller: 'demo_agent',
            token: tokens.get('demo_agent') as string,
            counterparty: down,
            amount,
          }
        : { direction: 'upline', caller: down, token: tokens.get(down) as string, counterparty: 'demo_agent', amount };
    };

    const gate = new Gate();
    const outcomes: Outcome[] = [];
    const counters: Counters = { acknowledged: 0, refused: new Map(), unanswered: 0, inFlight: 0 };
    let stopping = false;
    /** Per restart, the highest transaction id found: what had committed before that crash. */
    const boundaries: bigint[] = [];

    /** One transfer until it gets an answer: a retry carries the same request id. */
    const settle = async (transfer: Transfer): Promise<Outcome> => {
      let retriedAfter: bigint | undefined;
      for (let unanswered = 0; ; unanswered++) {
        counters.inFlight++;
        const answer: Answer = await sendTransfer(server.url, transfer, PAYMENT_PASSWORD, setup.digits);
        counters.inFlight--;
        if (answer.kind === 'acknowledged') {
          counters.acknowledged++;
          return { transfer, transactionId: answer.transactionId, unanswered, retriedAfter };
        }
        if (answer.kind === 'refused') {
          counters.refused.set(answer.code, (counters.refused.get(answer.code) ?? 0) + 1);
          return { transfer, refusedWith: answer.code, unanswered, retriedAfter };
        }
        counters.unanswered++;
        await gate.wait();
        retriedAfter = boundaries.at(-1);
        // A 5xx with the server up: do not hammer it.
        if (answer.reason.startsWith('5')) await new Promise((r) => setTimeout(r, 200));
      }
    };
    // The routes must be there before a crash can tell us anything.
    const probe = await settle(newTransfer({ ...pick(), amount: 1n }));
    if (probe.refusedWith === 'NOT_FOUND') {
      console.error('FAIL  POST /wps/agent/transfer/downline or /wps/member/transfer/upline is missing');
      return 1;
    }
    outcomes.push(probe);
    const workers = Array.from({ length: WORKERS }, async () => {
      while (!stopping) outcomes.push(await settle(newTransfer(pick())));
    });

    const untilAcks = async (n: number) => {
      const target = counters.acknowledged + n;
      const deadline = Date.now() + 60_000;
      while (counters.acknowledged < target) {
        if (Date.now() > deadline) throw new Error(`no ${n} acknowledged transfers within 60 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    for (let crash = 1; crash <= CRASHES; crash++) {
      await untilAcks(ACKS_BEFORE_CRASH);
      await new Promise((r) => setTimeout(r, randomInt(0, 1_500)));
      gate.close();
      const at = counters.acknowledged;
      const inFlight = counters.inFlight;
      const { postmasterKilled, stalePidFile } = await server.crash();
      const restartFrom = Date.now();
      await server.start();
      const db = await openDb(dataDir, server.pgPort);
      boundaries.push(await lastTransactionId(db).finally(() => db.destroy()));
      gate.open();
      console.log(
        `  crash ${crash}: kill -9 after ${at} acknowledged transfers, ${inFlight} in flight` +
          `${postmasterKilled ? '; its orphaned postgres killed too' : ''}` +
          `${stalePidFile ? ', stale postmaster.pid left' : ''}; back in ${((Date.now() - restartFrom) / 1000).toFixed(1)} s`,
      );
    }
    await untilAcks(ACKS_BEFORE_CRASH);
    stopping = true;
    await Promise.all(workers);

    const db = await openDb(dataDir, server.pgPort);
    const problems = await verifyLedger(db, setup, outcomes).finally(() => db.destroy());
    for (const [code, n] of counters.refused) {
      if (!EXPECTED_REFUSALS.has(code)) problems.push(`${n} transfer(s) refused with ${code}, not a shortage of money`);
    }
    printSummary(setup, outcomes, counters, started);
    if (problems.length > 0) {
      for (const p of problems.slice(0, 30)) console.error(`  VIOLATION ${p}`);
      console.error(`FAIL  ${problems.length} violation(s)`);
      return 1;
    }
    console.log('PASS  every acknowledged transfer is in the ledger; the books balance; cached balances = postings');
    return 0;
  } catch (error) {
    console.error(`FAIL  ${error instanceof Error ? error.message : String(error)}`);
    const log = await readFile(server.logFile, 'utf8').catch(() => '');
    if (log) console.error(`--- last lines of ${server.logFile}\n${log.trim().split('\n').slice(-15).join('\n')}`);
    return 1;
  } finally {
    await cleanUp();
  }
}

function printSummary(setup: Setup, outcomes: Outcome[], counters: Counters, started: number) {
  const retried = outcomes.filter((o) => o.unanswered > 0);
  // A retried transfer whose transaction is older than the restart had committed before the kill:
  // the retry was answered from the first result, not posted again.
  const committedBeforeCrash = retried.filter(
    (o) => o.transactionId !== undefined && o.retriedAfter !== undefined && BigInt(o.transactionId) <= o.retriedAfter,
  );
  const refused = [...counters.refused].map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
  console.log(`  transfers: ${outcomes.length} (${counters.acknowledged} acknowledged, refused: ${refused})`);
  console.log(`  attempts without an answer (server down): ${counters.unanswered}`);
  console.log(
    `  without an answer at a crash and retried: ${retried.length} (${committedBeforeCrash.length} had committed before the kill, answered as replays)`,
  );
  console.log(
    `  members: ${[...setup.memberIds.keys()].join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  );
}

process.exit(await main());
