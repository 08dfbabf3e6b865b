import { securityValueSchema, totpConfirmBodySchema, totpEnrolmentValueSchema } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import type { AccountDeps } from './account-deps';
import { confirmTotpEnrolment, disableTotp, securityStatus, startTotpEnrolment } from './security-service';

/** The security centre: second-factor status and the authenticator (real accounts only). */
export const securityRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const REAL = ['member', 'agent'] as const;

  app.get(
    API.security,
    { config: onlyFor(REAL), schema: { response: { 200: envelopeSchema(securityValueSchema) } } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await securityStatus(db, caller.memberId));
    },
  );

  app.post(
    API.totp,
    { config: onlyFor(REAL), schema: { response: { 200: envelopeSchema(totpEnrolmentValueSchema) } } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await startTotpEnrolment(db, caller.memberId, req.ctx.merchant.name));
    },
  );

  app.put(
    API.totp,
    { config: onlyFor(REAL), schema: { body: totpConfirmBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (req) => {
      const caller = callerOf(req);
      await confirmTotpEnrolment(deps, caller.memberId, req.body.code);
      return ok(null);
    },
  );

  app.delete(
    API.totp,
    { config: onlyFor(REAL), schema: { body: totpConfirmBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (req) => {
      const caller = callerOf(req);
      await disableTotp(deps, caller.memberId, req.body.code);
      return ok(null);
    },
  );
};
