import { type Kysely, sql } from 'kysely';

/**
 * The back office's daily figures, rolled up per brand and brand-local day (decision 0042), so that
 * the dashboard and the reports read a few rows per day instead of every ledger row of a year.
 * A day is written once it is over, in one transaction with the brand's `through_day`, so a fill
 * killed mid-way leaves the day unwritten and a re-run writes it whole: nothing is counted twice.
 * Days after `through_day` (today, and a day just ended) are aggregated from the ledger when read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_rollup (
      merchant_id int primary key references merchant(id),
      -- The zone its days were cut in: a brand that changes its zone has its rollup written anew.
      time_zone text not null,
      -- The last brand-local day whose rows are complete; the first fill starts from the brand's first data.
      through_day date not null
    );
    create table report_day_brand (
      merchant_id int not null references merchant(id),
      day date not null,
      registrations int not null,
      first_deposits int not null,
      first_deposit_amount bigint not null,
      deposits int not null,
      deposit_amount bigint not null,
      withdrawals int not null,
      withdrawal_amount bigint not null,
      bets int not null,
      stake bigint not null,
      wins bigint not null,
      bonuses bigint not null,
      active_players int not null,
      primary key (merchant_id, day)
    );
    create table report_day_game (
      merchant_id int not null references merchant(id),
      day date not null,
      vendor text not null,
      game_type text not null,
      bets int not null,
      stake bigint not null,
      wins bigint not null,
      primary key (merchant_id, day, vendor, game_type)
    );
    create table report_day_channel (
      merchant_id int not null references merchant(id),
      day date not null,
      direction text not null check (direction in ('DEPOSIT', 'WITHDRAWAL')),
      channel text not null,
      orders int not null,
      amount bigint not null,
      primary key (merchant_id, day, direction, channel)
    );
    -- The members who placed a bet on a day: distinct actives over any range are a count of these.
    create table report_day_player (
      merchant_id int not null references merchant(id),
      day date not null,
      member_id int not null,
      primary key (merchant_id, day, member_id)
    );
    -- Each member's first deposit, written by the fill of the day it landed on.
    create table report_first_deposit (
      member_id int primary key,
      merchant_id int not null references merchant(id),
      day date not null,
      amount bigint not null
    );
    create index report_first_deposit_day on report_first_deposit (merchant_id, day);
    -- Registrations per day read members by the time they registered.
    create index member_registered on member (merchant_id, created_at);
    -- A round's game type: its vendor's game by code.
    create index catalogue_game_code on catalogue_game (merchant_id, vassalage, game_code);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index catalogue_game_code;
    drop index member_registered;
    drop table report_first_deposit, report_day_player, report_day_channel, report_day_game, report_day_brand,
      report_rollup;
  `.execute(db);
}
