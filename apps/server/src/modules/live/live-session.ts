import { roleOfType } from '@platform/contracts/account';
import { ApiError } from '../../http/envelope';
import type { SessionCache } from '../sessions/session-cache';
import { hashSessionToken } from '../sessions/session-token';

export type LiveSession = { memberId: number; tokenHash: string };

/**
 * The socket's auth message: a live session of this merchant, of a player: a member or agent
 * (their balances), or a trial account (its free-trial crash rounds; its ledger balance never
 * moves, so no balance event ever reaches it). Operator sessions do not get the socket. Throws the
 * refusal an HTTP call would get.
 */
export async function authenticateLive(
  sessions: SessionCache,
  merchantId: number,
  token: string,
): Promise<LiveSession> {
  const session = await sessions.lookup(merchantId, token);
  const role = roleOfType(session.type);
  if (role !== 'member' && role !== 'agent' && role !== 'trial') throw new ApiError('FORBIDDEN');
  if (session.mustChangePassword) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
  return { memberId: session.memberId, tokenHash: hashSessionToken(token) };
}
