import { type Kysely, sql } from 'kysely';

/**
 * The startup configuration of each merchant (spec 3, permission response), and the trigger that
 * tells every server process when a merchant's configuration changed so it drops its cache.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table merchant (
      id serial primary key,
      code text not null unique check (code ~ '^[A-Z0-9_]{2,32}$'),
      name text not null,
      currency char(3) not null,
      currency_symbol text not null,
      default_language text not null,
      languages text[] not null check (cardinality(languages) > 0),
      maintenance boolean not null default false,
      main_domain text not null,
      gtag_id text,
      image_cdns text[] not null default '{}',
      launch_game_cdns text[] not null default '{}',
      rsa_public_key text not null,
      rsa_private_key text not null,
      created_at timestamptz not null default now(),
      check (default_language = any (languages))
    );

    create table merchant_domain (
      merchant_id int not null references merchant(id),
      domain text primary key check (domain = lower(domain)),
      kind text not null check (kind in ('MAIN', 'MIRROR')),
      sort int not null default 0
    );

    create table whitelabel_module (
      merchant_id int not null references merchant(id),
      mod_id text not null,
      parent_mod_id text,
      enabled boolean not null,
      sort int not null default 0,
      primary key (merchant_id, mod_id),
      foreign key (merchant_id, parent_mod_id) references whitelabel_module(merchant_id, mod_id)
    );

    create table register_field_config (
      merchant_id int not null references merchant(id),
      field text not null,
      enabled boolean not null,
      required boolean not null,
      accepted_pattern text not null,
      pattern_id int not null check (pattern_id between 0 and 22),
      min_length int not null check (min_length >= 0),
      max_length int not null check (max_length >= min_length),
      sort int not null default 0,
      primary key (merchant_id, field)
    );

    create table customer_service (
      id serial primary key,
      merchant_id int not null references merchant(id),
      cs_type text not null,
      url text not null,
      sort int not null default 0
    );

    create table site_resource (
      id serial primary key,
      merchant_id int not null references merchant(id),
      resource_type text not null,
      name text not null,
      label_name_en text not null,
      url text not null,
      sort int not null default 0
    );

    create table help_center_entry (
      id serial primary key,
      merchant_id int not null references merchant(id),
      language text not null,
      term text not null check (term ~ '^[a-z0-9-]+$'),
      title text not null,
      content text not null,
      sort int not null default 0,
      unique (merchant_id, language, term)
    );

    create table merchant_blocked_country (
      merchant_id int not null references merchant(id),
      country char(2) not null check (country = upper(country)),
      primary key (merchant_id, country)
    );

    create table merchant_denied_network (
      merchant_id int not null references merchant(id),
      network cidr not null,
      primary key (merchant_id, network)
    );

    create function notify_merchant_config_changed() returns trigger language plpgsql as $$
    declare
      changed_merchant int;
    begin
      if tg_table_name = 'merchant' then
        changed_merchant := coalesce(new.id, old.id);
      elsif tg_op = 'DELETE' then
        changed_merchant := old.merchant_id;
      else
        changed_merchant := new.merchant_id;
      end if;
      perform pg_notify('merchant_config_changed', changed_merchant::text);
      return null;
    end $$;
  `.execute(db);

  for (const table of [
    'merchant',
    'merchant_domain',
    'whitelabel_module',
    'register_field_config',
    'customer_service',
    'site_resource',
    'help_center_entry',
    'merchant_blocked_country',
    'merchant_denied_network',
  ]) {
    await sql`
      create trigger ${sql.raw(`${table}_changed`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_merchant_config_changed()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table merchant_denied_network, merchant_blocked_country, help_center_entry, site_resource,
      customer_service, register_field_config, whitelabel_module, merchant_domain, merchant;
    drop function notify_merchant_config_changed;
  `.execute(db);
}
