import type { StudioEngine } from '@platform/contracts/studio';
import type { JsonObject } from '@platform/games/records/verifiable-record';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StudioRoundStatus } from '../../db/schema-studio';

/** A studio round as the services read it; amounts are bigint minor units. */
export type RoundRow = {
  pk: string;
  merchantId: number;
  memberId: number;
  roundId: string;
  requestHash: string;
  launchId: string;
  nodeId: number;
  gameCode: string;
  engine: Exclude<StudioEngine, 'crash'>;
  trial: boolean;
  status: StudioRoundStatus;
  stake: bigint;
  payout: bigint | null;
  params: JsonObject;
  pairId: string | null;
  nonce: number | null;
  state: JsonObject | null;
  record: JsonObject | null;
  answer: JsonObject | null;
};

const COLUMNS = [
  'id',
  'merchant_id',
  'member_id',
  'round_id',
  'request_hash',
  'launch_id',
  'node_id',
  'game_code',
  'engine',
  'trial',
  'status',
  'stake',
  'payout',
  'params',
  'pair_id',
  'nonce',
  'state',
  'record',
  'answer',
] as const;

type Row = {
  id: string;
  merchant_id: number;
  member_id: number;
  round_id: string;
  request_hash: string;
  launch_id: string;
  node_id: number;
  game_code: string;
  engine: string;
  trial: boolean;
  status: StudioRoundStatus;
  stake: string;
  payout: string | null;
  params: Record<string, unknown>;
  pair_id: string | null;
  nonce: number | null;
  state: Record<string, unknown> | null;
  record: Record<string, unknown> | null;
  answer: Record<string, unknown> | null;
};

function toRound(r: Row): RoundRow {
  return {
    pk: r.id,
    merchantId: r.merchant_id,
    memberId: r.member_id,
    roundId: r.round_id,
    requestHash: r.request_hash,
    launchId: r.launch_id,
    nodeId: r.node_id,
    gameCode: r.game_code,
    engine: r.engine as RoundRow['engine'],
    trial: r.trial,
    status: r.status,
    stake: BigInt(r.stake),
    payout: r.payout === null ? null : BigInt(r.payout),
    params: r.params as JsonObject,
    pairId: r.pair_id,
    nonce: r.nonce,
    state: r.state as JsonObject | null,
    record: r.record as JsonObject | null,
    answer: r.answer as JsonObject | null,
  };
}

export type RoundKey = { merchantId: number; memberId: number; roundId: string };

export type NewRound = RoundKey & {
  requestHash: string;
  launchId: string;
  nodeId: number;
  gameCode: string;
  engine: RoundRow['engine'];
  trial: boolean;
  stake: bigint;
  params: JsonObject;
};

const json = (value: unknown) => JSON.stringify(value);

/**
 * Takes the round's id for a new request: the PENDING row, nothing drawn. When the id is taken
 * already (a retry, or a duplicate racing), the row as it stands and `created: false`.
 */
export async function reserveRound(db: Db, round: NewRound): Promise<{ row: RoundRow; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const inserted = await db
      .insertInto('studio_round')
      .values(newRoundValues(round, 'PENDING'))
      .onConflict((oc) => oc.constraint('studio_round_key').doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    if (inserted) return { row: toRound(inserted as Row), created: true };
    const existing = await findRound(db, round);
    if (existing) return { row: existing, created: false };
    // Deleted meanwhile (the first attempt's bet was refused): take the id again.
    if (attempt >= 5) throw new Error(`studio round ${round.roundId} neither free nor found`);
  }
}

function newRoundValues(round: NewRound, status: StudioRoundStatus) {
  return {
    merchant_id: round.merchantId,
    member_id: round.memberId,
    round_id: round.roundId,
    request_hash: round.requestHash,
    launch_id: round.launchId,
    node_id: round.nodeId,
    game_code: round.gameCode,
    engine: round.engine,
    trial: round.trial,
    status,
    stake: round.stake,
    params: json(round.params),
  };
}

/** Inserts a trial round already drawn (its whole life is one transaction); false when the id is taken. */
export async function insertDrawnRound(
  trx: Db,
  round: NewRound & { status: StudioRoundStatus; drawn: Drawn },
): Promise<RoundRow | undefined> {
  const row = await trx
    .insertInto('studio_round')
    .values({ ...newRoundValues(round, round.status), ...drawnValues(round.drawn) })
    .onConflict((oc) => oc.constraint('studio_round_key').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toRound(row as Row);
}

export async function findRound(db: Db, key: RoundKey, lock = false): Promise<RoundRow | undefined> {
  let query = db
    .selectFrom('studio_round')
    .select(COLUMNS)
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('round_id', '=', key.roundId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRound(row as Row);
}

/** A round by our key; `lock` (inside a transaction) holds it until the transaction ends. */
export async function findRoundByPk(db: Db, pk: string, lock = false): Promise<RoundRow | undefined> {
  let query = db.selectFrom('studio_round').select(COLUMNS).where('id', '=', pk);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRound(row as Row);
}

/** Gives a refused request's id back: only while nothing was drawn. */
export async function deletePendingRound(db: Db, pk: string): Promise<void> {
  await db
    .deleteFrom('studio_round')
    .where('id', '=', pk)
    .where('status', '=', 'PENDING')
    .where('pair_id', 'is', null)
    .execute();
}

/** What a draw or a move decided; `answer` only once the round has ended. */
export type Drawn = {
  pairId?: string;
  nonce?: number;
  state?: JsonObject;
  record?: JsonObject | null;
  payout?: bigint | null;
  answer?: JsonObject;
};

function drawnValues(d: Drawn) {
  return {
    ...(d.pairId !== undefined && { pair_id: d.pairId }),
    ...(d.nonce !== undefined && { nonce: d.nonce }),
    ...(d.state !== undefined && { state: json(d.state) }),
    ...(d.record !== undefined && { record: d.record === null ? null : json(d.record) }),
    ...(d.payout !== undefined && { payout: d.payout }),
    ...(d.answer !== undefined && { answer: json(d.answer) }),
  };
}

/** Moves a round from one status to the next; false when it was no longer in `from` (a duplicate won). */
export async function advanceRound(
  db: Db,
  pk: string,
  from: StudioRoundStatus,
  to: StudioRoundStatus,
  drawn: Drawn = {},
): Promise<boolean> {
  const result = await db
    .updateTable('studio_round')
    .set({ status: to, updated_at: sql<Date>`now()`, ...drawnValues(drawn) })
    .where('id', '=', pk)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The member's newest mines round still being played with this money (real, or this trial launch). */
export async function findPlayingMines(
  db: Db,
  owner: { merchantId: number; memberId: number },
  money: { trial: false } | { trial: true; launchId: string },
): Promise<RoundRow | undefined> {
  let query = db
    .selectFrom('studio_round')
    .select(COLUMNS)
    .where('merchant_id', '=', owner.merchantId)
    .where('member_id', '=', owner.memberId)
    .where('engine', '=', 'mines')
    .where('status', '=', 'PLAYING')
    .where('trial', '=', money.trial);
  if (money.trial) query = query.where('launch_id', '=', money.launchId);
  const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row && toRound(row as Row);
}

/** Is a mines round drawn with this pair still being played (its mines would show if the seed did)? */
export async function pairHasPlayingRound(trx: Db, pairId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('studio_round')
    .select('id')
    .where('pair_id', '=', pairId)
    .where('status', '=', 'PLAYING')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Rounds the recovery job must finish: PENDING or SETTLING real rounds untouched for `stuckSeconds`,
 * and mines rounds (real or trial) without a move for `abandonedSeconds`. Oldest first.
 */
export async function unfinishedRounds(
  db: Db,
  options: { stuckSeconds: number; abandonedSeconds: number; limit: number },
): Promise<RoundRow[]> {
  const rows = await db
    .selectFrom('studio_round')
    .select(COLUMNS)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['PENDING', 'SETTLING']),
          eb('trial', '=', false),
          eb('updated_at', '<', sql<Date>`now() - make_interval(secs => ${options.stuckSeconds})`),
        ]),
        eb.and([
          eb('status', '=', 'PLAYING'),
          eb('updated_at', '<', sql<Date>`now() - make_interval(secs => ${options.abandonedSeconds})`),
        ]),
      ]),
    )
    .orderBy('updated_at')
    .limit(options.limit)
    .execute();
  return rows.map((r) => toRound(r as Row));
}

/** Did the wallet take this debit, and is it still standing (not rolled back or refunded)? */
export async function debitStanding(
  db: Db,
  merchantId: number,
  vendor: string,
  transactionId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('vendor_transaction')
    .select('reversal_ledger_id')
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .where('transaction_id', '=', transactionId)
    .where('kind', '=', 'DEBIT')
    .executeTakeFirst();
  return row !== undefined && row.reversal_ledger_id === null;
}

/** A verifiable round as exported: its record parts with its (revealed) pair's seeds. */
export type RevealedRound = {
  engine: string;
  nonce: number;
  record: JsonObject;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
};

/**
 * The member's latest `limit` real rounds that ended with a record and whose pair was rotated,
 * oldest first. Rounds of the active pair stay out: their seed is still secret.
 */
export async function revealedRounds(
  db: Db,
  owner: { merchantId: number; memberId: number },
  limit: number,
): Promise<RevealedRound[]> {
  const rows = await db
    .selectFrom('studio_round as s')
    .innerJoin('studio_seed_pair as p', 'p.id', 's.pair_id')
    .select(['s.id', 's.engine', 's.nonce', 's.record', 'p.server_seed', 'p.server_seed_hash', 'p.client_seed'])
    .where('s.merchant_id', '=', owner.merchantId)
    .where('s.member_id', '=', owner.memberId)
    .where('s.trial', '=', false)
    .where('s.status', '=', 'COMPLETED')
    .where('s.record', 'is not', null)
    .where('p.rotated_at', 'is not', null)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    engine: r.engine,
    nonce: r.nonce as number,
    record: r.record as JsonObject,
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
  }));
}
