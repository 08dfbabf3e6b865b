import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { paymentPasswordStatusValueSchema, setPaymentPasswordBodySchema } from '@platform/contracts/withdraw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { hasPaymentPassword, setPaymentPassword } from './payment-password-service';

/** The payment password in the security centre: whether it is set, and setting or changing it. */
export const paymentPasswordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const REAL = ['member', 'agent'] as const;
  const statusResponse = { 200: envelopeSchema(paymentPasswordStatusValueSchema) };

  app.get(API.paymentPassword, { config: onlyFor(REAL), schema: { response: statusResponse } }, async (req) => {
    const caller = callerOf(req);
    return ok({ set: await hasPaymentPassword(db, caller.memberId) });
  });

  app.put(
    API.paymentPassword,
    { config: onlyFor(REAL), schema: { body: setPaymentPasswordBodySchema, response: statusResponse } },
    async (req) => {
      const caller = callerOf(req);
      await setPaymentPassword(db, caller.memberId, req.body);
      return ok({ set: true });
    },
  );
};
