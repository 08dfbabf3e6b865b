import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  staffCreateBodySchema,
  staffCreatedValueSchema,
  staffListQuerySchema,
  staffListValueSchema,
  staffMemberValueSchema,
  staffRoleBodySchema,
} from '@platform/contracts/staff-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf, staffOf } from '../../http/staff-guard';
import { actOnStaffMember, createStaffMember, type StaffAction, scopeOf, staffMembers } from './staff-admin-service';

/** Staff management (staff.manage): list, open, and change another staff member's account. */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const access = forStaff('staff.manage');
  const params = z.object({ id: z.string().max(12) });

  app.get(
    ADMIN_API.staffMembers,
    {
      config: access,
      schema: { querystring: staffListQuerySchema, response: { 200: envelopeSchema(staffListValueSchema) } },
    },
    async (req) => ok(await staffMembers(db, scopeOf(staffOf(req), req.ctx.merchant.id), req.query)),
  );

  app.post(
    ADMIN_API.staffMembers,
    {
      config: access,
      schema: { body: staffCreateBodySchema, response: { 200: envelopeSchema(staffCreatedValueSchema) } },
    },
    async (req) => ok(await createStaffMember(db, staffOf(req), req.ctx.merchant.id, req.body, auditActorOf(req))),
  );

  const act = (req: FastifyRequest & { params: { id: string } }, action: StaffAction) => {
    const caller = staffOf(req);
    return actOnStaffMember(db, caller, scopeOf(caller, req.ctx.merchant.id), req.params.id, action, auditActorOf(req));
  };

  app.post(
    ADMIN_API.staffMemberRole,
    {
      config: access,
      schema: { params, body: staffRoleBodySchema, response: { 200: envelopeSchema(staffMemberValueSchema) } },
    },
    async (req) => ok(await act(req, { kind: 'role', role: req.body.role })),
  );

  for (const [path, kind] of [
    [ADMIN_API.staffMemberLock, 'lock'],
    [ADMIN_API.staffMemberUnlock, 'unlock'],
    [ADMIN_API.staffMemberResetSecondFactor, 'reset-second-factor'],
    [ADMIN_API.staffMemberEndSessions, 'end-sessions'],
  ] as const) {
    app.post(
      path,
      { config: access, schema: { params, response: { 200: envelopeSchema(staffMemberValueSchema) } } },
      async (req) => ok(await act(req, { kind })),
    );
  }
};
