import { type Kysely, sql } from 'kysely';

/**
 * Server processes keep the game sessions that vendors' wallet calls name (modules/vendor-wallet/
 * vendor-session-cache.ts). What shortens a session notifies them all on `vendor_session_changed`
 * (payload: the session's hash): its end moved, its last use moved back (by hand: the platform only
 * moves it forward), or the row went. A use moving forward does not: a process that kept an older
 * last use reads the row again before calling the session idle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_vendor_session_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vendor_session_changed', old.session_hash);
      return null;
    end $$;
    create trigger vendor_session_shortened after update of expires_at, last_seen_at on vendor_session
      for each row
      when (old.expires_at is distinct from new.expires_at or new.last_seen_at < old.last_seen_at)
      execute function notify_vendor_session_changed();
    create trigger vendor_session_deleted after delete on vendor_session
      for each row execute function notify_vendor_session_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger vendor_session_deleted on vendor_session;
    drop trigger vendor_session_shortened on vendor_session;
    drop function notify_vendor_session_changed;
  `.execute(db);
}
