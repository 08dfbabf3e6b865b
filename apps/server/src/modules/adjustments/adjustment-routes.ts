import {
  adjustmentDecisionBodySchema,
  adjustmentPolicySchema,
  adjustmentRequestBodySchema,
  adjustmentSchema,
  adjustmentsPageSchema,
  adjustmentsQuerySchema,
} from '@platform/contracts/adjustments';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import {
  adjustmentPolicy,
  adjustmentsPage,
  changeAdjustmentPolicy,
  decideAdjustment,
  requestAdjustment,
} from './adjustment-service';

/** Manual adjustments of members' main wallets, with four eyes above the brand's threshold. */
export const adjustmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ADMIN_API.adjustments,
    {
      config: forStaff('adjustments.request'),
      schema: { querystring: adjustmentsQuerySchema, response: { 200: envelopeSchema(adjustmentsPageSchema) } },
    },
    async (req) => ok(await adjustmentsPage(db, req.ctx.merchant, req.query)),
  );

  app.post(
    ADMIN_API.adjustments,
    {
      config: forStaff('adjustments.request'),
      schema: { body: adjustmentRequestBodySchema, response: { 200: envelopeSchema(adjustmentSchema) } },
    },
    async (req) => ok(await requestAdjustment(db, req.ctx.merchant, auditActorOf(req), req.body)),
  );

  for (const [path, approve] of [
    [ADMIN_API.adjustmentApprove, true],
    [ADMIN_API.adjustmentReject, false],
  ] as const) {
    app.post(
      path,
      {
        config: forStaff('adjustments.approve'),
        schema: {
          params: z.object({ id: z.string().max(20) }),
          body: adjustmentDecisionBodySchema.nullish(),
          response: { 200: envelopeSchema(adjustmentSchema) },
        },
      },
      async (req) =>
        ok(
          await decideAdjustment(db, req.ctx.merchant, auditActorOf(req), req.params.id, {
            approve,
            remark: req.body?.remark,
          }),
        ),
    );
  }

  app.get(
    ADMIN_API.adjustmentPolicy,
    { config: forStaff('adjustments.request'), schema: { response: { 200: envelopeSchema(adjustmentPolicySchema) } } },
    async (req) => ok(await adjustmentPolicy(db, req.ctx.merchant)),
  );

  app.put(
    ADMIN_API.adjustmentPolicy,
    {
      config: forStaff('config.manage'),
      schema: { body: adjustmentPolicySchema, response: { 200: envelopeSchema(adjustmentPolicySchema) } },
    },
    async (req) => ok(await changeAdjustmentPolicy(db, req.ctx.merchant, auditActorOf(req), req.body.fourEyesAbove)),
  );
};
