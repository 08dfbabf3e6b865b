import { sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  activePlayers,
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

export async function brandDayRows(db: Db, r: SplitRange): Promise<BrandDayRow[]> {
  const { rolled, live } = parts(r);
  const out: BrandDayRow[] = [];
  if (rolled) {
    const { rows } = await sql<BrandDayRow>`
      select to_char(day, 'YYYY-MM-DD') as day, registrations, first_deposits, first_deposit_amount::text,
        deposits, deposit_amount::text, withdrawals, withdrawal_amount::text, bets, stake::text, wins::text,
        bonuses::text, active_players, transfer_net::text
      from report_day_brand
      where merchant_id = ${r.merchantId} and day between ${rolled.from}::date and ${rolled.to}::date
      order by day
    `.execute(db);
    out.push(...rows);
  }
  if (live) out.push(...(await brandDays(live, 'window').execute(db)).rows);
  return out;
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

/** Members who placed a bet on any day of the range, each counted once. */
export async function distinctActivePlayers(db: Db, r: SplitRange): Promise<number> {
  const { rolled, live } = parts(r);
  const rolledPart = rolled
    ? sql`select member_id from report_day_player
          where merchant_id = ${r.merchantId} and day between ${rolled.from}::date and ${rolled.to}::date`
    : sql`select null::int as member_id where false`;
  const livePart = live
    ? sql`select member_id from (${activePlayers(live)}) l`
    : sql`select null::int as member_id where false`;
  // UNION hashes the members (count(distinct) would sort a year's worth of them).
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (${rolledPart} union ${livePart}) a
  `.execute(db);
  return rows[0]?.n ?? 0;
}
