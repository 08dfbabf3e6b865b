import type { VendorRoundStatus, VendorTransactionKind } from '@platform/contracts/vendor-wallet';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { memberAccountSql, memberLockedSql } from '../accounts/member-reads';
import { cashBalanceSql } from '../ledger/ledger-reads';

/** A vendor transaction as the replay check and the rollback read it. */
export type StoredCall = {
  pk: string;
  kind: VendorTransactionKind;
  memberId: number;
  roundPk: string | null;
  roundId: string;
  amount: bigint;
  requestHash: string;
  /** The first answer: the member's balance then (minor units) and our ledger reference. */
  answer: { balance: string; reference: string | null } | null;
  ledgerId: string | null;
  reversalLedgerId: string | null;
};

export type RoundRow = {
  pk: string;
  status: VendorRoundStatus;
  gameCode: string;
  credited: boolean;
  totalWin: bigint;
};

type RoundSql = { id: string; status: VendorRoundStatus; game_code: string; credited: boolean; total_win: string };
const toRound = (r: RoundSql): RoundRow => ({
  pk: r.id,
  status: r.status,
  gameCode: r.game_code,
  credited: r.credited,
  totalWin: BigInt(r.total_win),
});

export async function findCall(
  db: Db,
  merchantId: number,
  vendor: string,
  transactionId: string,
): Promise<StoredCall | undefined> {
  const row = await db
    .selectFrom('vendor_transaction')
    .select([
      'id',
      'kind',
      'member_id',
      'round_pk',
      'round_id',
      'amount',
      'request_hash',
      'answer',
      'ledger_transaction_id',
      'reversal_ledger_id',
    ])
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    pk: row.id,
    kind: row.kind,
    memberId: row.member_id,
    roundPk: row.round_pk,
    roundId: row.round_id,
    amount: BigInt(row.amount),
    requestHash: row.request_hash,
    answer: row.answer as StoredCall['answer'],
    ledgerId: row.ledger_transaction_id,
    reversalLedgerId: row.reversal_ledger_id,
  };
}

/**
 * Whether the call's transaction id is already recorded, as of the statement's start: a first
 * check folded into the statement that locks the round. A duplicate that commits while this one
 * waits for the lock is not seen here; the ledger's idempotency key and recordCall's conflict
 * catch it.
 */
const seenSql = (merchantId: number, vendor: string, transactionId: string) => sql<boolean>`exists (
  select 1 from vendor_transaction
  where merchant_id = ${merchantId} and vendor = ${vendor} and transaction_id = ${transactionId})`;

/**
 * Opens the member's round for a bet, or finds it, and locks it until the caller's transaction
 * ends (every write to a round and its debits happens under this lock). In the same statement the
 * member's lock is checked: a locked member opens nothing (`locked`, no round). A round opens only
 * for a game of the vendor's own catalogue at this brand (`unknownGame` otherwise, no round): a
 * vendor's bets cannot be booked to a game it does not serve, nor to one that does not exist.
 * `seen`: the call's transaction id is recorded already (a replay).
 */
export async function openRound(
  trx: Db,
  r: { merchantId: number; vendor: string; roundId: string; memberId: number; gameCode: string; transactionId: string },
): Promise<{ seen: boolean; locked: boolean; unknownGame: boolean; round: RoundRow | undefined }> {
  const { rows } = await sql<RoundSql & { seen: boolean; locked: boolean; unknown_game: boolean }>`
    with m as (${memberLockedSql(r.merchantId, r.memberId)}),
    g as (
      select node_id from catalogue_game
      where merchant_id = ${r.merchantId} and vassalage = ${r.vendor} and game_code = ${r.gameCode} limit 1
    ),
    r as (
      insert into vendor_round (merchant_id, vendor, round_id, member_id, node_id, game_code)
      select ${r.merchantId}, ${r.vendor}, ${r.roundId}, ${r.memberId}, g.node_id, ${r.gameCode}
      from m, g where not m.locked
      on conflict (merchant_id, vendor, round_id, member_id) do update set status = vendor_round.status
      returning id, status, game_code, credited, total_win::text
    )
    select ${seenSql(r.merchantId, r.vendor, r.transactionId)} as seen, m.locked,
      not exists (select 1 from g) as unknown_game, r.*
    from m left join r on true
  `.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`member ${r.memberId} is not a member of merchant ${r.merchantId}`);
  return {
    seen: row.seen,
    locked: row.locked,
    unknownGame: row.unknown_game,
    round: row.id ? toRound(row) : undefined,
  };
}

/** Locks a member's existing round for a credit, and tells in the same statement whether the call is `seen`. */
export async function lockRoundForCall(
  trx: Db,
  key: { merchantId: number; vendor: string; roundId: string; memberId: number; transactionId: string },
): Promise<{ seen: boolean; round: RoundRow | undefined }> {
  const { rows } = await sql<Partial<RoundSql> & { seen: boolean }>`
    with r as (
      select id, status, game_code, credited, total_win::text from vendor_round
      where merchant_id = ${key.merchantId} and vendor = ${key.vendor} and round_id = ${key.roundId}
        and member_id = ${key.memberId}
      for update
    )
    select ${seenSql(key.merchantId, key.vendor, key.transactionId)} as seen, r.*
    from (values (1)) one left join r on true
  `.execute(trx);
  const row = rows[0];
  return { seen: row?.seen === true, round: row?.id ? toRound(row as RoundSql) : undefined };
}

/** Locks a member's existing round (credit), or by its key (rollback, sweeper). */
export async function lockRound(
  trx: Db,
  key: { pk: string } | { merchantId: number; vendor: string; roundId: string; memberId: number },
): Promise<RoundRow | undefined> {
  let query = trx.selectFrom('vendor_round').select(['id', 'status', 'game_code', 'credited', 'total_win']);
  query =
    'pk' in key
      ? query.where('id', '=', key.pk)
      : query
          .where('merchant_id', '=', key.merchantId)
          .where('vendor', '=', key.vendor)
          .where('round_id', '=', key.roundId)
          .where('member_id', '=', key.memberId);
  const row = await query.forUpdate().executeTakeFirst();
  return row && toRound(row);
}

export type NewCall = {
  merchantId: number;
  vendor: string;
  transactionId: string;
  kind: Exclude<VendorTransactionKind, 'TOMBSTONE'>;
  memberId: number;
  roundPk: string | null;
  roundId: string;
  amount: bigint;
  rollbackOf: string | null;
  requestHash: string;
  ledgerId: string | null;
  /** The round's change, when the call has a round. */
  round?: {
    betDelta: bigint;
    winDelta: bigint;
    credit: boolean;
    /** COMPLETED: a credit ended the round. */
    complete: boolean;
    /** A rollback: the debit it refunds, and the round CANCELLED if no other debit stands. */
    refunds?: string;
  };
  detail?: Record<string, unknown>;
};

/**
 * Records a call with its answer, computed from the member's cash balance as this transaction
 * left it, and applies its effect on the round: one statement. Null when the transaction id was
 * taken meanwhile (a concurrent duplicate): the caller's transaction must then be abandoned.
 */
export async function recordCall(trx: Db, c: NewCall): Promise<{ balance: bigint; reference: string | null } | null> {
  const round = c.round ?? { betDelta: 0n, winDelta: 0n, credit: false, complete: false };
  const { rows } = await sql<{ answer: { balance: string; reference: string | null } }>`
    with ins as (
      insert into vendor_transaction (merchant_id, vendor, transaction_id, kind, member_id, round_pk, round_id,
        amount, rollback_of, request_hash, answer, ledger_transaction_id)
      select ${c.merchantId}, ${c.vendor}, ${c.transactionId}, ${c.kind}, ${c.memberId}, ${c.roundPk}::bigint,
        ${c.roundId}, ${c.amount.toString()}::bigint, ${c.rollbackOf}, ${c.requestHash},
        jsonb_build_object(
          'balance', ${cashBalanceSql(c.merchantId, c.memberId)},
          'reference', ${c.ledgerId}::text),
        ${c.ledgerId}::bigint
      on conflict (merchant_id, vendor, transaction_id) do nothing
      returning answer
    ),
    -- A rollback cancels the round when the bet it refunds was the last one standing.
    ends as (
      select ${round.refunds ?? null}::bigint is not null and not exists (
        select 1 from vendor_transaction d
        where d.round_pk = ${c.roundPk}::bigint and d.kind = 'DEBIT' and d.reversal_ledger_id is null
          and d.id <> ${round.refunds ?? null}::bigint
      ) as cancels
    ),
    refunded as (
      update vendor_transaction set reversal_ledger_id = ${c.ledgerId}::bigint
      where id = ${round.refunds ?? null}::bigint and exists (select 1 from ins)
      returning id
    ),
    moved as (
      update vendor_round set
        total_bet = total_bet + ${round.betDelta.toString()}::bigint,
        total_win = total_win + ${round.winDelta.toString()}::bigint,
        credited = credited or ${round.credit},
        detail = case when ${c.detail === undefined ? null : JSON.stringify(c.detail)}::jsonb is null then detail
          else coalesce(detail, '{}'::jsonb) || ${c.detail === undefined ? null : JSON.stringify(c.detail)}::jsonb end,
        status = case when ${round.complete} then 'COMPLETED' when (select cancels from ends) then 'CANCELLED' else status end,
        closed_at = case when ${round.complete} or (select cancels from ends) then now() else closed_at end
      where id = ${c.roundPk}::bigint and exists (select 1 from ins)
      returning id
    )
    select answer from ins
  `.execute(trx);
  const row = rows[0];
  if (!row) return null;
  return { balance: BigInt(row.answer.balance), reference: row.answer.reference };
}

/** Takes a debit's id for good: a debit arriving with it later is refused. False when it was taken meanwhile. */
export async function insertTombstone(
  trx: Db,
  t: { merchantId: number; vendor: string; transactionId: string; memberId: number; roundId: string },
): Promise<boolean> {
  const row = await trx
    .insertInto('vendor_transaction')
    .values({
      merchant_id: t.merchantId,
      vendor: t.vendor,
      transaction_id: t.transactionId,
      kind: 'TOMBSTONE',
      member_id: t.memberId,
      round_id: t.roundId,
      request_hash: '-',
    })
    .onConflict((oc) => oc.constraint('vendor_transaction_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A finished round with winnings goes onto the winner board (table of migration 0012), under the
 * member's login name (masked when the board is read). Rounds of no catalogue game are left out.
 */
export async function addToWinnerBoard(trx: Db, roundPk: string): Promise<void> {
  await sql`
    insert into game_win (merchant_id, member_id, customer_name, node_id, win_amount)
    select r.merchant_id, r.member_id, ${memberAccountSql('r.member_id')}, r.node_id, r.total_win
    from vendor_round r
    where r.id = ${roundPk}::bigint and r.total_win > 0 and r.node_id is not null
  `.execute(trx);
}

/** The debits of a round no rollback or sweep has refunded yet, oldest first. */
export async function standingDebits(
  trx: Db,
  roundPk: string,
): Promise<{ pk: string; transactionId: string; ledgerId: string; amount: bigint }[]> {
  const rows = await trx
    .selectFrom('vendor_transaction')
    .select(['id', 'transaction_id', 'ledger_transaction_id', 'amount'])
    .where('round_pk', '=', roundPk)
    .where('kind', '=', 'DEBIT')
    .where('reversal_ledger_id', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    pk: r.id,
    transactionId: r.transaction_id,
    ledgerId: r.ledger_transaction_id as string,
    amount: BigInt(r.amount),
  }));
}
