import { STUDIO_VENDOR, type StudioRound } from '@platform/contracts/studio';
import type { JsonObject } from '@platform/games/records/verifiable-record';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { credit, debit, rollback, type WalletPlayer, walletBalance } from '../vendor-wallet/vendor-wallet-service';
import { drawnViews, type PairOwner, pairViews, takeNonce } from './seed-pair-repository';
import { roundAnswer, storedAnswer } from './studio-answers';
import type { Drawer } from './studio-engines';
import { betTransactionId, voidTransactionId, winTransactionId } from './studio-round-ids';
import {
  advanceRound,
  debitStanding,
  deletePendingRound,
  findRoundByPk,
  type RoundRow,
} from './studio-round-repository';

/**
 * A real-money round through the seamless wallet, in-process, exactly as a vendor plays one
 * (vendor PGE): the bet (debit) first, then the draw, then the win (credit, 0 for a loss). Each
 * step is idempotent and recorded before the next, so a retried request, or the recovery job after
 * a crash, takes the round on from where it stopped:
 *
 *   PENDING  (asked for, nothing drawn)  --debit, draw-->  SETTLING (instant) | PLAYING (mines)
 *   SETTLING (decided, win not credited) --credit-->       COMPLETED
 *
 * A bet the wallet refuses (INSUFFICIENT_FUNDS, ACCOUNT_LOCKED, ...) gives the round's id back and
 * draws nothing: no nonce is used.
 */

export type RealEnv = { db: Db; currency: string; digits: number };

const ownerOf = (row: RoundRow): PairOwner => ({ merchantId: row.merchantId, memberId: row.memberId });

export function walletPlayerOf(env: RealEnv, row: RoundRow): WalletPlayer {
  return {
    merchantId: row.merchantId,
    vendor: STUDIO_VENDOR,
    memberId: row.memberId,
    currency: env.currency,
  };
}

/**
 * Takes a round on until it ends or waits for the member (a mines round being played): its answer
 * then, or null for a round still PLAYING. `recovering`: the recovery job, which never places a bet
 * itself: a PENDING round whose bet never reached the wallet is voided instead.
 */
export async function advanceRealRound(
  env: RealEnv,
  start: RoundRow,
  draw: Drawer,
  options: { recovering: boolean },
): Promise<{ answer: StudioRound | null; row: RoundRow }> {
  let row = start;
  let known: Known | undefined;
  for (let step = 0; step < 8; step++) {
    switch (row.status) {
      case 'COMPLETED':
      case 'CANCELLED':
        return { answer: storedAnswer(row.answer), row };
      case 'PLAYING':
        return { answer: null, row };
      case 'PENDING': {
        const placed = options.recovering ? await voidUnplacedBet(env, row) : await placeBet(env, row);
        if (placed) row = placed;
        else ({ row, known } = await drawRound(env.db, row, draw));
        break;
      }
      case 'SETTLING':
        row = await creditWin(env, row, known);
        break;
    }
  }
  throw new Error(`studio round ${row.roundId} did not settle`);
}

/** The bet at the wallet; a round the wallet closed meanwhile is answered CANCELLED (undefined: go on). */
async function placeBet(env: RealEnv, row: RoundRow): Promise<RoundRow | undefined> {
  try {
    await debit(env.db, walletPlayerOf(env, row), {
      transactionId: betTransactionId(row.roundId),
      roundId: row.roundId,
      gameCode: row.gameCode,
      amount: row.stake,
    });
    return undefined;
  } catch (error) {
    // The recovery job voided this bet (its id is a tombstone) or the wallet closed the round.
    if (error instanceof ApiError && ['TRANSACTION_ROLLED_BACK', 'ROUND_CLOSED'].includes(error.code)) {
      return cancelRound(env, row);
    }
    // Refused (nothing recorded at the wallet): the round never happened, and a retry may try
    // again (after a deposit, say). Any other failure leaves it PENDING for the recovery job, which
    // asks the wallet whether the bet was taken.
    if (error instanceof ApiError) await deletePendingRound(env.db, row.pk);
    throw error;
  }
}

/**
 * Recovery of a round left PENDING: with its bet standing at the wallet it is played out like any
 * other (the member paid for it); without, the bet is voided first (a rollback of an unknown debit
 * leaves a tombstone, so a bet still on its way is refused) and the round cancelled.
 */
async function voidUnplacedBet(env: RealEnv, row: RoundRow): Promise<RoundRow | undefined> {
  if (await debitStanding(env.db, row.merchantId, STUDIO_VENDOR, betTransactionId(row.roundId))) return undefined;
  await rollback(env.db, walletPlayerOf(env, row), {
    transactionId: voidTransactionId(row.roundId),
    rollbackOf: betTransactionId(row.roundId),
    roundId: row.roundId,
    gameCode: row.gameCode,
  });
  return cancelRound(env, row);
}

/** A duplicate drew the round first: this draw is undone (its nonce given back). */
class AlreadyDrawn extends Error {}

/** The pair a round was drawn with just now, as its answer shows it: saves reading it again. */
type Known = ReturnType<typeof drawnViews>;

/**
 * The draw: the nonce taken and the outcome stored in one transaction, so a duplicate racing it
 * cannot draw twice (the loser's transaction rolls back, nonce included, and it re-reads the round).
 */
async function drawRound(db: Db, row: RoundRow, draw: Drawer): Promise<{ row: RoundRow; known?: Known }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const pair = await takeNonce(trx, ownerOf(row));
      const { status, drawn } = draw(row.params, {
        serverSeed: pair.serverSeed,
        clientSeed: pair.clientSeed,
        nonce: pair.nonce,
      });
      const stored = { ...drawn, pairId: pair.pairId, nonce: pair.nonce };
      if (!(await advanceRound(trx, row.pk, 'PENDING', status, stored))) throw new AlreadyDrawn();
      const drawnRow: RoundRow = {
        ...row,
        status,
        pairId: pair.pairId,
        nonce: pair.nonce,
        state: stored.state ?? null,
        record: stored.record ?? null,
        payout: stored.payout ?? null,
      };
      return { row: drawnRow, known: drawnViews(pair) };
    });
  } catch (error) {
    if (!(error instanceof AlreadyDrawn)) throw error;
    const now = await findRoundByPk(db, row.pk);
    if (!now) throw new Error(`studio round ${row.roundId} vanished`);
    return { row: now };
  }
}

/**
 * The win (0 for a loss) with the round's fairness in the wallet round's detail, for the betting
 * record: hash, client seed and nonce. The server seed is added by the rotation that reveals it
 * (seed-pair-repository revealPairRounds), whichever comes first: this merge keeps it.
 */
async function creditWin(env: RealEnv, row: RoundRow, known?: Known): Promise<RoundRow> {
  const views = known ?? (await pairViews(env.db, ownerOf(row), row.pairId));
  const pair = views.round;
  if (!pair || !views.next || row.nonce === null) throw new Error(`studio round ${row.roundId} has no pair`);
  const record = row.record as { params?: unknown; outcome?: unknown } | null;
  const detail = {
    engine: row.engine,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: row.nonce,
    params: record?.params ?? row.params,
    outcome: record?.outcome ?? row.state,
    // Omitted, not false, while secret: a rotation may have marked the round already.
    ...(pair.serverSeed !== null && { serverSeed: pair.serverSeed, seedRevealed: true }),
  };
  let balance: bigint;
  try {
    const answer = await credit(env.db, walletPlayerOf(env, row), {
      transactionId: winTransactionId(row.roundId),
      roundId: row.roundId,
      gameCode: row.gameCode,
      amount: row.payout ?? 0n,
      roundEnded: true,
      detail,
    });
    balance = answer.balance;
  } catch (error) {
    // The wallet cancelled the round (its sweeper refunded the bet): the round ends so.
    if (error instanceof ApiError && error.code === 'ROUND_CLOSED') return cancelRound(env, row);
    throw error;
  }
  const answer = roundAnswer({
    row,
    status: 'COMPLETED',
    payout: row.payout ?? 0n,
    balance,
    pair,
    next: views.next,
    digits: env.digits,
  });
  const json = answer as unknown as JsonObject;
  if (await advanceRound(env.db, row.pk, 'SETTLING', 'COMPLETED', { answer: json })) {
    return { ...row, status: 'COMPLETED', answer: json };
  }
  return (await findRoundByPk(env.db, row.pk)) ?? row;
}

/** Ends a round without a win: its bet was refunded, voided or never taken. */
async function cancelRound(env: RealEnv, row: RoundRow): Promise<RoundRow> {
  const owner = ownerOf(row);
  const [views, balance] = await Promise.all([pairViews(env.db, owner, row.pairId), walletBalance(env.db, owner)]);
  const next = views.next ?? { serverSeedHash: '', clientSeed: '', nonce: 0 };
  // Nothing drawn: the pair it would have used.
  const pair = views.round ?? { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, serverSeed: null };
  const answer = roundAnswer({ row, status: 'CANCELLED', payout: 0n, balance, pair, next, digits: env.digits });
  const json = answer as unknown as JsonObject;
  if (await advanceRound(env.db, row.pk, row.status, 'CANCELLED', { answer: json })) {
    return { ...row, status: 'CANCELLED', answer: json };
  }
  return (await findRoundByPk(env.db, row.pk)) ?? row;
}
