import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { countryOf } from '../region/region-rules';
import type { SessionConfig } from './session-service';

/** What other modules may know of member sessions, so that only sessions queries member_session. */

/**
 * A member is at their first login for the whole session in which it happened: until the web's
 * first-login action records the moment (first_login_at still null), and afterwards while that same
 * session lasts. The web runs the action right after login, usually before the announcements load,
 * so first_login_at alone would hide the F popups from exactly the members they are written for.
 */
export async function isFirstLoginSession(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select(sql<boolean>`m.first_login_at is null or m.first_login_at >= s.created_at`.as('firstLogin'))
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return row?.firstLogin === true;
}

/**
 * Of the given sessions (token hashes), those that ended since their socket opened: logged out,
 * password changed, idle or past their lifetime. Read only: an open socket alone does not count
 * as activity, so it never keeps an abandoned session alive.
 */
export async function endedSessions(db: Db, config: SessionConfig, tokenHashes: string[]): Promise<Set<string>> {
  const ended = new Set(tokenHashes);
  if (tokenHashes.length === 0) return ended;
  const rows = await db
    .selectFrom('member_session')
    .select(['token_hash', 'revoked_at', 'expires_at', 'last_seen_at'])
    .where('token_hash', 'in', tokenHashes)
    .execute();
  const now = Date.now();
  for (const r of rows) {
    const idle = now - r.last_seen_at.getTime() > config.SESSION_IDLE_MINUTES * 60_000;
    if (!r.revoked_at && r.expires_at.getTime() > now && !idle) ended.delete(r.token_hash);
  }
  return ended;
}

/**
 * The token hash of the member session in column `memberSessionIdColumn` (null when it is gone): what
 * the sessions' `member_session_ended` notification names when that session ends.
 */
export function sessionTokenHashSql(memberSessionIdColumn: string): RawBuilder<string | null> {
  return sql<string | null>`(select s.token_hash from member_session s where s.id = ${sql.ref(memberSessionIdColumn)})`;
}

/**
 * Whether the member session in column `memberSessionIdColumn` was revoked (logged out, password
 * changed), as an SQL condition for a statement of another module (a game session's liveness).
 */
export function sessionRevokedSql(memberSessionIdColumn: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from member_session s
          where s.id = ${sql.ref(memberSessionIdColumn)} and s.revoked_at is not null)`;
}

/** Of the given members, those with a session used in the last `hours` hours (the database's clock). */
export async function membersSeenWithin(db: Db, memberIds: readonly number[], hours: number): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_session')
    .select('member_id')
    .distinct()
    .where('member_id', 'in', memberIds)
    .where('last_seen_at', '>=', sql<Date>`now() - make_interval(hours => ${hours})`)
    .execute();
  return new Set(rows.map((r) => r.member_id));
}

/** The sessions of a member of this brand that still work (not ended, not expired), newest first. */
export async function liveSessionsOf(db: Db, merchantId: number, memberId: number) {
  const rows = await db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select(['s.id', 's.created_at', 's.last_seen_at', 's.expires_at', 's.ip'])
    .where('m.merchant_id', '=', merchantId)
    .where('s.member_id', '=', memberId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    ip: row.ip,
    country: countryOf(row.ip),
  }));
}
