import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  paymentChannelBodySchema,
  paymentChannelCreateBodySchema,
  paymentChannelValueSchema,
  paymentSettingsValueSchema,
} from '@platform/contracts/finance-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { createPaymentChannel, paymentSettings, updatePaymentChannel } from './payment-settings-service';

/**
 * The brand's deposit channels and withdrawal limits for the back office. They decide where
 * members' money goes and how much may move, so they are configuration (config.manage), not the
 * finance reviewers' daily work.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ADMIN_API.paymentSettings,
    { config: forStaff('config.manage'), schema: { response: { 200: envelopeSchema(paymentSettingsValueSchema) } } },
    async (req) => ok(await paymentSettings(db, req.ctx.merchant)),
  );

  app.post(
    ADMIN_API.paymentChannels,
    {
      config: forStaff('config.manage'),
      schema: { body: paymentChannelCreateBodySchema, response: { 200: envelopeSchema(paymentChannelValueSchema) } },
    },
    async (req) => ok(await createPaymentChannel(db, req.ctx.merchant, req.body, auditActorOf(req))),
  );

  app.put(
    ADMIN_API.paymentChannel,
    {
      config: forStaff('config.manage'),
      schema: {
        params: z.object({ id: z.string().max(12) }),
        body: paymentChannelBodySchema,
        response: { 200: envelopeSchema(paymentChannelValueSchema) },
      },
    },
    async (req) => ok(await updatePaymentChannel(db, req.ctx.merchant, req.params.id, req.body, auditActorOf(req))),
  );
};
