import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { withdrawalLimitsBodySchema, withdrawalLimitsValueSchema } from '@platform/contracts/finance-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { updateWithdrawalLimits } from './withdraw-limits-service';

/** The brand's withdrawal limits, edited on the console's payment settings page (config.manage, as its channels). */
export const withdrawLimitsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    ADMIN_API.withdrawalLimits,
    {
      config: forStaff('config.manage'),
      schema: { body: withdrawalLimitsBodySchema, response: { 200: envelopeSchema(withdrawalLimitsValueSchema) } },
    },
    async (req) => ok(await updateWithdrawalLimits(db, req.ctx.merchant, req.body, auditActorOf(req))),
  );
};
