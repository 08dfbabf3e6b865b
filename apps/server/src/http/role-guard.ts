import type { Role } from '@platform/contracts/account';
import { roleOfType } from '@platform/contracts/account';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { SessionRow } from '../modules/sessions/session-repository';
import { lookupSession, type SessionConfig } from '../modules/sessions/session-service';
import { bearerToken } from '../modules/sessions/session-token';
import { ApiError } from './envelope';

export type SignedInRole = Exclude<Role, 'guest'>;

export type Caller = SessionRow & { role: SignedInRole };

export type GuardOptions = {
  /**
   * The few calls a session whose password must change may still make (member info, change
   * password, logout): everything else answers PASSWORD_CHANGE_REQUIRED until it is changed.
   */
  duringPasswordChange?: boolean;
};

export type RequireRole = (
  request: FastifyRequest,
  roles: readonly SignedInRole[],
  options?: GuardOptions,
) => Promise<Caller>;

/**
 * The one role guard. Every handler that is not public calls it first; public
 * handlers say so in a comment. Guests are simply callers without a session, so they are never
 * listed: a missing or unknown token is LOGIN_REQUIRED, a trial account where only real accounts
 * may go is TRIAL_NOT_ALLOWED (the web tells it to register), any other role mismatch FORBIDDEN.
 */
export function createRoleGuard(db: Db, config: SessionConfig): RequireRole {
  return async (request, roles, options = {}) => {
    const token = bearerToken(request.headers.authorization);
    const session = await lookupSession(db, config, request.ctx.merchant.id, token);
    const role = roleOfType(session.type);
    if (!roles.includes(role)) {
      throw new ApiError(role === 'trial' ? 'TRIAL_NOT_ALLOWED' : 'FORBIDDEN');
    }
    if (session.mustChangePassword && !options.duringPasswordChange) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
    return { ...session, role };
  };
}
