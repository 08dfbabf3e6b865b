import { type RawBuilder, sql } from 'kysely';

/**
 * The back office's figures over brand-local days [from, until), read straight from the ledger and
 * the member table. The same statements fill the daily rollup (one closed day at a time) and answer
 * for the days the rollup does not hold yet (today). Every read starts from an indexed range:
 * ledger_transaction (merchant_id, created_at) and member (merchant_id, created_at).
 *
 * Figures (decision 0042):
 * - stake and wins are what moved through a vendor's clearing account in BET and WIN transactions,
 *   less their reversals (a refunded bet is no stake);
 * - a transfer-wallet vendor's play happens at the vendor and the platform holds none of its bets:
 *   its net win is what its VENDOR_SETTLEMENT transactions moved into its clearing account (what
 *   members lost there less what they won, as each reading of their balance at the vendor found
 *   it), on the day the settlement was booked (decision 0049); GGR = stake - wins + that net win;
 * - bonuses are the net of BONUS and ADJUSTMENT transactions on members' cash; NGR = GGR - bonuses;
 * - deposits are DEPOSIT transactions, withdrawals WITHDRAWAL_PAID ones (money that left), each on
 *   the day it was booked;
 * - a first deposit is a member's first DEPOSIT ever; an active player placed a bet that day.
 */
export type DayWindow = {
  merchantId: number;
  timeZone: string;
  from: string;
  until: string;
  /** A table already holding the window's moves (the rollup's fill reads them once for five statements). */
  movesTable?: string;
};

const start = (w: DayWindow) => sql`((${w.from}::date)::timestamp at time zone ${w.timeZone})`;
const end = (w: DayWindow) => sql`((${w.until}::date)::timestamp at time zone ${w.timeZone})`;

/**
 * Each posting of the kinds the figures read, with its transaction's local day and, for a reversal,
 * the kind of the transaction it undoes (`base_kind`). The window's transactions are taken first
 * (materialised), then their postings by transaction: the planner would otherwise walk a vendor's
 * clearing account, which holds every bet of the brand's history, and filter it by time.
 */
export function moves(w: DayWindow): RawBuilder<unknown> {
  return sql`
    with tx as materialized (
      select id, kind, created_at, memo, reverses_id from ledger_transaction
      where merchant_id = ${w.merchantId}
        and created_at >= ${start(w)} and created_at < ${end(w)}
        and kind in ('DEPOSIT', 'WITHDRAWAL_PAID', 'BET', 'WIN', 'BONUS', 'ADJUSTMENT', 'REVERSAL', 'VENDOR_SETTLEMENT')
    )
    select to_char(t.created_at at time zone ${w.timeZone}, 'YYYY-MM-DD') as day, t.id, t.kind,
      case when t.kind = 'REVERSAL' then r.kind else t.kind end as base_kind,
      coalesce(t.memo, r.memo) as memo, a.kind as account_kind, a.member_id, a.vendor, p.amount
    from tx t
    left join ledger_transaction r on r.id = t.reverses_id
    join ledger_posting p on p.transaction_id = t.id
    join ledger_account a on a.id = p.account_id
  `;
}

export type GameDayRow = {
  day: string;
  vendor: string;
  game_type: string;
  bets: number;
  stake: string;
  wins: string;
  transfer_net: string;
};

/** The game type a transfer-wallet vendor's net win is reported under: its settlements name no game. */
export const TRANSFER_GAME_TYPE = 'TRANSFER';

/**
 * Bets, stake and wins per day, vendor and game type (the catalogue's type of the round's game):
 * summed per game first, so the catalogue is asked once per game played that day, not per bet.
 * A transfer-wallet vendor's settlements come as its net win under TRANSFER_GAME_TYPE.
 */
export function gameDays(w: DayWindow) {
  return sql<GameDayRow>`
    with m as materialized (${w.movesTable ? sql`select * from ${sql.table(w.movesTable)}` : moves(w)}),
    per_game as (
      select m.day, m.vendor, m.memo->>'gameCode' as game_code, m.base_kind = 'VENDOR_SETTLEMENT' as settlement,
        count(*) filter (where m.kind = 'BET') - count(*) filter (where m.kind = 'REVERSAL' and m.base_kind = 'BET') as bets,
        coalesce(sum(m.amount) filter (where m.base_kind = 'BET'), 0) as stake,
        coalesce(-sum(m.amount) filter (where m.base_kind = 'WIN'), 0) as wins,
        coalesce(sum(m.amount) filter (where m.base_kind = 'VENDOR_SETTLEMENT'), 0) as transfer_net
      from m
      where m.account_kind = 'VENDOR_CLEARING' and m.base_kind in ('BET', 'WIN', 'VENDOR_SETTLEMENT')
      group by 1, 2, 3, 4
    )
    select p.day, p.vendor,
      case when p.settlement then ${TRANSFER_GAME_TYPE} else coalesce(g.game_type, 'OTHER') end as game_type,
      sum(p.bets)::int as bets, sum(p.stake)::text as stake, sum(p.wins)::text as wins,
      sum(p.transfer_net)::text as transfer_net
    from per_game p
    left join lateral (
      select c.game_type from catalogue_game c
      where c.merchant_id = ${w.merchantId} and c.vassalage = p.vendor and c.game_code = p.game_code
      order by c.id limit 1
    ) g on true
    group by 1, 2, 3
  `;
}

export type ChannelDayRow = {
  day: string;
  direction: 'DEPOSIT' | 'WITHDRAWAL';
  channel: string;
  orders: number;
  amount: string;
};

/** Deposits by the channel the order was paid through; withdrawals by the bank they were paid to. */
export function channelDays(w: DayWindow) {
  return sql<ChannelDayRow>`
    with m as materialized (${w.movesTable ? sql`select * from ${sql.table(w.movesTable)}` : moves(w)})
    select m.day, 'DEPOSIT' as direction, coalesce(m.memo->>'channel', '-') as channel,
      count(*)::int as orders, sum(m.amount)::text as amount
    from m where m.kind = 'DEPOSIT' and m.account_kind = 'MEMBER_CASH'
    group by 1, 2, 3
    union all
    select m.day, 'WITHDRAWAL', coalesce(b.bank_name, '-'), count(*)::int, (-sum(m.amount))::text
    from m
    left join withdraw_order o on o.id = (m.memo->>'orderId')::bigint and o.merchant_id = ${w.merchantId}
    left join member_bank_account b on b.id = o.bank_account_id
    where m.kind = 'WITHDRAWAL_PAID' and m.account_kind = 'MEMBER_HELD'
    group by 1, 2, 3
  `;
}

export type FirstDepositRow = { member_id: number; day: string; amount: string };

/** Members whose first deposit ever falls in the window (the rollup holds the earlier ones). */
export function firstDeposits(w: DayWindow) {
  return sql<FirstDepositRow>`
    with m as materialized (${w.movesTable ? sql`select * from ${sql.table(w.movesTable)}` : moves(w)})
    ${firstDepositsIn(sql`m`, w.from)}
  `;
}

/**
 * The first deposits among moves already read (a table or a CTE named `m`) from `windowFrom` on.
 * Only first deposits the rollup holds for days before the window count as earlier: a fill may
 * write a day of a live read's window while that read runs, and that day's members must still be
 * found in the window's own moves.
 */
function firstDepositsIn(movesRelation: RawBuilder<unknown>, windowFrom: string) {
  return sql<FirstDepositRow>`
    select distinct on (m.member_id) m.member_id, m.day, m.amount::text as amount
    from ${movesRelation} m
    where m.kind = 'DEPOSIT' and m.account_kind = 'MEMBER_CASH'
      and not exists (select 1 from report_first_deposit f where f.member_id = m.member_id and f.day < ${windowFrom}::date)
    order by m.member_id, m.id
  `;
}

/**
 * Whether the member of a `report_player_days` row `p` placed a bet on a day of [from, to]: its
 * first or last active day is in the range (most rows: answered without the bitmap), or its
 * bitmap cut to the range holds a 1.
 */
export function activeWithin(from: string, to: string): RawBuilder<boolean> {
  const bits = sql`substring(p.days from ${from}::date - p.first_day + 1 for ${to}::date - ${from}::date + 1)`;
  return sql<boolean>`(p.last_day >= ${from}::date and p.first_day <= ${to}::date
    and (p.last_day <= ${to}::date or p.first_day >= ${from}::date or position(B'1' in ${bits}) > 0))`;
}

export type ActivePlayerRow = { day: string; member_id: number };

/** Who placed a bet on each day. */
export function activePlayers(w: DayWindow) {
  return sql<ActivePlayerRow>`
    with m as materialized (${w.movesTable ? sql`select * from ${sql.table(w.movesTable)}` : moves(w)})
    select distinct m.day, m.member_id
    from m where m.kind = 'BET' and m.account_kind = 'MEMBER_CASH'
  `;
}

export type BrandDayRow = {
  day: string;
  registrations: number;
  first_deposits: number;
  first_deposit_amount: string;
  deposits: number;
  deposit_amount: string;
  withdrawals: number;
  withdrawal_amount: string;
  bets: number;
  stake: string;
  wins: string;
  transfer_net: string;
  bonuses: string;
  active_players: number;
};

/** Days rolled up before a live window, whose active players a range counts already. */
export type ActivesBefore = { rolled: { from: string; to: string } | null };

/**
 * The brand's figures per day that had any, from one read of the window's moves. First deposits
 * are those `firstDeposits` finds: a fill writes them before it writes this; a live read takes the
 * window's own. With `activesBefore`, each row also tells how many of the window's players were
 * not active on the rolled days before it (`new_actives`): a range's distinct actives are the
 * rolled ones plus these.
 */
export function brandDays(w: DayWindow, firstDepositSource: 'rollup' | 'window', activesBefore?: ActivesBefore) {
  const firsts =
    firstDepositSource === 'rollup'
      ? sql`select day, member_id, amount from report_first_deposit
            where merchant_id = ${w.merchantId} and day >= ${w.from}::date and day < ${w.until}::date`
      : sql`select day::date, member_id, amount::bigint from (${firstDepositsIn(sql`m`, w.from)}) f`;
  const counted = activesBefore?.rolled
    ? sql`and not exists (select 1 from report_player_days p
        where p.merchant_id = ${w.merchantId} and p.member_id = m.member_id
          and ${activeWithin(activesBefore.rolled.from, activesBefore.rolled.to)})`
    : sql``;
  const newActives = activesBefore
    ? sql`(select count(distinct m.member_id) from m
        where m.kind = 'BET' and m.account_kind = 'MEMBER_CASH' ${counted})::int`
    : sql`null::int`;
  return sql<BrandDayRow & { new_actives: number | null }>`
    with m as materialized (${w.movesTable ? sql`select * from ${sql.table(w.movesTable)}` : moves(w)}),
    money as (
      select m.day,
        count(*) filter (where m.kind = 'DEPOSIT' and m.account_kind = 'MEMBER_CASH')::int as deposits,
        coalesce(sum(m.amount) filter (where m.kind = 'DEPOSIT' and m.account_kind = 'MEMBER_CASH'), 0) as deposit_amount,
        count(*) filter (where m.kind = 'WITHDRAWAL_PAID' and m.account_kind = 'MEMBER_HELD')::int as withdrawals,
        coalesce(-sum(m.amount) filter (where m.kind = 'WITHDRAWAL_PAID' and m.account_kind = 'MEMBER_HELD'), 0) as withdrawal_amount,
        (count(*) filter (where m.kind = 'BET' and m.account_kind = 'VENDOR_CLEARING')
          - count(*) filter (where m.kind = 'REVERSAL' and m.base_kind = 'BET' and m.account_kind = 'VENDOR_CLEARING'))::int as bets,
        coalesce(sum(m.amount) filter (where m.base_kind = 'BET' and m.account_kind = 'VENDOR_CLEARING'), 0) as stake,
        coalesce(-sum(m.amount) filter (where m.base_kind = 'WIN' and m.account_kind = 'VENDOR_CLEARING'), 0) as wins,
        coalesce(sum(m.amount) filter (where m.base_kind = 'VENDOR_SETTLEMENT' and m.account_kind = 'VENDOR_CLEARING'), 0) as transfer_net,
        coalesce(sum(m.amount) filter (where m.base_kind in ('BONUS', 'ADJUSTMENT') and m.account_kind = 'MEMBER_CASH'), 0) as bonuses,
        count(distinct m.member_id) filter (where m.kind = 'BET' and m.account_kind = 'MEMBER_CASH')::int as active_players
      from m group by 1
    ),
    registered as (
      select to_char(created_at at time zone ${w.timeZone}, 'YYYY-MM-DD') as day, count(*)::int as registrations
      from member
      where merchant_id = ${w.merchantId} and created_at >= ${start(w)} and created_at < ${end(w)}
        and type not in (4, 90)
      group by 1
    ),
    firsts as (
      select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as first_deposits, sum(amount) as first_deposit_amount
      from (${firsts}) f group by 1
    ),
    days as (select day from money union select day from registered union select day from firsts)
    select d.day,
      coalesce(r.registrations, 0) as registrations,
      coalesce(f.first_deposits, 0) as first_deposits, coalesce(f.first_deposit_amount, 0)::text as first_deposit_amount,
      coalesce(x.deposits, 0) as deposits, coalesce(x.deposit_amount, 0)::text as deposit_amount,
      coalesce(x.withdrawals, 0) as withdrawals, coalesce(x.withdrawal_amount, 0)::text as withdrawal_amount,
      coalesce(x.bets, 0) as bets, coalesce(x.stake, 0)::text as stake, coalesce(x.wins, 0)::text as wins,
      coalesce(x.transfer_net, 0)::text as transfer_net,
      coalesce(x.bonuses, 0)::text as bonuses, coalesce(x.active_players, 0) as active_players,
      ${newActives} as new_actives
    from days d
    left join money x on x.day = d.day
    left join registered r on r.day = d.day
    left join firsts f on f.day = d.day
    order by d.day
  `;
}
