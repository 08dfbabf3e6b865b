import { CRASH_BETTING_MS, CRASH_PAUSE_MS } from '@platform/contracts/crash';
import { crashPoint, crashRoundFairness } from '@platform/games/crash/crash-engine';
import { crashElapsedFor, crashMultiplierAt } from '@platform/games/crash/crash-rules';
import { DEFAULT_CHAIN_LENGTH, ensureActiveChain, gameHashOf, retireChain } from './crash-chain';
import {
  type CrashRound,
  crashRound,
  insertRound,
  latestRound,
  startRound,
  unsettledRounds,
} from './crash-round-repository';
import { autoCashOuts, type CrashDeps, type CrashMerchant, settleRound } from './crash-settlement';

/** How often a running round is looked at: auto cash-outs are paid within this of their multiplier. */
export const RUNNING_TICK_MS = 100;
/** A crashed round with bets still to pay is tried again this often. */
export const RETRY_TICK_MS = 1_000;

export type LoopOptions = { chainLength?: number };

/**
 * One step of a brand's round loop, at the clock's now: whatever is due happens (a new round opens,
 * betting closes, auto cash-outs pay, the round crashes and settles), every step guarded by the
 * round's phase in the database, so a step repeated by a second loop (a leader that lost its lock
 * late) changes nothing. Answers when the loop should look again (epoch ms).
 */
export async function advanceCrash(
  deps: CrashDeps,
  merchant: CrashMerchant,
  options: LoopOptions = {},
): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  let changed = false;
  let unsettled = false;
  for (const round of await unsettledRounds(db, merchant.id)) {
    if (await settleRound(deps, merchant, round)) changed = true;
    unsettled = true;
  }
  let round = await latestRound(db, merchant.id);
  if (!round || (round.phase === 'CRASHED' && now >= (round.crashedAt as number) + CRASH_PAUSE_MS)) {
    round = await openNextRound(deps, merchant, round, now, options.chainLength ?? DEFAULT_CHAIN_LENGTH);
    changed = true;
  }
  if (round.phase === 'BETTING' && now >= round.bettingEndsAt) {
    // It starts now, not at the window's end: a loop that comes late (a new leader) never starts a
    // round in the past, where bets could not have been cashed out.
    await startRound(db, round.pk, now, now + crashElapsedFor(round.crashPoint));
    round = (await latestRound(db, merchant.id)) as CrashRound;
    changed = true;
  }
  if (round.phase === 'RUNNING') {
    const crashAt = round.crashAt as number;
    if (now >= crashAt) {
      await crashRound(db, round.pk, now);
      round = (await latestRound(db, merchant.id)) as CrashRound;
      await settleRound(deps, merchant, round);
      changed = true;
    } else if (await autoCashOuts(deps, merchant, round, crashMultiplierAt(now - (round.startedAt as number)))) {
      changed = true;
    }
  }
  if (changed) deps.announce(merchant.id);
  return nextLook(round, now, unsettled);
}

function nextLook(round: CrashRound, now: number, unsettled: boolean): number {
  const retry = unsettled ? now + RETRY_TICK_MS : Number.POSITIVE_INFINITY;
  if (round.phase === 'BETTING') return Math.min(round.bettingEndsAt, retry);
  if (round.phase === 'RUNNING') return Math.min(round.crashAt as number, now + RUNNING_TICK_MS);
  const settling = round.settledAt === null ? now + RETRY_TICK_MS : Number.POSITIVE_INFINITY;
  return Math.min((round.crashedAt as number) + CRASH_PAUSE_MS, settling, retry);
}

/** The next round of the brand's chain (a new chain after its last round), open for bets. */
async function openNextRound(
  deps: CrashDeps,
  merchant: CrashMerchant,
  previous: CrashRound | undefined,
  now: number,
  chainLength: number,
): Promise<CrashRound> {
  const { db } = deps;
  let chain = await ensureActiveChain(db, merchant.id, chainLength);
  let roundNumber = previous && previous.chainId === chain.id ? previous.roundNumber + 1 : 1;
  if (roundNumber > chain.length) {
    await retireChain(db, chain.id, new Date(now));
    chain = await ensureActiveChain(db, merchant.id, chainLength);
    roundNumber = 1;
  }
  const gameHash = await gameHashOf(db, chain.id, roundNumber);
  return insertRound(db, {
    merchantId: merchant.id,
    chainId: chain.id,
    roundNumber,
    crashPoint: crashPoint(crashRoundFairness(gameHash, chain.salt, roundNumber)),
    bettingEndsAt: now + CRASH_BETTING_MS,
  });
}
