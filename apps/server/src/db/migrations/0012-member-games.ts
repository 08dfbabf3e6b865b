import { type Kysely, sql } from 'kysely';

/**
 * What members do with games (favourites, recent games, launches) and the winner board.
 * Every row names its game by (merchant_id, node_id), the catalogue's key towards the web.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_favorite_game (
      merchant_id int not null,
      member_id int not null references member(id) on delete cascade,
      node_id int not null,
      created_at timestamptz not null default now(),
      primary key (merchant_id, member_id, node_id),
      foreign key (merchant_id, node_id) references catalogue_game (merchant_id, node_id) on delete cascade
    );
    -- The favourite list, newest first.
    create index member_favorite_game_newest on member_favorite_game (merchant_id, member_id, created_at desc, node_id desc);

    -- Real play (vendor and studio launches) is recorded here too, so recent and popular follow real play.
    create table member_recent_game (
      merchant_id int not null,
      member_id int not null references member(id) on delete cascade,
      node_id int not null,
      last_launched_at timestamptz not null default now(),
      launch_count int not null default 1 check (launch_count > 0),
      primary key (merchant_id, member_id, node_id),
      foreign key (merchant_id, node_id) references catalogue_game (merchant_id, node_id) on delete cascade
    );
    -- The recent list: most recently launched first.
    create index member_recent_game_latest on member_recent_game (merchant_id, member_id, last_launched_at desc, node_id desc);
    -- Popular games: every member's games launched in the last 7 days, summed per game.
    create index member_recent_game_popular on member_recent_game (merchant_id, last_launched_at)
      include (node_id, launch_count);

    -- A launch URL's credential: the id is 128 random bits, the row means nothing after expires_at.
    create table game_launch (
      id text primary key check (id ~ '^[A-Za-z0-9_-]{22}$'),
      merchant_id int not null,
      member_id int not null references member(id) on delete cascade,
      node_id int not null,
      trial boolean not null,
      language text not null check (language in ('ar', 'en')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      foreign key (merchant_id, node_id) references catalogue_game (merchant_id, node_id) on delete cascade
    );
    create index game_launch_expiry on game_launch (expires_at);

    -- The winner board. Real play inserts its winning rounds here; demo wins have no member.
    create table game_win (
      id bigint generated always as identity primary key,
      merchant_id int not null,
      member_id int references member(id) on delete set null,
      customer_name text not null check (length(customer_name) between 1 and 64),
      node_id int not null,
      win_amount bigint not null check (win_amount > 0),
      won_at timestamptz not null default now(),
      foreign key (merchant_id, node_id) references catalogue_game (merchant_id, node_id) on delete cascade
    );
    -- The board reads the latest wins of a merchant.
    create index game_win_latest on game_win (merchant_id, won_at desc, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table game_win, game_launch, member_recent_game, member_favorite_game`.execute(db);
}
