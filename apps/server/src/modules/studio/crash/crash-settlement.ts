import { crashBetOutcome } from '@platform/games/crash/crash-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import {
  type CrashBet,
  countPending,
  decideBet,
  markPaid,
  placedBets,
  refundStalePending,
  unpaidBets,
} from './crash-bet-repository';
import { gameHashOf, roundSeeds } from './crash-chain';
import type { CrashClock } from './crash-clock';
import { crashBetDetail, type RoundSeeds, revealRound } from './crash-fairness';
import { type CrashRound, markSettled } from './crash-round-repository';
import type { CrashWallet } from './crash-wallet';

/** What the round loop, bets and cash-outs share. */
export type CrashDeps = {
  db: Db;
  clock: CrashClock;
  wallets: { real: CrashWallet; trial: CrashWallet };
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Tells every server process's sockets that the brand's round changed (after the change committed). */
  announce(merchantId: number): void;
};

export type CrashMerchant = { id: number; currency: string };

/**
 * A bet still PENDING this long after it was taken has no wallet call in flight any more (its
 * process died between taking it and the wallet's answer): the round's settlement refunds it. The
 * refund is a rollback, so a debit that did get through is undone and one that did not is refused.
 */
export const PENDING_GRACE_MS = 10_000;

export const walletOf = (deps: CrashDeps, bet: CrashBet) => (bet.trial ? deps.wallets.trial : deps.wallets.real);

/**
 * Makes a decided bet's wallet call (its payout, 0 for a lost bet, or the refund) and marks it paid.
 * Idempotent by the bet, so a call that failed is simply made again by the next settlement pass.
 */
export async function payBet(
  deps: CrashDeps,
  merchant: CrashMerchant,
  bet: CrashBet,
  round: Pick<CrashRound, 'crashPoint'>,
  seeds: RoundSeeds,
  gameHash: string | null,
): Promise<bigint> {
  const wallet = walletOf(deps, bet);
  const context = { currency: merchant.currency };
  const balance =
    bet.status === 'REFUNDED'
      ? await wallet.refund(bet, context)
      : await wallet.pay(
          bet,
          bet.payout ?? 0n,
          context,
          crashBetDetail(seeds, bet, round.crashPoint, gameHash === null ? null : { gameHash }),
        );
  await markPaid(deps.db, bet.pk, deps.clock.now());
  return balance;
}

/** Decides a standing bet at `cashOutAt` (a win when at or below the crash point) or as lost (null). */
export function decide(round: Pick<CrashRound, 'crashPoint'>, bet: CrashBet, cashOutAt: number | null) {
  const outcome = crashBetOutcome(round.crashPoint, { stake: bet.stake, cashOutAt });
  return { cashedOutAt: outcome.win ? cashOutAt : null, payout: outcome.payout };
}

/**
 * While a round runs: the bets whose auto cash-out the multiplier has reached (`upTo`, below the
 * crash point) cash out and are paid at once. True when any did.
 */
export async function autoCashOuts(
  deps: CrashDeps,
  merchant: CrashMerchant,
  round: CrashRound,
  upTo: number,
): Promise<boolean> {
  const due = await placedBets(deps.db, round.pk, upTo);
  if (due.length === 0) return false;
  const seeds = await roundSeeds(deps.db, round);
  for (const bet of due) {
    const decided = await decideBet(deps.db, bet.pk, decide(round, bet, bet.autoCashOut));
    if (decided) await payQuietly(deps, merchant, decided, round, seeds, null);
  }
  return true;
}

/**
 * After the crash: every standing bet is decided (its auto cash-out if the round reached it, else
 * lost), stale pending bets are refunded, every decided bet is paid, and the round's wallet
 * rounds get its revealed seed. The round is settled once nothing is left to pay; until then the
 * loop calls this again. True when it changed something a page shows.
 */
export async function settleRound(deps: CrashDeps, merchant: CrashMerchant, round: CrashRound): Promise<boolean> {
  const { db } = deps;
  const now = deps.clock.now();
  const [seeds, gameHash] = await Promise.all([
    roundSeeds(db, round),
    gameHashOf(db, round.chainId, round.roundNumber),
  ]);
  let changed = false;
  for (const bet of await placedBets(db, round.pk)) {
    if (await decideBet(db, bet.pk, decide(round, bet, bet.autoCashOut))) changed = true;
  }
  await refundStalePending(db, round.pk, new Date(now - PENDING_GRACE_MS));
  let unpaid = 0;
  for (const bet of await unpaidBets(db, round.pk)) {
    if (await payQuietly(deps, merchant, bet, round, seeds, gameHash)) changed = true;
    else unpaid++;
  }
  await revealRound(db, { merchantId: merchant.id, pk: round.pk, crashPoint: round.crashPoint }, gameHash);
  if (unpaid === 0 && (await countPending(db, round.pk)) === 0) await markSettled(db, round.pk, now);
  return changed;
}

/** A wallet call that failed is logged and left unpaid for the next pass; the loop goes on. */
async function payQuietly(
  deps: CrashDeps,
  merchant: CrashMerchant,
  bet: CrashBet,
  round: CrashRound,
  seeds: RoundSeeds,
  gameHash: string | null,
): Promise<boolean> {
  try {
    await payBet(deps, merchant, bet, round, seeds, gameHash);
    return true;
  } catch (err) {
    deps.log.error({ err, bet: bet.pk, round: round.pk }, 'crash bet payment failed; retried by the next pass');
    return false;
  }
}
