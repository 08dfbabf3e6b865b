import { type Kysely, sql } from 'kysely';

/**
 * The in-house crash game (modules/studio/crash/). Each brand plays one shared round
 * at a time, its seeds taken from a hash chain (docs/provably-fair.md, "Crash"). The chain's game
 * hashes stay on the server: a round's hash is shown only once the round has crashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table crash_chain (
      id int generated always as identity primary key,
      merchant_id int not null references merchant(id),
      -- SHA-256 of the first round's game hash: published before round 1.
      commitment text not null check (commitment ~ '^[0-9a-f]{64}$'),
      salt text not null check (length(salt) between 1 and 128),
      length int not null check (length >= 1),
      created_at timestamptz not null default now(),
      -- Set when its last round was played: the next round starts a new chain.
      retired_at timestamptz
    );
    -- One chain in use per brand: two processes creating one at once, one of them wins.
    create unique index crash_chain_active on crash_chain (merchant_id) where retired_at is null;

    create table crash_chain_hash (
      chain_id int not null references crash_chain(id),
      round_number int not null check (round_number >= 1),
      game_hash text not null,
      primary key (chain_id, round_number)
    );

    create table crash_round (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchant(id),
      chain_id int not null references crash_chain(id),
      round_number int not null,
      phase text not null default 'BETTING' check (phase in ('BETTING', 'RUNNING', 'CRASHED')),
      -- Hundredths, from the round's game hash and the salt; never shown before the crash.
      crash_point int not null check (crash_point >= 100),
      betting_ends_at timestamptz not null,
      started_at timestamptz,
      -- started_at plus the time the display takes to reach the crash point.
      crash_at timestamptz,
      crashed_at timestamptz,
      -- Every bet paid (or refunded) through its wallet.
      settled_at timestamptz,
      created_at timestamptz not null default now(),
      constraint crash_round_number unique (chain_id, round_number),
      constraint crash_round_running check ((phase = 'BETTING') = (started_at is null)),
      constraint crash_round_crashed check ((phase = 'CRASHED') = (crashed_at is not null))
    );
    create index crash_round_latest on crash_round (merchant_id, id desc);
    -- The round loop's work list: crashed rounds with bets still to pay.
    create index crash_round_unsettled on crash_round (merchant_id) where phase = 'CRASHED' and settled_at is null;

    create table crash_bet (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchant(id),
      round_pk bigint not null references crash_round(id),
      member_id int not null references member(id),
      -- The launch the bet came through (a trial bet's play money belongs to it).
      launch_id text not null,
      -- The catalogue game launched (its wallet rounds carry this game code).
      node_id int not null,
      game_code text not null,
      trial boolean not null,
      request_id uuid not null,
      stake bigint not null check (stake > 0),
      auto_cash_out int check (auto_cash_out >= 101),
      status text not null default 'PENDING'
        check (status in ('PENDING', 'PLACED', 'CASHED_OUT', 'LOST', 'REFUNDED')),
      cashed_out_at int check (cashed_out_at >= 101),
      payout bigint check (payout >= 0),
      -- When the wallet took the payout (0 for a lost bet) or gave the stake back.
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      constraint crash_bet_once unique (round_pk, member_id),
      constraint crash_bet_request unique (merchant_id, member_id, request_id),
      constraint crash_bet_cash_out check ((status = 'CASHED_OUT') = (cashed_out_at is not null))
    );
    create index crash_bet_unpaid on crash_bet (round_pk) where paid_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table crash_bet, crash_round, crash_chain_hash, crash_chain`.execute(db);
}
