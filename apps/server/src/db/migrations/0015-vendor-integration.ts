import { type Kysely, sql } from 'kysely';

/**
 * Real play: game vendors registered per brand, and the seamless wallet they call
 * (docs/vendor-wallet-protocol.md). Launch tokens and wallet sessions are stored as SHA-256 hashes:
 * a database reader cannot play as a member. Vendor transactions are the idempotency record of the
 * callbacks (the answer to replay sits beside them); rounds are what the betting record shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_vendor_integration (
      merchant_id int not null references merchant(id),
      vendor text not null check (vendor ~ '^[A-Z0-9_]{1,32}$'),
      mode text not null check (mode in ('SEAMLESS', 'TRANSFER')),
      -- Kept in clear: an HMAC needs the key itself on both sides.
      secret text not null check (length(secret) >= 32),
      -- The vendor's game page; null for the in-house studio, whose games are our own pages.
      launch_url text check (launch_url ~ '^https?://'),
      -- The vendor's server API (TRANSFER mode calls it).
      api_url text check (api_url ~ '^https?://'),
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (merchant_id, vendor),
      constraint game_vendor_integration_transfer_api check (mode <> 'TRANSFER' or api_url is not null)
    );

    -- One-time launch tokens: the row is deleted when the vendor authenticates with it.
    create table vendor_launch_token (
      token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
      merchant_id int not null,
      vendor text not null,
      member_id int not null references member(id) on delete cascade,
      node_id int not null,
      game_code text not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      language text not null check (language in ('ar', 'en')),
      trial boolean not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      foreign key (merchant_id, vendor) references game_vendor_integration (merchant_id, vendor) on delete cascade
    );
    create index vendor_launch_token_expiry on vendor_launch_token (expires_at);

    -- The opaque, stable id a vendor knows a member by (never the login name).
    create table vendor_player (
      merchant_id int not null,
      vendor text not null,
      member_id int not null references member(id),
      player_id text not null unique check (player_id ~ '^[A-Za-z0-9_-]{16,64}$'),
      created_at timestamptz not null default now(),
      primary key (merchant_id, vendor, member_id)
    );

    create table vendor_session (
      id bigint generated always as identity primary key,
      session_hash text not null unique check (session_hash ~ '^[0-9a-f]{64}$'),
      merchant_id int not null,
      vendor text not null,
      member_id int not null references member(id),
      player_id text not null references vendor_player(player_id),
      node_id int,
      game_code text not null,
      currency text not null,
      language text not null check (language in ('ar', 'en')),
      trial boolean not null,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      -- Absolute end; the idle end is last_seen_at plus the configured idle time.
      expires_at timestamptz not null
    );

    create table vendor_round (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchant(id),
      vendor text not null,
      round_id text not null,
      member_id int not null references member(id),
      -- The catalogue game, when the round's game code names one.
      node_id int,
      game_code text not null,
      status text not null default 'OPEN' check (status in ('OPEN', 'COMPLETED', 'CANCELLED')),
      -- Stakes still standing (rolled-back debits are taken out) and wins paid, minor units.
      total_bet bigint not null default 0 check (total_bet >= 0),
      total_win bigint not null default 0 check (total_win >= 0),
      -- Set by the first credit: from then on no debit of the round can be rolled back.
      credited boolean not null default false,
      -- What an in-house game records to make the round verifiable (seeds, nonce, outcome).
      detail jsonb,
      opened_at timestamptz not null default now(),
      closed_at timestamptz,
      -- A shared round (a crash game's) is one row per member.
      constraint vendor_round_key unique (merchant_id, vendor, round_id, member_id),
      constraint vendor_round_closed check ((status = 'OPEN') = (closed_at is null))
    );
    -- The betting record: a member's rounds, newest first.
    create index vendor_round_member_time on vendor_round (merchant_id, member_id, opened_at desc, id desc);
    -- The sweeper: open rounds, oldest first.
    create index vendor_round_open on vendor_round (opened_at) where status = 'OPEN';

    create table vendor_transaction (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchant(id),
      vendor text not null,
      transaction_id text not null,
      -- TOMBSTONE: a debit rolled back before it arrived; the id is taken so it never takes effect.
      kind text not null check (kind in ('DEBIT', 'CREDIT', 'ROLLBACK', 'TOMBSTONE')),
      member_id int not null references member(id),
      round_pk bigint references vendor_round(id),
      round_id text not null,
      amount bigint not null default 0 check (amount >= 0),
      -- For a ROLLBACK: the debit it names.
      rollback_of text,
      -- SHA-256 of the call's canonical parameters: a replay must carry the same.
      request_hash text not null,
      -- The value answered the first time, answered again on every replay (null for a TOMBSTONE).
      answer jsonb,
      ledger_transaction_id bigint references ledger_transaction(id),
      -- For a DEBIT: the ledger reversal that refunded it (a rollback, or the sweeper).
      reversal_ledger_id bigint references ledger_transaction(id),
      created_at timestamptz not null default now(),
      constraint vendor_transaction_key unique (merchant_id, vendor, transaction_id),
      constraint vendor_transaction_rollback check ((kind = 'ROLLBACK') = (rollback_of is not null))
    );
    create index vendor_transaction_round on vendor_transaction (round_pk) where round_pk is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table vendor_transaction, vendor_round, vendor_session, vendor_player, vendor_launch_token,
      game_vendor_integration
  `.execute(db);
}
