import { createHash, randomBytes } from 'node:crypto';
import { crashPoint, crashRoundFairness } from '@platform/games/crash/crash-engine';
import { createHashChain, type HashChain } from '@platform/games/fair/hash-chain';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import type { Db } from '../../../db/database';
import { createTestBrand } from '../../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { addTestCatalogue, type TestCatalogue } from '../../catalogue/catalogue-test-kit';
import { sharedAccountBalance } from '../../ledger/ledger-service';
import { depositTo, newAccount } from '../../wallet/wallet-test-support';
import { resolveStudioLaunch, type StudioLaunch } from '../studio-launch';
import { storeChain } from './crash-chain';
import type { CrashClock } from './crash-clock';
import { advanceCrash } from './crash-round-loop';
import { latestRound } from './crash-round-repository';
import type { CrashDeps, CrashMerchant } from './crash-settlement';
import { trialCrashWallet } from './crash-trial-wallet';
import { realCrashWallet } from './crash-wallet';

/** Tests only: the crash game on a brand of its own, driven by a clock that moves only when told. */

export type FakeClock = CrashClock & { advance(ms: number): void; set(ms: number): void };

export function fakeClock(start = Date.now()): FakeClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}

export const silentLog = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

/** The brand's crash game (pge_crash) and a game of another engine (pge_dice), both of the studio. */
export const CRASH_NODE = 1007;
export const DICE_NODE = 1006;
const CATALOGUE: TestCatalogue = {
  vendors: [{ code: 'PGE', types: ['RNG'], inHouse: true }],
  games: [
    { nodeId: CRASH_NODE, vendor: 'PGE', type: 'RNG', gameCode: 'pge_crash', trial: true },
    { nodeId: DICE_NODE, vendor: 'PGE', type: 'RNG', gameCode: 'pge_dice', trial: true },
  ],
};
const SALT = 'crash-test-salt';

export type CrashPlayer = { id: number; token: string; launch: StudioLaunch; trialLaunch: StudioLaunch };

export async function startCrashKit() {
  const database: TestDatabase = await createTestDatabase();
  const { db } = database;
  const brand = await createTestBrand(db);
  await addTestCatalogue(db, brand.id, CATALOGUE);
  const merchant: CrashMerchant = await db
    .selectFrom('merchant')
    .select(['id', 'currency'])
    .where('id', '=', brand.id)
    .executeTakeFirstOrThrow();
  const clock = fakeClock();
  const announced: number[] = [];
  const deps: CrashDeps = {
    db,
    clock,
    wallets: { real: realCrashWallet(db), trial: trialCrashWallet(db) },
    log: silentLog,
    announce: (merchantId) => announced.push(merchantId),
  };

  /** A launch of the member's, as /wps/game/launchGame records it. */
  const launch = async (memberId: number, opts: { trial?: boolean; nodeId?: number } = {}) => {
    const id = randomBytes(16).toString('base64url');
    await db
      .insertInto('game_launch')
      .values({
        id,
        merchant_id: merchant.id,
        member_id: memberId,
        node_id: opts.nodeId ?? CRASH_NODE,
        trial: opts.trial ?? false,
        language: 'en',
        expires_at: sql<Date>`now() + interval '1 hour'`,
      })
      .execute();
    return id;
  };

  /** A member with `cash` minor units, a real launch and a trial launch of the crash game. */
  const player = async (cash = 100_000n): Promise<CrashPlayer> => {
    const account = await newAccount(db, merchant.id);
    if (cash > 0n) await depositTo(db, merchant.id, account.id, cash);
    const who = { merchantId: merchant.id, memberId: account.id };
    const field = { engine: 'crash' as const, field: 'body.launchId' };
    return {
      id: account.id,
      token: account.token,
      launch: await resolveStudioLaunch(db, who, await launch(account.id), field),
      trialLaunch: await resolveStudioLaunch(db, who, await launch(account.id, { trial: true }), field),
    };
  };

  /** The member's cash, minor units. */
  const cash = async (memberId: number): Promise<bigint> => {
    const row = await db
      .selectFrom('ledger_account')
      .select('balance')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'MEMBER_CASH')
      .executeTakeFirst();
    return BigInt(row?.balance ?? 0);
  };

  const clearing = (): Promise<bigint> =>
    sharedAccountBalance(db, merchant.id, { kind: 'VENDOR_CLEARING', vendor: 'PGE' });

  const ledgerTransactions = async (): Promise<number> => {
    const row = await db
      .selectFrom('ledger_transaction')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /**
   * Stores a chain (drawn from a fixed seed, so the test is the same every run) whose first rounds'
   * crash points satisfy `wanted`: a test picks rounds it can play (one that reaches 2x, ...).
   */
  let picked: HashChain | undefined;
  const useChain = async (wanted: (points: number[]) => boolean, length = 200) => {
    for (let i = 0; ; i++) {
      const chain = createHashChain(length, createHash('sha256').update(`crash-test-${i}`).digest('hex'));
      const points = chain.gameHashes.slice(0, 10).map((h, n) => crashPoint(crashRoundFairness(h, SALT, n + 1)));
      if (wanted(points)) {
        // The next round opened is round 1 of this chain.
        await db
          .updateTable('crash_chain')
          .set({ retired_at: new Date() })
          .where('merchant_id', '=', merchant.id)
          .where('retired_at', 'is', null)
          .execute();
        await storeChain(db, merchant.id, chain, SALT);
        picked = chain;
        return { chain, points };
      }
    }
  };

  /** One step of the round loop at the clock's now. */
  const step = () => advanceCrash(deps, merchant, { chainLength: 200 });

  /**
   * Steps until the round is in `phase`, moving the clock to each next step; a running round jumps
   * straight to its crash (its auto cash-outs are then paid by the settlement).
   */
  const stepUntil = async (phase: 'BETTING' | 'RUNNING' | 'CRASHED', max = 100) => {
    for (let i = 0; i < max; i++) {
      const next = await step();
      const round = await latestRound(db, merchant.id);
      if (round?.phase === phase) return round;
      const jump = round?.phase === 'RUNNING' ? (round.crashAt as number) : next;
      clock.set(Math.max(clock.now() + 1, jump));
    }
    throw new Error(`no ${phase} round after ${max} steps`);
  };

  /** Plays the round on to its crash (if one is on), then opens the next one. */
  const nextRound = async () => {
    const round = await latestRound(db, merchant.id);
    if (round && round.phase !== 'CRASHED') await stepUntil('CRASHED');
    return stepUntil('BETTING');
  };

  return {
    database,
    db: db as Db,
    merchant,
    clock,
    deps,
    announced,
    launch,
    player,
    cash,
    clearing,
    ledgerTransactions,
    useChain,
    step,
    stepUntil,
    nextRound,
    salt: SALT,
    /** Round n's game hash of the chain useChain picked last. */
    chainHash: (n: number) => picked?.gameHashes[n - 1] as string,
    chainCommitment: () => picked?.commitment as string,
  };
}

export type CrashKit = Awaited<ReturnType<typeof startCrashKit>>;
