import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { findAndTouchSession, insertSession, type SessionRow } from './session-repository';
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
 * The live session of a token, or a refusal: an unknown or revoked token (logged out, password
 * changed) asks for a login; one past its idle or absolute lifetime says it expired. Both
 * lifetimes are exact: the idle time runs from the last request, which every call records in the
 * same statement that reads the session.
 */
export async function lookupSession(
  db: Db,
  config: SessionConfig,
  merchantId: number,
  token: string | undefined,
): Promise<SessionRow> {
  if (!token) throw new ApiError('LOGIN_REQUIRED');
  const now = new Date();
  const idleSeconds = config.SESSION_IDLE_MINUTES * 60;
  const session = await findAndTouchSession(db, { tokenHash: hashSessionToken(token), merchantId, now, idleSeconds });
  if (!session || session.revokedAt) throw new ApiError('LOGIN_REQUIRED');
  // Not revoked here: the timestamps already say it, and every later call keeps answering SESSION_EXPIRED.
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now.getTime() || idleMs >= idleSeconds * 1000) {
    throw new ApiError('SESSION_EXPIRED');
  }
  return session;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
