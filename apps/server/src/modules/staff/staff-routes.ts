import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  staffLoginBodySchema,
  staffLoginValueSchema,
  staffPasswordBodySchema,
  staffProfileSchema,
  staffSecondFactorBodySchema,
  staffSessionValueSchema,
} from '@platform/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import { forStaff, PUBLIC } from '../../http/route-access';
import { auditActorOf, staffOf } from '../../http/staff-guard';
import {
  changeOwnStaffPassword,
  completeStaffLogin,
  endStaffSession,
  staffProfile,
  startStaffLogin,
} from './staff-service';

/**
 * The back office's login: password, then the authenticator's code (enrolled at the first login),
 * then a staff session of its own, never a lobby session.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Public: this is how a staff member gets a session.
  app.post(
    ADMIN_API.staffLogin,
    {
      config: PUBLIC,
      schema: { body: staffLoginBodySchema, response: { 200: envelopeSchema(staffLoginValueSchema) } },
    },
    async (req) => {
      await consumeRateLimit(db, RATE_RULES.LOGIN_PER_IP, `staff:${req.ctx.ip}`);
      const { merchant, ip } = req.ctx;
      return ok(await startStaffLogin(db, { ...req.body, ip, merchantId: merchant.id, brandName: merchant.name }));
    },
  );

  // Public: the challenge of the password step is the credential.
  app.post(
    ADMIN_API.staffSecondFactor,
    {
      config: PUBLIC,
      schema: { body: staffSecondFactorBodySchema, response: { 200: envelopeSchema(staffSessionValueSchema) } },
    },
    async (req) => {
      await consumeRateLimit(db, RATE_RULES.LOGIN_PER_IP, `staff:${req.ctx.ip}`);
      return ok(await completeStaffLogin(db, { ...req.body, ip: req.ctx.ip }));
    },
  );

  app.get(
    ADMIN_API.staffMe,
    {
      config: forStaff('signed-in', { duringPasswordChange: true }),
      schema: { response: { 200: envelopeSchema(staffProfileSchema) } },
    },
    async (req) => ok(staffProfile(staffOf(req))),
  );

  // The staff member's own password: the only change a password chosen by someone else allows.
  app.post(
    ADMIN_API.staffPassword,
    {
      config: forStaff('signed-in', { duringPasswordChange: true }),
      schema: { body: staffPasswordBodySchema, response: { 200: envelopeSchema(staffProfileSchema) } },
    },
    async (req) => {
      await consumeRateLimit(db, RATE_RULES.LOGIN_PER_IP, `staff:${req.ctx.ip}`);
      return ok(await changeOwnStaffPassword(db, staffOf(req), req.body, auditActorOf(req)));
    },
  );

  app.post(
    ADMIN_API.staffLogout,
    {
      config: forStaff('signed-in', { duringPasswordChange: true }),
      schema: { response: { 200: envelopeSchema(z.null()) } },
    },
    async (req) => {
      await endStaffSession(db, staffOf(req));
      return ok(null);
    },
  );
};
