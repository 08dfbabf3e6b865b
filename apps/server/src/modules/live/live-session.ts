import { roleOfType } from '@platform/contracts/account';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { lookupSession, type SessionConfig } from '../sessions/session-service';
import { hashSessionToken } from '../sessions/session-token';

export type LiveSession = { memberId: number; tokenHash: string };

/**
 * The socket's auth message: a live session of this merchant, of a real account (members and
 * agents have balances; trial and operator sessions do not get the socket), as every wallet call
 * demands. Throws the refusal an HTTP call would get.
 */
export async function authenticateLive(
  db: Db,
  config: SessionConfig,
  merchantId: number,
  token: string,
): Promise<LiveSession> {
  const session = await lookupSession(db, config, merchantId, token);
  const role = roleOfType(session.type);
  if (role !== 'member' && role !== 'agent') throw new ApiError(role === 'trial' ? 'TRIAL_NOT_ALLOWED' : 'FORBIDDEN');
  if (session.mustChangePassword) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
  return { memberId: session.memberId, tokenHash: hashSessionToken(token) };
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
