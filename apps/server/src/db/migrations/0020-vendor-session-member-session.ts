import { type Kysely, sql } from 'kysely';

/**
 * A game session opened at a vendor belongs to the member's web session that launched it.
 * Logging out (or any revocation of that web session: a password change, an operator) ends its
 * game sessions too; a vendor's balance and debit calls then answer SESSION_EXPIRED (credits and
 * rollbacks still go through, as for any expired session). Null for sessions opened before this.
 * A purge of web sessions must never take a game session with it (its wins must still settle):
 * the link is cleared instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table vendor_launch_token
      add column member_session_id bigint references member_session(id) on delete set null;
    alter table vendor_session
      add column member_session_id bigint references member_session(id) on delete set null;
    create index vendor_session_member_session on vendor_session (member_session_id)
      where member_session_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table vendor_session drop column member_session_id;
    alter table vendor_launch_token drop column member_session_id;
  `.execute(db);
}
