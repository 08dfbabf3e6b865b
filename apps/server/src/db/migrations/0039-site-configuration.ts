import { type Kysely, sql } from 'kysely';

/**
 * What the console's configuration and brands areas change besides the tables of migration 0001:
 * - the site's maintenance message and planned end, shown on the lobby's maintenance page;
 * - the brand's logo and theme colours, read with the startup configuration;
 * - vendors and games the operator hides (`enabled`), and maintenance of one game (a vendor's
 *   existed already);
 * - a notification on every catalogue change, so that each server process drops its cached lists
 *   at once instead of after their time to live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table merchant
      add column maintenance_message text check (char_length(maintenance_message) <= 500),
      add column maintenance_until timestamptz,
      add column logo_url text check (char_length(logo_url) <= 500),
      add column theme_primary text check (theme_primary ~ '^#[0-9a-f]{6}$'),
      add column theme_accent text check (theme_accent ~ '^#[0-9a-f]{6}$');

    alter table catalogue_vendor add column enabled boolean not null default true;
    alter table catalogue_game
      add column enabled boolean not null default true,
      add column maintenance boolean not null default false;

    create function notify_catalogue_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalogue_changed', '');
      return null;
    end $$;
    create trigger catalogue_vendor_changed after insert or update or delete or truncate
      on catalogue_vendor for each statement execute function notify_catalogue_changed();
    create trigger catalogue_game_changed after insert or update or delete or truncate
      on catalogue_game for each statement execute function notify_catalogue_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger catalogue_game_changed on catalogue_game;
    drop trigger catalogue_vendor_changed on catalogue_vendor;
    drop function notify_catalogue_changed;
    alter table catalogue_game drop column enabled, drop column maintenance;
    alter table catalogue_vendor drop column enabled;
    alter table merchant drop column maintenance_message, drop column maintenance_until, drop column logo_url,
      drop column theme_primary, drop column theme_accent;
  `.execute(db);
}
