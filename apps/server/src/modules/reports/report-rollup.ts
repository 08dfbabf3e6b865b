import { sql } from 'kysely';
import { lockUntilCommit } from '../../db/advisory-locks';
import type { Db } from '../../db/database';
import {
  activePlayers,
  brandDays,
  channelDays,
  type DayWindow,
  firstDeposits,
  gameDays,
  moves,
} from './report-queries';

/**
 * A day is rolled up this long after the brand's midnight ended it: a money transaction stamped
 * just before midnight (its start time) may commit a moment after, and must be in when the day is
 * written, since a written day is never written again.
 */
export const ROLLUP_SETTLE_MINUTES = 15;

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The brand's time zone, its rollup's last written day (null: none yet) and its last closed day. */
export async function rollupState(db: Db, merchantId: number) {
  const { rows } = await sql<{
    time_zone: string;
    rollup_zone: string | null;
    through_day: string | null;
    last_closed: string;
    today: string;
  }>`
    select m.time_zone, r.time_zone as rollup_zone,
      to_char(r.through_day, 'YYYY-MM-DD') as through_day,
      to_char(((now() - make_interval(mins => ${ROLLUP_SETTLE_MINUTES})) at time zone m.time_zone)::date - 1, 'YYYY-MM-DD') as last_closed,
      to_char((now() at time zone m.time_zone)::date, 'YYYY-MM-DD') as today
    from merchant m left join report_rollup r on r.merchant_id = m.id
    where m.id = ${merchantId}
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no merchant ${merchantId}`);
  return {
    timeZone: row.time_zone,
    // Days cut in another zone than the brand's are not its days any more.
    throughDay: row.rollup_zone === row.time_zone ? row.through_day : null,
    rolledInOtherZone: row.rollup_zone !== null && row.rollup_zone !== row.time_zone,
    lastClosed: row.last_closed,
    today: row.today,
  };
}

/** The day before the brand's first member or ledger transaction, where its rollup starts. */
async function startOfRollup(db: Db, merchantId: number, timeZone: string, fallback: string): Promise<string> {
  const { rows } = await sql<{ first: string | null }>`
    select to_char((least(
      (select min(created_at) from ledger_transaction where merchant_id = ${merchantId}),
      (select min(created_at) from member where merchant_id = ${merchantId})
    ) at time zone ${timeZone})::date - 1, 'YYYY-MM-DD') as first
  `.execute(db);
  return rows[0]?.first ?? fallback;
}

/**
 * Writes one day's rows, with the brand's `through_day`, in one transaction: only the day right
 * after `through_day` is written, so a fill killed mid-way (rolled back) or run twice at once (the
 * lock, then the check) never writes a day twice. Returns false when another fill got there first.
 */
async function writeDay(db: Db, merchantId: number, timeZone: string, day: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, 'reportRollup', merchantId);
    const { rows } = await sql<{ through_day: string }>`
      select to_char(through_day, 'YYYY-MM-DD') as through_day from report_rollup where merchant_id = ${merchantId}
    `.execute(trx);
    if (rows[0]?.through_day !== addDays(day, -1)) return false;
    const day1: DayWindow = { merchantId, timeZone, from: day, until: addDays(day, 1) };
    // The day's moves are read from the ledger once; each statement below reads them from here.
    await sql`create temp table report_moves on commit drop as ${moves(day1)}`.execute(trx);
    const w: DayWindow = { ...day1, movesTable: 'report_moves' };
    await sql`
      insert into report_first_deposit (member_id, merchant_id, day, amount)
      select member_id, ${merchantId}, day::date, amount::bigint from (${firstDeposits(w)}) f
    `.execute(trx);
    await sql`
      insert into report_day_brand (merchant_id, day, registrations, first_deposits, first_deposit_amount, deposits,
        deposit_amount, withdrawals, withdrawal_amount, bets, stake, wins, bonuses, active_players, transfer_net)
      select ${merchantId}, day::date, registrations, first_deposits, first_deposit_amount::bigint, deposits,
        deposit_amount::bigint, withdrawals, withdrawal_amount::bigint, bets, stake::bigint, wins::bigint,
        bonuses::bigint, active_players, transfer_net::bigint
      from (${brandDays(w, 'rollup')}) b
    `.execute(trx);
    await sql`
      insert into report_day_game (merchant_id, day, vendor, game_type, bets, stake, wins, transfer_net)
      select ${merchantId}, day::date, vendor, game_type, bets, stake::bigint, wins::bigint, transfer_net::bigint
      from (${gameDays(w)}) g
    `.execute(trx);
    await sql`
      insert into report_day_channel (merchant_id, day, direction, channel, orders, amount)
      select ${merchantId}, day::date, direction, channel, orders, amount::bigint from (${channelDays(w)}) c
    `.execute(trx);
    // Each member who bet gets the day's bit: the day is the one after every day written before,
    // so the bitmap grows by the quiet days since the member's last active day, then a 1.
    await sql`
      insert into report_player_days as p (merchant_id, member_id, first_day, last_day, days)
      select ${merchantId}, member_id, ${day}::date, ${day}::date, B'1' from (${activePlayers(w)}) a
      on conflict (merchant_id, member_id) do update
        set days = p.days || (repeat('0', ${day}::date - p.last_day - 1) || '1')::varbit, last_day = ${day}::date
    `.execute(trx);
    await sql`update report_rollup set through_day = ${day}::date where merchant_id = ${merchantId}`.execute(trx);
    return true;
  });
}

/**
 * Rolls a brand's closed days up, oldest first, one transaction per day; safe to kill and re-run
 * at any point, and to run on several processes at once. `maxDays` bounds the work (a request
 * writes at most the day that just closed; the job writes the rest). Returns how many days it wrote.
 */
export async function fillRollup(db: Db, merchantId: number, maxDays = Number.POSITIVE_INFINITY): Promise<number> {
  return (await catchUpRollup(db, merchantId, maxDays)).written;
}

/** `fillRollup`, answering the brand's rollup state after it too. */
export async function catchUpRollup(db: Db, merchantId: number, maxDays: number) {
  let state = await rollupState(db, merchantId);
  if (state.rolledInOtherZone) await forgetRollup(db, merchantId);
  if (state.throughDay === null) {
    const first = await startOfRollup(db, merchantId, state.timeZone, state.lastClosed);
    await sql`
      insert into report_rollup (merchant_id, time_zone, through_day) values (${merchantId}, ${state.timeZone}, ${first}::date)
      on conflict (merchant_id) do nothing
    `.execute(db);
    state = await rollupState(db, merchantId);
  }
  let written = 0;
  while (written < maxDays && state.throughDay !== null && state.throughDay < state.lastClosed) {
    if (await writeDay(db, merchantId, state.timeZone, addDays(state.throughDay, 1))) written++;
    state = await rollupState(db, merchantId);
  }
  return { written, state };
}

/** A brand's rollup dropped whole (its time zone changed), in one transaction. */
async function forgetRollup(db: Db, merchantId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, 'reportRollup', merchantId);
    for (const table of [
      'report_day_brand',
      'report_day_game',
      'report_day_channel',
      'report_player_days',
      'report_first_deposit',
      'report_rollup',
    ]) {
      await sql`delete from ${sql.table(table)} where merchant_id = ${merchantId}`.execute(trx);
    }
  });
}
