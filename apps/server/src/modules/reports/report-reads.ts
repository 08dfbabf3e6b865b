import { sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  activeWithin,
  type BrandDayRow,
  brandDays,
  type ChannelDayRow,
  channelDays,
  type DayWindow,
  type GameDayRow,
  gameDays,
} from './report-queries';
import { addDays } from './report-rollup';

/**
 * A range of brand-local days read in two parts: the days the rollup holds (up to `throughDay`)
 * from its tables, the later ones (today, a day not closed yet) from the ledger. Both parts give
 * the same rows for the same day.
 */
export type SplitRange = {
  merchantId: number;
  timeZone: string;
  /** First and last day, both inclusive. */
  from: string;
  to: string;
  throughDay: string;
};

function parts(r: SplitRange) {
  const rolledTo = r.to <= r.throughDay ? r.to : r.throughDay;
  const liveFrom = r.from > r.throughDay ? r.from : addDays(r.throughDay, 1);
  const window: DayWindow | null =
    liveFrom <= r.to
      ? { merchantId: r.merchantId, timeZone: r.timeZone, from: liveFrom, until: addDays(r.to, 1) }
      : null;
  return { rolled: r.from <= rolledTo ? { from: r.from, to: rolledTo } : null, live: window };
}

/**
 * The range's figures per day and its distinct active players: the rolled days' rows and active
 * members from the rollup, the live days' (and their players not active on the rolled days) from
 * one read of their moves.
 */
export async function brandDayRows(db: Db, r: SplitRange): Promise<{ rows: BrandDayRow[]; activePlayers: number }> {
  const { rolled, live } = parts(r);
  // Three independent reads, on three connections at once.
  const [rolledRows, rolledActives, liveRows] = await Promise.all([
    rolled
      ? sql<BrandDayRow>`
          select to_char(day, 'YYYY-MM-DD') as day, registrations, first_deposits, first_deposit_amount::text,
            deposits, deposit_amount::text, withdrawals, withdrawal_amount::text, bets, stake::text, wins::text,
            bonuses::text, active_players, transfer_net::text
          from report_day_brand
          where merchant_id = ${r.merchantId} and day between ${rolled.from}::date and ${rolled.to}::date
          order by day
        `
          .execute(db)
          .then((result) => result.rows)
      : [],
    rolled ? rolledActivePlayers(db, r.merchantId, rolled) : 0,
    live
      ? brandDays(live, 'window', { rolled })
          .execute(db)
          .then((result) => result.rows)
      : [],
  ]);
  const rows: BrandDayRow[] = [...rolledRows];
  for (const { new_actives, ...row } of liveRows) rows.push(row);
  return { rows, activePlayers: rolledActives + (liveRows[0]?.new_actives ?? 0) };
}

/**
 * Members who placed a bet on any rolled day of the range, each counted once, from one short row
 * per member: those whose last active day is in the range (an index-only count), and those active
 * after it whose bitmap says they were active in it too (none when the range ends at the rollup's
 * last day, as the dashboard's and most reports' do).
 */
async function rolledActivePlayers(db: Db, merchantId: number, days: { from: string; to: string }): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select
      (select count(*) from report_player_days p
        where p.merchant_id = ${merchantId} and p.last_day between ${days.from}::date and ${days.to}::date)::int
      + (select count(*) from report_player_days p
        where p.merchant_id = ${merchantId} and p.last_day > ${days.to}::date and ${activeWithin(days.from, days.to)})::int
      as n
  `.execute(db);
  return rows[0]?.n ?? 0;
}

export async function gameDayRows(db: Db, r: SplitRange): Promise<GameDayRow[]> {
  const { rolled, live } = parts(r);
  const out: GameDayRow[] = [];
  if (rolled) {
    const { rows } = await sql<GameDayRow>`
      select to_char(day, 'YYYY-MM-DD') as day, vendor, game_type, bets, stake::text, wins::text, transfer_net::text
      from report_day_game
      where merchant_id = ${r.merchantId} and day between ${rolled.from}::date and ${rolled.to}::date
    `.execute(db);
    out.push(...rows);
  }
  if (live) out.push(...(await gameDays(live).execute(db)).rows);
  return out;
}

export async function channelDayRows(db: Db, r: SplitRange): Promise<ChannelDayRow[]> {
  const { rolled, live } = parts(r);
  const out: ChannelDayRow[] = [];
  if (rolled) {
    const { rows } = await sql<ChannelDayRow>`
      select to_char(day, 'YYYY-MM-DD') as day, direction, channel, orders, amount::text
      from report_day_channel
      where merchant_id = ${r.merchantId} and day between ${rolled.from}::date and ${rolled.to}::date
    `.execute(db);
    out.push(...rows);
  }
  if (live) out.push(...(await channelDays(live).execute(db)).rows);
  return out;
}
