import { type Kysely, sql } from 'kysely';

/**
 * - The lobby's device id with each login: a random id the browser keeps, so risk can see other
 *   members of the brand who signed in from the same browser even from another address. It is the
 *   client's word, so only a hint: short, of a safe alphabet, and null when the browser sent none.
 *   The partial index answers "who else used this device" within the brand.
 * - A vendor's or a game's maintenance can say why and until when, as the site's maintenance does
 *   (migration 0039); the lobby shows both when a player opens it.
 * - The reports' rollup gains the transfer-wallet vendors' net win (their VENDOR_SETTLEMENT
 *   transactions, decision 0049). Days already written lack it, so the rollup is dropped (the
 *   tables a brand's change of time zone empties) and the rollup job writes it again from the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table member_login add column device_id text check (device_id ~ '^[A-Za-z0-9_-]{16,64}$');
    create index member_login_device on member_login (merchant_id, device_id, member_id) where device_id is not null;

    alter table catalogue_vendor
      add column maintenance_message text check (char_length(maintenance_message) <= 500),
      add column maintenance_until timestamptz;
    alter table catalogue_game
      add column maintenance_message text check (char_length(maintenance_message) <= 500),
      add column maintenance_until timestamptz;

    alter table report_day_brand add column transfer_net bigint not null default 0;
    alter table report_day_game add column transfer_net bigint not null default 0;
    delete from report_day_brand;
    delete from report_day_game;
    delete from report_day_channel;
    delete from report_player_days;
    delete from report_first_deposit;
    delete from report_rollup;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table report_day_game drop column transfer_net;
    alter table report_day_brand drop column transfer_net;
    alter table catalogue_game drop column maintenance_message, drop column maintenance_until;
    alter table catalogue_vendor drop column maintenance_message, drop column maintenance_until;
    drop index member_login_device;
    alter table member_login drop column device_id;
  `.execute(db);
}
