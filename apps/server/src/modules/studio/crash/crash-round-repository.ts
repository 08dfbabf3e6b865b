import type { CrashPhase } from '@platform/contracts/crash';
import type { Db } from '../../../db/database';

/** A crash round with its times as epoch milliseconds of the game's clock. */
export type CrashRound = {
  pk: string;
  merchantId: number;
  chainId: number;
  roundNumber: number;
  phase: CrashPhase;
  crashPoint: number;
  bettingEndsAt: number;
  startedAt: number | null;
  crashAt: number | null;
  crashedAt: number | null;
  settledAt: number | null;
};

const columns = [
  'id',
  'merchant_id',
  'chain_id',
  'round_number',
  'phase',
  'crash_point',
  'betting_ends_at',
  'started_at',
  'crash_at',
  'crashed_at',
  'settled_at',
] as const;

type RoundSql = {
  id: string;
  merchant_id: number;
  chain_id: number;
  round_number: number;
  phase: CrashPhase;
  crash_point: number;
  betting_ends_at: Date;
  started_at: Date | null;
  crash_at: Date | null;
  crashed_at: Date | null;
  settled_at: Date | null;
};

const ms = (d: Date | null) => (d === null ? null : d.getTime());

export const toRound = (r: RoundSql): CrashRound => ({
  pk: r.id,
  merchantId: r.merchant_id,
  chainId: r.chain_id,
  roundNumber: r.round_number,
  phase: r.phase,
  crashPoint: r.crash_point,
  bettingEndsAt: r.betting_ends_at.getTime(),
  startedAt: ms(r.started_at),
  crashAt: ms(r.crash_at),
  crashedAt: ms(r.crashed_at),
  settledAt: ms(r.settled_at),
});

/** The brand's newest round: the one being played or the last one played. */
export async function latestRound(db: Db, merchantId: number): Promise<CrashRound | undefined> {
  const row = await db
    .selectFrom('crash_round')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toRound(row);
}

export async function roundByPk(db: Db, pk: string): Promise<CrashRound> {
  return toRound(await db.selectFrom('crash_round').select(columns).where('id', '=', pk).executeTakeFirstOrThrow());
}

/** The newest round of that number (numbers start again with each chain). */
export async function roundByNumber(db: Db, merchantId: number, roundNumber: number): Promise<CrashRound | undefined> {
  const row = await db
    .selectFrom('crash_round')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('round_number', '=', roundNumber)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toRound(row);
}

/** Opens a round for bets; a round of that number already there (another loop was first) is returned instead. */
export async function insertRound(
  db: Db,
  round: { merchantId: number; chainId: number; roundNumber: number; crashPoint: number; bettingEndsAt: number },
): Promise<CrashRound> {
  const row = await db
    .insertInto('crash_round')
    .values({
      merchant_id: round.merchantId,
      chain_id: round.chainId,
      round_number: round.roundNumber,
      crash_point: round.crashPoint,
      betting_ends_at: new Date(round.bettingEndsAt),
    })
    .onConflict((oc) => oc.constraint('crash_round_number').doNothing())
    .returning(columns)
    .executeTakeFirst();
  if (row) return toRound(row);
  return toRound(
    await db
      .selectFrom('crash_round')
      .select(columns)
      .where('chain_id', '=', round.chainId)
      .where('round_number', '=', round.roundNumber)
      .executeTakeFirstOrThrow(),
  );
}

/** BETTING -> RUNNING. Waits for bets being taken under the round's share lock; false if already started. */
export async function startRound(db: Db, pk: string, startedAt: number, crashAt: number): Promise<boolean> {
  const result = await db
    .updateTable('crash_round')
    .set({ phase: 'RUNNING', started_at: new Date(startedAt), crash_at: new Date(crashAt) })
    .where('id', '=', pk)
    .where('phase', '=', 'BETTING')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** RUNNING -> CRASHED; false if it already was. */
export async function crashRound(db: Db, pk: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('crash_round')
    .set({ phase: 'CRASHED', crashed_at: new Date(at) })
    .where('id', '=', pk)
    .where('phase', '=', 'RUNNING')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markSettled(db: Db, pk: string, at: number): Promise<void> {
  await db
    .updateTable('crash_round')
    .set({ settled_at: new Date(at) })
    .where('id', '=', pk)
    .where('settled_at', 'is', null)
    .execute();
}

/** Crashed rounds whose bets are not all paid yet, oldest first. */
export async function unsettledRounds(db: Db, merchantId: number): Promise<CrashRound[]> {
  const rows = await db
    .selectFrom('crash_round')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('phase', '=', 'CRASHED')
    .where('settled_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(toRound);
}

/** The last crashed rounds with their (now public) game hash and their chain's salt and commitment. */
export async function crashedRounds(db: Db, merchantId: number, limit: number) {
  const rows = await db
    .selectFrom('crash_round as r')
    .innerJoin('crash_chain as c', 'c.id', 'r.chain_id')
    .innerJoin('crash_chain_hash as h', (j) =>
      j.onRef('h.chain_id', '=', 'r.chain_id').onRef('h.round_number', '=', 'r.round_number'),
    )
    .select(['r.round_number', 'r.crash_point', 'r.crashed_at', 'h.game_hash', 'c.salt', 'c.commitment'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.phase', '=', 'CRASHED')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    roundNumber: r.round_number,
    crashPoint: r.crash_point,
    crashedAt: (r.crashed_at as Date).getTime(),
    gameHash: r.game_hash,
    salt: r.salt,
    commitment: r.commitment,
  }));
}
