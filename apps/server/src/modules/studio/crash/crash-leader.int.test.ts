import { crashPoint, crashRoundFairness } from '@platform/games/crash/crash-engine';
import { followsInChain, roundInChain } from '@platform/games/fair/hash-chain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeChain } from './crash-chain';
import { crashFairness, crashHistory } from './crash-history';
import { CRASH_LOCK_KEYS, CrashLeadership } from './crash-leader';
import { latestRound } from './crash-round-repository';
import { CrashRunner } from './crash-runner';
import { type CrashKit, silentLog, startCrashKit } from './crash-test-kit';

let kit: CrashKit;
const runners: CrashRunner[] = [];

beforeAll(async () => {
  kit = await startCrashKit();
});

// Each test starts with nobody leading, even when the one before failed half-way.
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});

afterAll(async () => {
  await kit?.database.drop();
});

/** A server process's loop on the shared database and the kit's clock (runOnce is driven by hand). */
function processLoop() {
  const runner = new CrashRunner({
    deps: kit.deps,
    leadership: new CrashLeadership(kit.database.url, silentLog),
    merchants: async () => [kit.merchant],
    chainLength: 500,
  });
  runners.push(runner);
  return runner;
}

/** Kills the lock holder's connection, as PostgreSQL sees a dead process (advisory locks are per database). */
async function killLeaderConnection(): Promise<number> {
  const { rows } = await sql<{ gone: boolean }>`
    select pg_terminate_backend(pid) as gone from pg_locks
    where locktype = 'advisory' and classid = ${CRASH_LOCK_KEYS[0]} and objid = ${CRASH_LOCK_KEYS[1]} and granted
      and database = (select oid from pg_database where datname = current_database())
  `.execute(kit.db);
  return rows.length;
}

async function roundCount(): Promise<number> {
  const row = await kit.db
    .selectFrom('crash_round')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The loop asks for the lead until it has it: a killed or closed backend lets its locks go a
 * moment later, and on a loaded machine that moment can be long.
 */
async function takesTheLead(runner: CrashRunner, withinMs = 15_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if ((await runner.runOnce()) !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('never took the lead');
}

/** Runs the loop's passes, moving the clock on to each next one, until `done` holds. */
async function runUntil(runner: CrashRunner, done: () => Promise<boolean>, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    const next = await runner.runOnce();
    if (next === null) throw new Error('this loop does not lead');
    if (await done()) return;
    // A running round jumps to its crash instead of a look every 100 ms.
    const round = await latestRound(kit.db, kit.merchant.id);
    kit.clock.set(Math.max(kit.clock.now() + 1, round?.phase === 'RUNNING' ? (round.crashAt as number) : next));
  }
  throw new Error('condition not reached');
}

describe('crash round loop leadership', () => {
  it('runs rounds in one process only, and another takes over when the leader dies', async () => {
    const [a, b] = [processLoop(), processLoop()];
    expect(await a.runOnce()).not.toBeNull();
    // The follower does nothing, however often it looks.
    expect(await b.runOnce()).toBeNull();
    expect(await b.runOnce()).toBeNull();
    expect(await roundCount()).toBe(1);

    await runUntil(a, async () => (await latestRound(kit.db, kit.merchant.id))?.phase === 'RUNNING');
    const running = await latestRound(kit.db, kit.merchant.id);
    expect(await b.runOnce()).toBeNull();

    expect(await killLeaderConnection()).toBe(1);
    // The new leader (as soon as PostgreSQL has let the lock go) finishes the round the dead one
    // started, at its crash time, then goes on.
    await takesTheLead(b);
    expect(await a.runOnce()).toBeNull();
    await runUntil(b, async () => (await latestRound(kit.db, kit.merchant.id))?.roundNumber === 3);
    const [first, second] = await kit.db
      .selectFrom('crash_round')
      .select(['round_number', 'phase', 'crashed_at', 'crash_at'])
      .orderBy('id')
      .execute();
    expect(first).toMatchObject({ round_number: 1, phase: 'CRASHED', crash_at: new Date(running?.crashAt as number) });
    expect(second).toMatchObject({ round_number: 2, phase: 'CRASHED' });
    expect(await roundCount()).toBe(3);

    // A leader that stops lets the other one lead.
    await b.stop();
    await takesTheLead(a);
    await a.stop();
  });

  it('records rounds that verify against the chain commitment and the engine', async () => {
    const loop = processLoop();
    await takesTheLead(loop);
    await runUntil(loop, async () => (await crashHistory(kit.db, kit.merchant.id, 100)).rounds.length >= 25);
    const { commitment, salt, chainLength } = await crashFairness(kit.db, kit.merchant.id);
    const { rounds } = await crashHistory(kit.db, kit.merchant.id, 100);
    expect(rounds.map((r) => r.roundNumber)).toEqual(rounds.map((_, i) => rounds.length - i));
    for (const [i, round] of rounds.entries()) {
      expect(round).toMatchObject({ commitment, salt });
      // Hashing back from the round's revealed hash reaches the commitment after exactly n steps ...
      expect(roundInChain(round.gameHash, commitment, chainLength)).toBe(round.roundNumber);
      // ... each round's hash hashes to the one before it ...
      const earlier = rounds[i + 1];
      expect(followsInChain(round.gameHash, earlier ? earlier.gameHash : commitment)).toBe(true);
      expect(round.previousHash).toBe(earlier ? earlier.gameHash : commitment);
      // ... and the engine gives the crash point the round had.
      expect(crashPoint(crashRoundFairness(round.gameHash, salt, round.roundNumber))).toBe(round.crashPoint);
    }
    // The running round's hash is not out yet.
    const current = await latestRound(kit.db, kit.merchant.id);
    expect(rounds.some((r) => r.roundNumber === current?.roundNumber && current.phase !== 'CRASHED')).toBe(false);
    expect((await activeChain(kit.db, kit.merchant.id))?.length).toBe(500);
  });
});
