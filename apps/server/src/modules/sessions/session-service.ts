import type { Config } from '../../config';
import { ApiError } from '../../http/envelope';
import { type DbOrTrx, findSessionByHash, insertSession, type SessionRow, touchSession } from './session-repository';
import { hashSessionToken, newSessionToken } from './session-token';

export type SessionConfig = Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>;

/** last_seen_at is written at most this often: a write per request would cost more than the idle check gains. */
const TOUCH_INTERVAL_MS = 60_000;

/** Starts a session and returns the bearer token; only its hash is stored. */
export async function issueSession(
  db: DbOrTrx,
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
 * changed) asks for a login; one past its idle or absolute lifetime says it expired.
 */
export async function lookupSession(
  db: DbOrTrx,
  config: SessionConfig,
  merchantId: number,
  token: string | undefined,
): Promise<SessionRow> {
  if (!token) throw new ApiError('LOGIN_REQUIRED');
  const session = await findSessionByHash(db, hashSessionToken(token));
  if (!session || session.revokedAt || session.merchantId !== merchantId) throw new ApiError('LOGIN_REQUIRED');
  const now = Date.now();
  const idleMs = now - session.lastSeenAt.getTime();
  // Not revoked here: the timestamps already say it, and every later call keeps answering SESSION_EXPIRED.
  if (session.expiresAt.getTime() <= now || idleMs > config.SESSION_IDLE_MINUTES * 60_000) {
    throw new ApiError('SESSION_EXPIRED');
  }
  if (idleMs > TOUCH_INTERVAL_MS) await touchSession(db, session.sessionId);
  return session;
}
