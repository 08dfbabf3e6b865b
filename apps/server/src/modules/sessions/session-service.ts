import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { SessionCache } from './session-cache';
import { insertSession } from './session-repository';
import { hashSessionToken, newSessionToken } from './session-token';

export type SessionConfig = Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>;

/** Starts a session and returns the bearer token; only its hash is stored. */
export async function issueSession(
  db: Db,
  config: SessionConfig,
  args: { memberId: number; ip: string; mustChangePassword: boolean },
): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    memberId: args.memberId,
    ip: args.ip,
    expiresAt: new Date(Date.now() + config.SESSION_MAX_HOURS * 3_600_000),
    mustChangePassword: args.mustChangePassword,
  });
  return token;
}

/**
 * Ends a session, here at once and on every other process when the change commits (the cache
 * hears it from the database); inside a caller's transaction, a request that reads the session
 * again before the commit is dropped by that notification.
 */
export async function revokeSession(db: Db, sessions: SessionCache, sessionId: string): Promise<void> {
  const ended = await db
    .updateTable('member_session')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .execute();
  for (const { token_hash } of ended) sessions.forgetToken(token_hash);
}

/** Ends every session of a member (password changed or reset), as revokeSession ends one. */
export async function revokeAllSessions(db: Db, sessions: SessionCache, memberId: number): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
  sessions.forgetMember(memberId);
}
