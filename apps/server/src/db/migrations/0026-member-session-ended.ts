import { type Kysely, sql } from 'kysely';

/**
 * Server processes keep the sessions they verified in memory (modules/sessions/session-cache.ts):
 * whatever ends a session, or changes what it says of its caller, notifies them all on the
 * `member_session_ended` channel after its commit, whoever wrote it (logout, password change, the
 * back office ending every session of a member, a hand-written update). The payload is the token
 * hash of an ended session, or `member:<id>` when a member's account name or type changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function member_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('member_session_ended', old.token_hash);
      return null;
    end $$;
    create trigger member_session_revoked after update of revoked_at, expires_at, must_change_password
      on member_session for each row
      when (old.revoked_at is distinct from new.revoked_at or old.expires_at is distinct from new.expires_at
        or old.must_change_password is distinct from new.must_change_password)
      execute function member_session_ended();
    create trigger member_session_deleted after delete on member_session
      for each row execute function member_session_ended();

    create function member_sessions_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('member_session_ended', 'member:' || old.id);
      return null;
    end $$;
    create trigger member_sessions_changed after update of type, account on member for each row
      when (old.type is distinct from new.type or old.account is distinct from new.account)
      execute function member_sessions_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger member_sessions_changed on member;
    drop function member_sessions_changed;
    drop trigger member_session_deleted on member_session;
    drop trigger member_session_revoked on member_session;
    drop function member_session_ended;
  `.execute(db);
}
