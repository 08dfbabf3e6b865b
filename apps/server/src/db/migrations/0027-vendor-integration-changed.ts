import { type Kysely, sql } from 'kysely';

/**
 * Server processes keep the brands' vendor integrations (each wallet call checks the vendor's
 * signature with its secret) in memory; any change to them notifies every process, which then
 * reads them again (db/notified-cache.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_vendor_integration_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vendor_integration_changed', '');
      return null;
    end $$;
    create trigger game_vendor_integration_changed after insert or update or delete or truncate
      on game_vendor_integration for each statement execute function notify_vendor_integration_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger game_vendor_integration_changed on game_vendor_integration;
    drop function notify_vendor_integration_changed;
  `.execute(db);
}
