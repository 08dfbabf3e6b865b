import type { CrashBetStatus } from '@platform/contracts/crash';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { memberAccountSql } from '../../accounts/member-reads';

export type CrashBet = {
  pk: string;
  merchantId: number;
  roundPk: string;
  memberId: number;
  launchId: string;
  nodeId: number;
  gameCode: string;
  trial: boolean;
  requestId: string;
  stake: bigint;
  autoCashOut: number | null;
  status: CrashBetStatus;
  cashedOutAt: number | null;
  payout: bigint | null;
  paid: boolean;
  createdAt: Date;
};

const columns = [
  'id',
  'merchant_id',
  'round_pk',
  'member_id',
  'launch_id',
  'node_id',
  'game_code',
  'trial',
  'request_id',
  'stake',
  'auto_cash_out',
  'status',
  'cashed_out_at',
  'payout',
  'paid_at',
  'created_at',
] as const;

type BetSql = {
  id: string;
  merchant_id: number;
  round_pk: string;
  member_id: number;
  launch_id: string;
  node_id: number;
  game_code: string;
  trial: boolean;
  request_id: string;
  stake: string;
  auto_cash_out: number | null;
  status: CrashBetStatus;
  cashed_out_at: number | null;
  payout: string | null;
  paid_at: Date | null;
  created_at: Date;
};

const toBet = (r: BetSql): CrashBet => ({
  pk: r.id,
  merchantId: r.merchant_id,
  roundPk: r.round_pk,
  memberId: r.member_id,
  launchId: r.launch_id,
  nodeId: r.node_id,
  gameCode: r.game_code,
  trial: r.trial,
  requestId: r.request_id,
  stake: BigInt(r.stake),
  autoCashOut: r.auto_cash_out,
  status: r.status,
  cashedOutAt: r.cashed_out_at,
  payout: r.payout === null ? null : BigInt(r.payout),
  paid: r.paid_at !== null,
  createdAt: r.created_at,
});

/** A bet as placed: what the round's outcome has not yet decided. */
export type NewBet = Pick<
  CrashBet,
  | 'merchantId'
  | 'roundPk'
  | 'memberId'
  | 'launchId'
  | 'nodeId'
  | 'gameCode'
  | 'trial'
  | 'requestId'
  | 'stake'
  | 'autoCashOut'
>;

export type TakeResult =
  | { taken: CrashBet }
  | { refused: 'BETTING_CLOSED' | 'BET_ALREADY_PLACED' }
  /** The request id is already a bet: a replay (or a conflict) for the caller to judge. */
  | { known: CrashBet };

/**
 * Takes a bet as PENDING, in one transaction with a share lock on its round: the round loop's
 * start of the round waits for it, so no bet gets in after the window closed at `now`.
 */
export async function takeBet(db: Db, bet: NewBet, now: number): Promise<TakeResult> {
  return db.transaction().execute(async (trx) => {
    const round = await trx
      .selectFrom('crash_round')
      .select(['phase', 'betting_ends_at'])
      .where('id', '=', bet.roundPk)
      .forShare()
      .executeTakeFirst();
    const known = await betByRequest(trx, bet.merchantId, bet.memberId, bet.requestId);
    if (known) return { known };
    if (round?.phase !== 'BETTING' || now >= round.betting_ends_at.getTime()) {
      return { refused: 'BETTING_CLOSED' as const };
    }
    const row = await trx
      .insertInto('crash_bet')
      .values({
        merchant_id: bet.merchantId,
        round_pk: bet.roundPk,
        member_id: bet.memberId,
        launch_id: bet.launchId,
        node_id: bet.nodeId,
        game_code: bet.gameCode,
        trial: bet.trial,
        request_id: bet.requestId,
        stake: bet.stake,
        auto_cash_out: bet.autoCashOut,
        // The game's clock, which the settlement's "still in flight" check compares with.
        created_at: new Date(now),
      })
      .onConflict((oc) => oc.doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (row) return { taken: toBet(row) };
    // A concurrent request with the same id, or another bet of the member in this round.
    const same = await betByRequest(trx, bet.merchantId, bet.memberId, bet.requestId);
    return same ? { known: same } : { refused: 'BET_ALREADY_PLACED' as const };
  });
}

export async function betByRequest(
  db: Db,
  merchantId: number,
  memberId: number,
  requestId: string,
): Promise<CrashBet | undefined> {
  const row = await db
    .selectFrom('crash_bet')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row && toBet(row);
}

export async function betOfMember(db: Db, roundPk: string, memberId: number): Promise<CrashBet | undefined> {
  const row = await db
    .selectFrom('crash_bet')
    .select(columns)
    .where('round_pk', '=', roundPk)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row && toBet(row);
}

export async function betByPk(db: Db, pk: string): Promise<CrashBet> {
  return toBet(await db.selectFrom('crash_bet').select(columns).where('id', '=', pk).executeTakeFirstOrThrow());
}

/** The wallet took the stake. False when the round's settlement refunded the bet first. */
export async function markPlaced(db: Db, pk: string): Promise<boolean> {
  const result = await db
    .updateTable('crash_bet')
    .set({ status: 'PLACED' })
    .where('id', '=', pk)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The wallet refused the stake (no money moved): the bet never was, and the member may bet again. */
export async function forgetRefusedBet(db: Db, pk: string): Promise<void> {
  await db.deleteFrom('crash_bet').where('id', '=', pk).where('status', '=', 'PENDING').execute();
}

/**
 * Decides a standing bet: cashed out at `cashedOutAt` with `payout`, or lost (cashedOutAt null, payout 0).
 * Only from PLACED, so a hand cash-out and the crash never both decide one bet. Returns the bet, or
 * undefined when something else decided it first.
 */
export async function decideBet(
  db: Db,
  pk: string,
  decision: { cashedOutAt: number | null; payout: bigint },
): Promise<CrashBet | undefined> {
  const row = await db
    .updateTable('crash_bet')
    .set({
      status: decision.cashedOutAt === null ? 'LOST' : 'CASHED_OUT',
      cashed_out_at: decision.cashedOutAt,
      payout: decision.payout,
    })
    .where('id', '=', pk)
    .where('status', '=', 'PLACED')
    .returning(columns)
    .executeTakeFirst();
  return row && toBet(row);
}

/** Pending bets taken before `before` (their wallet call is no longer in flight): refunded. */
export async function refundStalePending(db: Db, roundPk: string, before: Date): Promise<void> {
  await db
    .updateTable('crash_bet')
    .set({ status: 'REFUNDED' })
    .where('round_pk', '=', roundPk)
    .where('status', '=', 'PENDING')
    .where('created_at', '<', before)
    .execute();
}

export async function placedBets(db: Db, roundPk: string, autoUpTo?: number): Promise<CrashBet[]> {
  let query = db.selectFrom('crash_bet').select(columns).where('round_pk', '=', roundPk).where('status', '=', 'PLACED');
  if (autoUpTo !== undefined) query = query.where('auto_cash_out', '<=', autoUpTo);
  return (await query.orderBy('id').execute()).map(toBet);
}

/** Decided bets whose wallet call has not been made (or did not get through) yet. */
export async function unpaidBets(db: Db, roundPk: string): Promise<CrashBet[]> {
  const rows = await db
    .selectFrom('crash_bet')
    .select(columns)
    .where('round_pk', '=', roundPk)
    .where('paid_at', 'is', null)
    .where('status', 'in', ['CASHED_OUT', 'LOST', 'REFUNDED'])
    .orderBy('id')
    .execute();
  return rows.map(toBet);
}

export async function countPending(db: Db, roundPk: string): Promise<number> {
  const row = await db
    .selectFrom('crash_bet')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('round_pk', '=', roundPk)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markPaid(db: Db, pk: string, at: number): Promise<void> {
  await db
    .updateTable('crash_bet')
    .set({ paid_at: new Date(at) })
    .where('id', '=', pk)
    .where('paid_at', 'is', null)
    .execute();
}

/** The round's real-money bets as the live state lists them: the largest stakes first. */
export async function publicBets(db: Db, roundPk: string, limit: number) {
  const rows = await db
    .selectFrom('crash_bet as b')
    .select([memberAccountSql('b.member_id').as('account'), 'b.stake', 'b.cashed_out_at', 'b.payout', 'b.status'])
    .select(sql<string>`count(*) over ()`.as('total'))
    .where('b.round_pk', '=', roundPk)
    .where('b.trial', '=', false)
    .where('b.status', 'in', ['PLACED', 'CASHED_OUT', 'LOST'])
    .orderBy('b.stake', 'desc')
    .orderBy('b.id')
    .limit(limit)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
