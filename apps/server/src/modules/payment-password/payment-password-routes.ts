import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { paymentPasswordStatusValueSchema, setPaymentPasswordBodySchema } from '@platform/contracts/withdraw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { createRoleGuard } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { hasPaymentPassword, setPaymentPassword } from './payment-password-service';

/** The payment password in the security centre: whether it is set, and setting or changing it. */
export const paymentPasswordRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const requireRole = createRoleGuard(db, config);
  const REAL = ['member', 'agent'] as const;
  const statusResponse = { 200: envelopeSchema(paymentPasswordStatusValueSchema) };

  app.get(API.paymentPassword, { config: onlyFor(REAL), schema: { response: statusResponse } }, async (req) => {
    const caller = await requireRole(req, REAL);
    return ok({ set: await hasPaymentPassword(db, caller.memberId) });
  });

  app.put(
    API.paymentPassword,
    { config: onlyFor(REAL), schema: { body: setPaymentPasswordBodySchema, response: statusResponse } },
    async (req) => {
      const caller = await requireRole(req, REAL);
      await setPaymentPassword(db, caller.memberId, req.body);
      return ok({ set: true });
    },
  );
};
