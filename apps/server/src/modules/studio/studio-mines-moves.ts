import type { StudioRound } from '@platform/contracts/studio';
import { cashOutMines, type MinesRound, revealMinesTile } from '@platform/games/mines/mines-rules';
import type { JsonObject } from '@platform/games/records/verifiable-record';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { walletBalance } from '../vendor-wallet/vendor-wallet-service';
import { pairViews } from './seed-pair-repository';
import { openAnswer, roundAnswer, storedAnswer } from './studio-answers';
import { drawerOf, minesFromJson, minesRecord, minesToJson } from './studio-engines';
import type { StudioLaunch } from './studio-launch';
import { digitsOf, type PlayContext } from './studio-play-service';
import { advanceRealRound, type RealEnv } from './studio-real-rounds';
import { advanceRound, findRound, findRoundByPk, type RoundRow } from './studio-round-repository';
import { checkedByRules } from './studio-rule-errors';
import { lockTrialWallet, setTrialBalance, trialBalance } from './trial-wallet-repository';

/**
 * The moves of a mines round after its bet (studio-play-service startMinesRound): reveal a tile,
 * cash out, and the recovery job's end of an abandoned round. Each move locks the round; the mine
 * tiles never leave the server while it is played. A round that ends is SETTLING until its win is
 * credited (real money), or completed in the same transaction (play money).
 */

type Move = {
  /** The move on the round's state (GameRuleError when the rules refuse it). */
  apply: (round: MinesRound) => MinesRound;
  /** Is this move already made (a retried request)? Then the round is answered as it stands. */
  done: (round: MinesRound) => boolean;
  field: string;
};

function ownRound(row: RoundRow | undefined, launch: StudioLaunch): RoundRow {
  // Another member's, another kind of money, or another trial's: not this launch's to touch.
  if (row?.engine !== 'mines' || row.trial !== launch.trial || (row.trial && row.launchId !== launch.launchId)) {
    throw new ApiError('ROUND_NOT_FOUND');
  }
  return row;
}

/** Applies a move: the round as it is after it, and whether this call made a change. */
async function applyMove(ctx: PlayContext, roundId: string, move: Move): Promise<RoundRow> {
  const { launch } = ctx;
  const key = { merchantId: launch.merchantId, memberId: launch.memberId, roundId };
  return ctx.db.transaction().execute(async (trx) => {
    const row = ownRound(await findRound(trx, key, true), launch);
    const state = row.state && minesFromJson(row.state);
    if (!state) throw new ApiError('ROUND_NOT_FOUND');
    if (row.status !== 'PLAYING' || move.done(state)) {
      if (move.done(state)) return row;
      throw new ApiError('ROUND_CLOSED');
    }
    const next = checkedByRules(() => move.apply(state), { field: move.field, digits: digitsOf(ctx) });
    return next.status === 'playing' ? keepPlaying(trx, row, next) : endRound(trx, row, next, digitsOf(ctx));
  });
}

async function keepPlaying(trx: Db, row: RoundRow, next: MinesRound): Promise<RoundRow> {
  const state = minesToJson(next);
  await advanceRound(trx, row.pk, 'PLAYING', 'PLAYING', { state });
  return { ...row, state };
}

/**
 * The round is over: its record and payout stored. Real money: SETTLING, the win is credited after
 * this transaction. Play money: the win goes to the launch's play money now and the round completes.
 */
async function endRound(trx: Db, row: RoundRow, final: MinesRound, digits: number, extra: JsonObject = {}) {
  const state = { ...minesToJson(final), ...extra };
  const payout = final.status === 'cashed' ? final.payout : 0n;
  const drawn = { state, record: minesRecord(final), payout };
  if (!row.trial) {
    await advanceRound(trx, row.pk, 'PLAYING', 'SETTLING', drawn);
    return { ...row, ...drawn, status: 'SETTLING' as const };
  }
  const balance = await lockTrialWallet(trx, row.launchId);
  // The play money may be gone with its launch (an abandoned trial): the round still ends.
  if (balance !== undefined) await setTrialBalance(trx, row.launchId, balance + payout);
  const views = await pairViews(trx, { merchantId: row.merchantId, memberId: row.memberId }, row.pairId);
  if (!views.round || !views.next) throw new Error(`studio round ${row.roundId} has no pair`);
  const ended = { ...row, ...drawn };
  const answer = roundAnswer({
    row: ended,
    status: 'COMPLETED',
    payout,
    balance: (balance ?? 0n) + payout,
    pair: views.round,
    next: views.next,
    digits,
  }) as unknown as JsonObject;
  await advanceRound(trx, row.pk, 'PLAYING', 'COMPLETED', { ...drawn, answer });
  return { ...ended, status: 'COMPLETED' as const, answer };
}

/** The round's answer after a move: settled through the wallet if it just ended with real money. */
async function answerOf(ctx: Pick<PlayContext, 'db' | 'currency'>, row: RoundRow): Promise<StudioRound> {
  const digits = digitsOf(ctx);
  if (row.status === 'COMPLETED' || row.status === 'CANCELLED') return storedAnswer(row.answer);
  if (row.status === 'PLAYING') {
    const balance = row.trial ? ((await trialBalance(ctx.db, row.launchId)) ?? 0n) : await walletBalance(ctx.db, row);
    return openAnswer(ctx.db, row, balance, digits);
  }
  const env: RealEnv = { db: ctx.db, currency: ctx.currency, digits };
  const { answer } = await advanceRealRound(env, row, drawerOf('mines'), { recovering: false });
  if (!answer) throw new Error(`studio round ${row.roundId} did not settle`);
  return answer;
}

/** Reveals a tile: a mine loses the stake, a safe tile raises the cash-out (the last safe one cashes out). */
export async function revealMines(ctx: PlayContext, body: { roundId: string; tile: number }): Promise<StudioRound> {
  const row = await applyMove(ctx, body.roundId, {
    apply: (round) => revealMinesTile(round, body.tile),
    done: (round) => round.revealed.includes(body.tile),
    field: 'body.tile',
  });
  return answerOf(ctx, row);
}

/** Cashes out what the safe tiles revealed so far are worth. */
export async function cashOutMinesRound(ctx: PlayContext, body: { roundId: string }): Promise<StudioRound> {
  const row = await applyMove(ctx, body.roundId, {
    apply: cashOutMines,
    done: (round) => round.status === 'cashed',
    field: 'body.roundId',
  });
  return answerOf(ctx, row);
}

/**
 * The recovery job's end of a mines round nobody moved for a day: cashed out if it has safe picks,
 * else lost (the stake kept, no record: a round without picks cannot be replayed to an end).
 */
export async function endAbandonedMines(env: { db: Db; currency: string }, pk: string): Promise<void> {
  const row = await env.db.transaction().execute(async (trx) => {
    const locked = await findRoundByPk(trx, pk, true);
    if (locked?.status !== 'PLAYING' || !locked.state) return locked;
    const state = minesFromJson(locked.state);
    const final = state.revealed.length > 0 ? cashOutMines(state) : state;
    return endRound(trx, locked, final, digitsOf(env), { abandoned: true });
  });
  if (row && row.status === 'SETTLING') await answerOf(env, row);
}
