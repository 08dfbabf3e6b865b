import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  operatorDecisionBodySchema,
  operatorDepositSchema,
  operatorDepositsQuerySchema,
  operatorDepositsValueSchema,
} from '@platform/contracts/deposit';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import type { DepositDeps } from './deposit-deps';
import { decideManualDeposit, operatorDeposits } from './operator-deposit-service';

const decisionSchema = {
  params: z.object({ id: z.string().max(20) }),
  // A decision without a remark may come without a body at all (Fastify validates that as null).
  body: operatorDecisionBodySchema.nullish(),
  response: { 200: envelopeSchema(operatorDepositSchema) },
};

/** The back office's deposit queue: the list, and confirming or rejecting a bank transfer (audited). */
export const depositReviewRoutes: FastifyPluginAsyncZod<{ deps: DepositDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.get(
    ADMIN_API.staffDeposits,
    {
      config: forStaff('deposits.review'),
      schema: {
        querystring: operatorDepositsQuerySchema,
        response: { 200: envelopeSchema(operatorDepositsValueSchema) },
      },
    },
    async (req) => {
      return ok(await operatorDeposits(db, req.ctx.merchant, req.query));
    },
  );

  for (const [path, action] of [
    [ADMIN_API.staffDepositConfirm, 'CONFIRM'],
    [ADMIN_API.staffDepositReject, 'REJECT'],
  ] as const) {
    app.post(path, { config: forStaff('deposits.review'), schema: decisionSchema }, async (req) => {
      return ok(
        await decideManualDeposit(db, req.ctx.merchant, {
          orderId: req.params.id,
          by: auditActorOf(req),
          action,
          remark: req.body?.remark || undefined,
        }),
      );
    });
  }
};
