import { roleOfType } from '@platform/contracts/account';
import { ApiError } from '../../http/envelope';
import type { SessionCache } from '../sessions/session-cache';
import { hashSessionToken } from '../sessions/session-token';

export type LiveSession = { memberId: number; tokenHash: string };

/**
 * The socket's auth message: a live session of this merchant, of a real account (members and
 * agents have balances; trial and operator sessions do not get the socket), as every wallet call
 * demands. Throws the refusal an HTTP call would get.
 */
export async function authenticateLive(
  sessions: SessionCache,
  merchantId: number,
  token: string,
): Promise<LiveSession> {
  const session = await sessions.lookup(merchantId, token);
  const role = roleOfType(session.type);
  if (role !== 'member' && role !== 'agent') throw new ApiError(role === 'trial' ? 'TRIAL_NOT_ALLOWED' : 'FORBIDDEN');
  if (session.mustChangePassword) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
  return { memberId: session.memberId, tokenHash: hashSessionToken(token) };
}
