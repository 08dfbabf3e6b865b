import { type Kysely, sql } from 'kysely';

/**
 * The back office on a busy brand (decision 0046):
 * - distinct active players over a range count one short row per member instead of one row per
 *   member and active day: `report_player_days` holds, per member, the first and last day it
 *   placed a bet and a bitmap of every day in between (bit i: first_day + i). It is filled from
 *   report_day_player, which it replaces;
 * - the player search looks each kind of term up in its own index; the two it lacked are built
 *   after the migrations, concurrently (see ONLINE_INDEXES), so a big member table stays writable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_player_days (
      merchant_id int not null references merchant(id),
      member_id int not null,
      first_day date not null,
      last_day date not null,
      days bit varying not null check (length(days) = last_day - first_day + 1),
      primary key (merchant_id, member_id)
    );
    -- A range starting late (the dashboard's 30 days) skips the members not active since.
    create index report_player_days_last on report_player_days (merchant_id, last_day);
    insert into report_player_days (merchant_id, member_id, first_day, last_day, days)
    select merchant_id, member_id, min(day), max(day), string_agg(repeat('0', gap) || '1', '' order by day)::varbit
    from (
      select merchant_id, member_id, day,
        coalesce(day - lag(day) over (partition by merchant_id, member_id order by day) - 1, 0) as gap
      from report_day_player
    ) d
    group by merchant_id, member_id;
    drop table report_day_player;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_day_player (
      merchant_id int not null references merchant(id),
      day date not null,
      member_id int not null,
      primary key (merchant_id, day, member_id)
    );
    insert into report_day_player (merchant_id, day, member_id)
    select p.merchant_id, p.first_day + (i - 1), p.member_id
    from report_player_days p, generate_series(1, length(p.days)) i
    where substring(p.days from i for 1) = B'1';
    drop table report_player_days;
    drop index if exists member_account_prefix;
    drop index if exists member_mobile_suffix;
  `.execute(db);
}

/**
 * Indexes built with CREATE INDEX CONCURRENTLY once the migrations are in (a migration runs in a
 * transaction, where a concurrent build is refused): a plain build would block every write to the
 * member table for as long as it reads it.
 */
export const ONLINE_INDEXES = [
  // The player search's account prefix: LIKE 'term%' on the lowered account, whatever the collation.
  {
    name: 'member_account_prefix',
    definition: 'on member (merchant_id, lower(account) text_pattern_ops)',
  },
  // The player search's mobile suffix: a number ends with the digits when its reverse starts with theirs.
  {
    name: 'member_mobile_suffix',
    definition: 'on member (merchant_id, reverse(mobile) text_pattern_ops) where mobile is not null',
  },
] as const;
