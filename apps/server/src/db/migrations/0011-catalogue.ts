import { type Kysely, sql } from 'kysely';

/**
 * The game catalogue of each merchant. Vendors (by vassalage code, the same codes
 * as wallet_vendor of 0007), the game types (categories) the merchant shows, the cards that say
 * which vendor serves which type, the classify filters of a type, and the games themselves.
 * Icons are keys, not URLs: the server draws them (modules/catalogue), nothing is hot-linked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Trigram search makes "name contains" an index scan; pg_trgm is trusted, so a database owner may add it.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table catalogue_vendor (
      merchant_id int not null references merchant(id),
      vassalage text not null check (vassalage ~ '^[A-Z0-9_]{1,64}$'),
      display_name text not null check (length(display_name) between 1 and 100),
      -- Spec 4.9: RNG cards of in-house vendors form the INHOUSE category.
      in_house boolean not null default false,
      maintenance boolean not null default false,
      icon_key text not null check (icon_key ~ '^vendor-[a-z0-9_-]{1,64}$'),
      -- The colour the generated icons are drawn in.
      color text not null check (color ~ '^#[0-9a-f]{6}$'),
      sort int not null default 0,
      primary key (merchant_id, vassalage),
      unique (merchant_id, icon_key)
    );

    create table catalogue_game_type (
      merchant_id int not null references merchant(id),
      game_type text not null check (game_type ~ '^[A-Z_]{2,20}$'),
      sort int not null default 0,
      primary key (merchant_id, game_type)
    );

    -- A vendor card: the vendor serves this game type (spec 3, vendor card and lanes).
    create table catalogue_vendor_game_type (
      merchant_id int not null,
      vassalage text not null,
      game_type text not null,
      sort int not null default 0,
      primary key (merchant_id, vassalage, game_type),
      foreign key (merchant_id, vassalage) references catalogue_vendor (merchant_id, vassalage),
      foreign key (merchant_id, game_type) references catalogue_game_type (merchant_id, game_type)
    );

    create table catalogue_game_classify (
      merchant_id int not null,
      game_type text not null,
      classify text not null check (classify ~ '^[A-Z0-9_]{1,32}$'),
      display_name text not null check (length(display_name) between 1 and 100),
      sort int not null default 0,
      primary key (merchant_id, game_type, classify),
      foreign key (merchant_id, game_type) references catalogue_game_type (merchant_id, game_type)
    );

    create table catalogue_game (
      id bigint generated always as identity primary key,
      merchant_id int not null,
      -- The game's id towards the web (favourites, recent, launch).
      node_id int not null check (node_id > 0),
      display_name text not null check (length(display_name) between 1 and 100),
      game_name text not null check (length(game_name) between 1 and 100),
      game_code text not null check (game_code ~ '^[A-Za-z0-9_.-]{1,64}$'),
      vassalage text not null,
      game_type text not null,
      game_classify text,
      icon_key text not null check (icon_key ~ '^game-[a-z0-9_-]{1,64}$'),
      is_hot boolean not null default false,
      -- VASSALAGE: the tile opens the vendor's own game list in a popup (spec 4.8).
      is_game text not null default 'GAME' check (is_game in ('GAME', 'VASSALAGE')),
      -- Spec 3: 0 means a free trial is offered.
      support_play smallint not null default 1 check (support_play in (0, 1)),
      account_type_name text not null check (length(account_type_name) between 1 and 64),
      sort int not null default 0,
      is_new boolean not null default false,
      unique (merchant_id, node_id),
      unique (merchant_id, icon_key),
      foreign key (merchant_id, vassalage, game_type)
        references catalogue_vendor_game_type (merchant_id, vassalage, game_type),
      -- A null classify skips this check (MATCH SIMPLE): a game need not have one.
      foreign key (merchant_id, game_type, game_classify)
        references catalogue_game_classify (merchant_id, game_type, classify)
    );

    -- The game list (spec 7.3): by type, optionally vendor and classify, in sort order; node_id breaks ties
    -- so that pages never overlap.
    create index catalogue_game_by_type on catalogue_game (merchant_id, game_type, sort, node_id);
    create index catalogue_game_by_vendor on catalogue_game (merchant_id, vassalage, game_type, sort, node_id);
    create index catalogue_game_by_classify on catalogue_game (merchant_id, game_type, game_classify, sort, node_id)
      where game_classify is not null;
    -- Every type at once (SEARCH, ALL) in sort order.
    create index catalogue_game_by_sort on catalogue_game (merchant_id, sort, node_id);
    create index catalogue_game_hot on catalogue_game (merchant_id, sort, node_id) where is_hot;
    -- Search by name (lower(display_name) like '%term%').
    create index catalogue_game_name_search on catalogue_game using gin (lower(display_name) gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table catalogue_game, catalogue_game_classify, catalogue_vendor_game_type, catalogue_game_type,
      catalogue_vendor
  `.execute(db);
}
