import { roleMay } from '@platform/contracts/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { bearerToken } from '../modules/sessions/session-token';
import { type StaffCaller, staffOfToken } from '../modules/staff/staff-service';
import { ApiError } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member, on routes whose access names a staff permission: the staff guard admitted it. */
    staff?: StaffCaller;
  }
}

/**
 * The back office's guard, as the role guard is the lobby's: a route whose access names a staff
 * permission gets it in front of its handler. A player's token is no staff session
 * (LOGIN_REQUIRED); a staff member of another brand, or whose role lacks the permission, is
 * FORBIDDEN; one whose password someone else chose is served nothing but the calls that replace it
 * (PASSWORD_CHANGE_REQUIRED). The brand is the request's (resolved from its host), so a brand's staff never reach
 * another brand's data; the platform owner works on whichever brand's host it calls.
 */
export function installStaffGuard(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (typeof access !== 'object' || !('staff' in access)) return;
    const permission = access.staff;
    const duringPasswordChange = access.duringPasswordChange === true;
    const handler = route.handler;
    route.handler = async function guarded(this: FastifyInstance, request, reply) {
      const staff = await staffOfToken(db, bearerToken(request.headers.authorization), request.ctx.ip);
      if (staff.merchantId !== null && staff.merchantId !== request.ctx.merchant.id) throw new ApiError('FORBIDDEN');
      if (permission !== 'signed-in' && !roleMay(staff.role, permission)) throw new ApiError('FORBIDDEN');
      if (staff.mustChangePassword && !duringPasswordChange) throw new ApiError('PASSWORD_CHANGE_REQUIRED');
      request.staff = staff;
      return handler.call(this, request, reply);
    };
  });
}

/** The staff member the staff guard admitted to this route. */
export function staffOf(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw new Error(`${request.routeOptions.url} reads a staff member but its access names none`);
  return request.staff;
}

/** The audit trail's actor for what this staff member does in this request. */
export function auditActorOf(request: FastifyRequest) {
  const staff = staffOf(request);
  return { staffId: staff.staffId, account: staff.account, role: staff.role, ip: request.ctx.ip };
}
