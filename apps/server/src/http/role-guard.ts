import type { Role } from '@platform/contracts/account';
import { roleOfType } from '@platform/contracts/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionCache } from '../modules/sessions/session-cache';
import type { SessionRow } from '../modules/sessions/session-repository';
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
 * The one role guard, applied to every route whose access declaration names roles (see
 * installRoleGuard). Guests are simply callers without a session, so they are never listed: a missing or unknown token is LOGIN_REQUIRED, a trial account where only real accounts
 * may go is TRIAL_NOT_ALLOWED (the web tells it to register), any other role mismatch FORBIDDEN.
 */
export function createRoleGuard(sessions: SessionCache): RequireRole {
  return async (request, roles, options = {}) => {
    const token = bearerToken(request.headers.authorization);
    const session = await sessions.lookup(request.ctx.merchant.id, token);
    const role = roleOfType(session.type);
    if (!roles.includes(role)) {
      throw new ApiError(role === 'trial' ? 'TRIAL_NOT_ALLOWED' : 'FORBIDDEN');
    }
    if (session.mustChangePassword && !options.duringPasswordChange) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
    return { ...session, role };
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, on routes whose access names roles: the role guard admitted it. */
    caller?: Caller;
  }
}

/**
 * Makes each route's access declaration its enforcement, so the two cannot disagree: a route whose
 * `config.access` names roles gets the role guard in front of its handler, and the handler reads
 * the admitted caller with callerOf. The guard wraps the handler (as the request context's
 * admission does) rather than adding a hook, so it runs exactly where handlers used to call it:
 * after the body is decoded and validated. Installed before the request context, whose admission
 * then wraps it in turn and still answers first (unknown brand, region, maintenance).
 * The live socket is left to itself: it authenticates inside the socket (a 4401 close).
 */
export function installRoleGuard(app: FastifyInstance, guard: RequireRole): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (typeof access !== 'object' || !('roles' in access) || ('websocket' in route && route.websocket)) return;
    const { roles, duringPasswordChange } = access;
    const handler = route.handler;
    route.handler = async function guarded(this: FastifyInstance, request, reply) {
      request.caller = await guard(request, roles, { duringPasswordChange });
      return handler.call(this, request, reply);
    };
  });
}

/** The caller the role guard admitted to this route (one whose access names roles). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.routeOptions.url} reads a caller but its access names no roles`);
  return request.caller;
}
