import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { operatorDecisionBodySchema } from '@platform/contracts/deposit';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  operatorWithdrawalsQuerySchema,
  operatorWithdrawalsValueSchema,
  operatorWithdrawalValueSchema,
} from '@platform/contracts/withdraw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { decideWithdrawal, operatorWithdrawals } from './withdraw-decision-service';
import type { WithdrawalDeps } from './withdraw-deps';

/** The back office's withdrawal queue: the list, and approving or rejecting (audited). */
export const withdrawReviewRoutes: FastifyPluginAsyncZod<{ deps: WithdrawalDeps }> = async (app, { deps }) => {
  const { db, jobs } = deps;
  const decisionSchema = {
    params: z.object({ id: z.string().max(40) }),
    // The remark is optional, and so is the whole body (Fastify reads an empty one as null).
    body: operatorDecisionBodySchema.nullish(),
    response: { 200: envelopeSchema(operatorWithdrawalValueSchema) },
  };

  app.get(
    ADMIN_API.staffWithdrawals,
    {
      config: forStaff('withdrawals.review'),
      schema: {
        querystring: operatorWithdrawalsQuerySchema,
        response: { 200: envelopeSchema(operatorWithdrawalsValueSchema) },
      },
    },
    async (req) => {
      return ok(await operatorWithdrawals(db, req.ctx.merchant, req.query));
    },
  );

  for (const [path, decision] of [
    [ADMIN_API.staffWithdrawalApprove, 'APPROVE'],
    [ADMIN_API.staffWithdrawalReject, 'REJECT'],
  ] as const) {
    app.post(path, { config: forStaff('withdrawals.review'), schema: decisionSchema }, async (req) => {
      const order = await decideWithdrawal(db, jobs, req.ctx.merchant, req.params.id, {
        decision,
        by: auditActorOf(req),
        remark: req.body?.remark,
      });
      return ok({ order });
    });
  }
};
