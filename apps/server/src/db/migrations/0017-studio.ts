import { type Kysely, sql } from 'kysely';

/**
 * The in-house studio (vendor PGE; docs/provably-fair.md, modules/studio):
 * - studio_seed_pair: a member's seed pairs at one brand. The active pair (rotated_at null, one per
 *   member) keeps its server seed secret and hands out nonces (UPDATE ... RETURNING, so two bets
 *   never share one); a rotated pair is revealed, and next_nonce is then the number of bets it made;
 * - studio_round: every studio round (instant or mines, real or trial) from the moment it is asked
 *   for: its parameters, the fairness it was drawn with, the engine's state (a mines round's mine
 *   tiles included, never sent while it is played), the verifiable record and the first answer to
 *   replay. The money of a real round is the seamless wallet's (vendor_round, round_id equal);
 * - studio_trial_wallet: the play money of a trial launch (never the ledger), gone with the launch;
 * - studio_game_limit: a brand's own stake limits for an engine (else the engine's defaults).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table studio_seed_pair (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchant(id),
      member_id int not null references member(id),
      -- Secret while the pair is active: never sent until rotated_at is set.
      server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
      server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
      client_seed text not null check (length(client_seed) between 1 and 64),
      -- The nonce the next bet takes; after rotation, the number of bets the pair made.
      next_nonce int not null default 0 check (next_nonce >= 0),
      created_at timestamptz not null default now(),
      rotated_at timestamptz
    );
    create unique index studio_seed_pair_active on studio_seed_pair (merchant_id, member_id) where rotated_at is null;
    create index studio_seed_pair_member on studio_seed_pair (merchant_id, member_id, id);

    create table studio_round (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchant(id),
      member_id int not null references member(id),
      -- A UUID derived from (merchant, member, requestId): the wallet's roundId of a real round.
      round_id text not null,
      -- SHA-256 of the request's canonical parameters: a replay must carry the same.
      request_hash text not null,
      -- The launch it was played from (not a foreign key: launches are purged when they expire).
      launch_id text not null,
      node_id int not null,
      game_code text not null,
      engine text not null check (engine in ('slot', 'roulette', 'dice', 'mines', 'plinko')),
      trial boolean not null,
      -- PENDING: asked for, nothing drawn (a real round's bet may be on its way); PLAYING: a mines
      -- round being played; SETTLING: decided, the win not yet credited; then COMPLETED or CANCELLED.
      status text not null default 'PENDING'
        check (status in ('PENDING', 'PLAYING', 'SETTLING', 'COMPLETED', 'CANCELLED')),
      stake bigint not null check (stake > 0),
      payout bigint check (payout >= 0),
      -- The engine's parameters, bigints as decimal strings.
      params jsonb not null,
      pair_id bigint references studio_seed_pair(id),
      nonce int check (nonce >= 0),
      -- The engine's outcome, or a mines round's whole state (mine tiles included): server side only.
      state jsonb,
      -- {params, outcome} of the round's verifiable record, once it has ended.
      record jsonb,
      -- The first answer of an ended round, given again to a replay.
      answer jsonb,
      created_at timestamptz not null default now(),
      -- The last change (a mines move): the recovery job's clock.
      updated_at timestamptz not null default now(),
      constraint studio_round_key unique (merchant_id, member_id, round_id),
      constraint studio_round_drawn check ((status in ('PENDING', 'CANCELLED')) or (pair_id is not null and nonce is not null))
    );
    -- The recovery job: rounds not ended, oldest change first.
    create index studio_round_unfinished on studio_round (updated_at) where status in ('PENDING', 'PLAYING', 'SETTLING');
    -- Rotation marks, and the export reads, the rounds of one pair.
    create index studio_round_pair on studio_round (pair_id) where pair_id is not null;

    create table studio_trial_wallet (
      launch_id text primary key references game_launch(id) on delete cascade,
      merchant_id int not null,
      member_id int not null references member(id) on delete cascade,
      -- Play money, minor units of the brand's currency.
      balance bigint not null check (balance >= 0),
      updated_at timestamptz not null default now()
    );

    create table studio_game_limit (
      merchant_id int not null references merchant(id),
      engine text not null check (engine in ('slot', 'roulette', 'dice', 'mines', 'plinko', 'crash')),
      -- Minor units of the brand's currency.
      min_stake bigint not null check (min_stake >= 1),
      max_stake bigint not null,
      primary key (merchant_id, engine),
      check (max_stake >= min_stake)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table studio_game_limit, studio_trial_wallet, studio_round, studio_seed_pair`.execute(db);
}
