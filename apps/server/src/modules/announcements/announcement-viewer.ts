import { roleOfType } from '@platform/contracts/account';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { SessionCache, SessionRow } from '../sessions/session-cache';
import { isFirstLoginSession } from '../sessions/session-reads';
import { bearerToken } from '../sessions/session-token';

/** Who reads the announcements: a visitor, or a signed-in lobby user (member, agent or trial). */
export type Viewer = { kind: 'visitor' } | { kind: 'member'; firstLogin: boolean };

const VISITOR: Viewer = { kind: 'visitor' };

/**
 * The announcement call is public, so a session is optional here and never a reason to refuse:
 * no token, an unknown, revoked or expired one, or a staff member's (no lobby session) all read as a
 * visitor. The next call that needs the session reports the expiry as usual.
 */
export async function viewerOf(db: Db, sessions: SessionCache, request: FastifyRequest): Promise<Viewer> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return VISITOR;
  let session: SessionRow;
  try {
    session = await sessions.lookup(request.ctx.merchant.id, token);
  } catch (error) {
    if (error instanceof ApiError) return VISITOR;
    throw error;
  }
  if (roleOfType(session.type) === 'operator') return VISITOR;
  return { kind: 'member', firstLogin: await isFirstLoginSession(db, session.sessionId) };
}
