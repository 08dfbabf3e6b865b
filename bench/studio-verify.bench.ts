import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { StudioInstantEngine } from '@platform/contracts/studio';
import { settleDice } from '@platform/games/dice/dice-engine';
import { newSeedPair } from '@platform/games/fair/seed-pair';
import type { Fairness } from '@platform/games/game-types';
import { settleMines } from '@platform/games/mines/mines-engine';
import { settlePlinko } from '@platform/games/plinko/plinko-engine';
import { type SettledRound, toVerifiableRecord } from '@platform/games/records/verifiable-record';
import { settleRoulette } from '@platform/games/roulette/roulette-engine';
import { settleSlot } from '@platform/games/slot/slot-engine';
import { sql } from 'kysely';
import { createDb, createPool, type Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { postTransaction } from '../apps/server/src/modules/ledger/ledger-service';
import { launchGame } from '../apps/server/src/modules/member-games/game-launch-service';
import { exportRevealedRounds } from '../apps/server/src/modules/studio/studio-export';
import { rotateSeedPair } from '../apps/server/src/modules/studio/studio-fairness-service';
import { resolveStudioLaunch } from '../apps/server/src/modules/studio/studio-launch';
import { cashOutMinesRound, revealMines } from '../apps/server/src/modules/studio/studio-mines-moves';
import { type PlayContext, playInstant, startMinesRound } from '../apps/server/src/modules/studio/studio-play-service';
import { seedDemoData } from '../apps/server/src/seed/demo-seed';
import { startBenchPostgres } from './support/postgres';
import { REPO_ROOT } from './support/processes';

const run = promisify(execFile);
const VERIFIER = path.join(REPO_ROOT, 'docs/verify-rounds.mjs');

const ROUNDS = 10_000;
/** Members playing at once, each its own rounds in turn (as a page does), over its own seed pair. */
const PLAYERS = 16;
/** Each member rotates its pair this often, so the export spans many revealed pairs. */
const ROTATE_EVERY = 250;
/** What this bench should take of `npm run bench` on a CI machine. */
const BUDGET_SECONDS = 60;

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** Demo catalogue nodes (seed/demo-catalogue.ts). */
const NODES = { slot: 1001, dice: 1006, mines: 1008, plinko: 1009, roulette: 1010 } as const;

/** The bets the players make in turn; every seventh round is a mines round. */
const BETS: { engine: StudioInstantEngine; body: Record<string, unknown> }[] = [
  { engine: 'slot', body: { stake: '1.00' } },
  { engine: 'dice', body: { stake: '1.00', direction: 'under', target: 4950 } },
  { engine: 'plinko', body: { stake: '1.00', rows: 16, risk: 'high' } },
  { engine: 'dice', body: { stake: '0.50', direction: 'over', target: 8000 } },
  { engine: 'roulette', body: { bets: [{ kind: 'red', numbers: RED, stake: '1.00' }] } },
  { engine: 'plinko', body: { stake: '0.20', rows: 8, risk: 'low' } },
];
const MINES = { stake: '1.00', mines: 3 };
const MINES_PICKS = 3;

type Player = { memberId: number; ctx: Record<keyof typeof NODES, PlayContext> };

async function preparePlayers(db: Db, merchantId: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { id: memberId } = await db
      .insertInto('member')
      .values({ merchant_id: merchantId, account: `studio${i}`, type: 0, register_method: 'BENCH' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postTransaction(db, {
      merchantId,
      kind: 'DEPOSIT',
      idempotency: { source: 'bench-deposit', key: `studio-${memberId}` },
      postings: [
        { account: { kind: 'PAYMENT_CLEARING' }, amount: -10_000_000n },
        { account: { kind: 'MEMBER_CASH', memberId }, amount: 10_000_000n },
      ],
    });
    const who = { merchantId, memberId, sessionId: null };
    const ctx = {} as Player['ctx'];
    for (const [engine, nodeId] of Object.entries(NODES) as [keyof typeof NODES, number][]) {
      // The lobby's own launch, then the studio's check of it: what every page call goes through.
      const { url } = await launchGame(db, who, { nodeId, trial: 0, language: 'en' } as never, 'localhost');
      const launchId = new URL(url, 'http://x').searchParams.get('launch') as string;
      ctx[engine] = { db, currency: 'USD', launch: await resolveStudioLaunch(db, who, launchId) };
    }
    players.push({ memberId, ctx });
  }
  return players;
}

/** A mines round as a member plays it, without knowing the mines: a few picks, then cash out if alive. */
async function playMines(ctx: PlayContext, requestId: string, round: number): Promise<void> {
  const start = await startMinesRound(ctx, { requestId, ...MINES });
  let status = start.status;
  for (let pick = 0; pick < MINES_PICKS && status === 'OPEN'; pick++) {
    status = (await revealMines(ctx, { roundId: start.roundId, tile: (round + pick * 7) % 25 })).status;
  }
  if (status === 'OPEN') await cashOutMinesRound(ctx, { roundId: start.roundId });
}

async function recordRounds(players: Player[]): Promise<number> {
  let next = 0;
  let played = 0;
  await Promise.all(
    players.map(async (player) => {
      for (let mine = 0; ; mine++) {
        const round = next++;
        if (round >= ROUNDS) return;
        const requestId = `00000000-0000-4000-8000-${String(round).padStart(12, '0')}`;
        if (round % 7 === 6) await playMines(player.ctx.mines, requestId, round);
        else {
          const bet = BETS[round % BETS.length] as (typeof BETS)[number];
          await playInstant(player.ctx[bet.engine as keyof typeof NODES], bet.engine, { requestId, ...bet.body });
        }
        played++;
        if ((mine + 1) % ROTATE_EVERY === 0) await rotateSeedPair(player.ctx.dice.db, player.ctx.dice.launch);
      }
    }),
  );
  return played;
}

/** The same mix of rounds straight from the engines, as records: the verifier's baseline. */
function engineRecords(count: number): string {
  const lines: string[] = [];
  let pair = newSeedPair('baseline');
  for (let i = 0; i < count; i++) {
    if (i % ROTATE_EVERY === 0) pair = newSeedPair('baseline');
    const fairness: Fairness = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: i % ROTATE_EVERY };
    lines.push(JSON.stringify(toVerifiableRecord(engineRound(i, fairness))));
  }
  return `${lines.join('\n')}\n`;
}

function engineRound(i: number, fairness: Fairness): SettledRound {
  const stake = 100n;
  if (i % 7 === 6) {
    const params = { stake, mines: 3, picks: [i % 25, (i + 7) % 25], cashOut: true };
    try {
      return { game: 'mines', fairness, params, outcome: settleMines(params, fairness) };
    } catch {
      // The second pick after a mine: a one-pick round instead.
      const one = { ...params, picks: [i % 25] };
      return { game: 'mines', fairness, params: one, outcome: settleMines(one, fairness) };
    }
  }
  switch (i % 4) {
    case 0:
      return { game: 'slot', fairness, params: { stake }, outcome: settleSlot({ stake }, fairness) };
    case 1: {
      const params = { stake, direction: 'under' as const, target: 4950 };
      return { game: 'dice', fairness, params, outcome: settleDice(params, fairness) };
    }
    case 2: {
      const params = { stake, rows: 16, risk: 'high' as const };
      return { game: 'plinko', fairness, params, outcome: settlePlinko(params, fairness) };
    }
    default: {
      const params = { bets: [{ kind: 'red' as const, numbers: RED, stake }] };
      return { game: 'roulette', fairness, params, outcome: settleRoulette(params, fairness) };
    }
  }
}

/** Runs docs/verify-rounds.mjs on a file: its summary line ("N rounds, M match") and how long it took. */
async function verify(file: string): Promise<{ total: number; matched: number; seconds: number; summary: string }> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [VERIFIER, file], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = stdout.trim().split('\n').pop() ?? '';
  const [, total = '0', matched = '0'] = /^(\d+) rounds, (\d+) match$/.exec(summary) ?? [];
  return { total: Number(total), matched: Number(matched), seconds, summary };
}

/**
 * 10,000 real studio rounds recorded through the studio's own service and the
 * seamless wallet (in-process, on a fresh embedded PostgreSQL, 16 members at once, each rotating
 * its seed pair every 250 bets), exported as the member's download is, and re-computed by
 * docs/verify-rounds.mjs: every one must match. Beside it, the verifier over as many records made
 * straight from the engines (the baseline), and the money check (cash plus the studio's clearing
 * account unchanged).
 */
export async function benchStudioVerify(): Promise<{ name: string; ok: boolean; lines: string[] }> {
  const started = performance.now();
  const cluster = await startBenchPostgres();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-studio-'));
  let db: Db | undefined;
  try {
    await cluster.createDatabase('studio_bench');
    db = createDb(createPool(cluster.url('studio_bench'), PLAYERS + 4));
    await migrateToLatest(db);
    await seedDemoData(db);
    const { id: merchantId } = await db.selectFrom('merchant').select('id').executeTakeFirstOrThrow();
    const players = await preparePlayers(db, merchantId);
    const money = () =>
      sql<{ total: string }>`
        select coalesce(sum(balance), 0)::text as total from ledger_account
        where merchant_id = ${merchantId} and (kind = 'MEMBER_CASH' or (kind = 'VENDOR_CLEARING' and vendor = 'PGE'))
      `
        .execute(db as Db)
        .then((r) => BigInt(r.rows[0]?.total ?? '0'));
    const moneyBefore = await money();

    const recordStart = performance.now();
    const played = await recordRounds(players);
    for (const player of players) await rotateSeedPair(db, player.ctx.dice.launch);
    const recordSeconds = (performance.now() - recordStart) / 1000;
    const moneyAfter = await money();

    const exported = await Promise.all(
      players.map((player) => exportRevealedRounds(db as Db, { merchantId, memberId: player.memberId }, 20_000)),
    );
    const file = path.join(dir, 'studio-rounds.jsonl');
    await writeFile(file, exported.join(''));
    const studio = await verify(file);

    const baselineFile = path.join(dir, 'engine-rounds.jsonl');
    await writeFile(baselineFile, engineRecords(played));
    const baseline = await verify(baselineFile);

    const totalSeconds = (performance.now() - started) / 1000;
    // The proof is the match and the money; the time is reported against its budget (it is bound by
    // the wallet's own debit and credit, measured by the vendor-wallet bench, and the machine's CPUs).
    const ok = studio.total === ROUNDS && studio.matched === ROUNDS && moneyAfter === moneyBefore;
    return {
      name: 'in-house rounds recorded through the wallet, exported and verified by docs/verify-rounds.mjs',
      ok,
      lines: [
        `  verifier over ${baseline.total.toLocaleString('en')} engine-generated records (baseline): ${baseline.summary} in ${baseline.seconds.toFixed(1)} s`,
        `  studio: ${played.toLocaleString('en')} real rounds recorded in ${recordSeconds.toFixed(1)} s (${(played / recordSeconds).toFixed(0)} rounds/s, ${PLAYERS} members at once)`,
        `  verifier over the studio's export: ${studio.summary} in ${studio.seconds.toFixed(1)} s`,
        `  money: cash + PGE clearing ${moneyAfter === moneyBefore ? 'unchanged' : `CHANGED by ${moneyAfter - moneyBefore}`}; whole bench ${totalSeconds.toFixed(1)} s (budget ~${BUDGET_SECONDS} s, ${os.cpus().length} CPUs)`,
      ],
    };
  } finally {
    await db?.destroy();
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
