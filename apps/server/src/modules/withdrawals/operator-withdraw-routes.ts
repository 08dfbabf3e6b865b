import { API } from '@platform/contracts/api-paths';
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
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { decideWithdrawal, operatorWithdrawals } from './withdraw-decision-service';
import { OPERATOR, type WithdrawalDeps } from './withdraw-deps';

/** The operator API for withdrawals (until the back office exists): the list and the decisions. */
export const operatorWithdrawalRoutes: FastifyPluginAsyncZod<{ deps: WithdrawalDeps }> = async (app, { deps }) => {
  const { db, jobs } = deps;
  const decisionSchema = {
    params: z.object({ id: z.string().max(40) }),
    // The remark is optional, and so is the whole body (Fastify reads an empty one as null).
    body: operatorDecisionBodySchema.nullish(),
    response: { 200: envelopeSchema(operatorWithdrawalValueSchema) },
  };

  app.get(
    API.operatorWithdrawals,
    {
      config: onlyFor(OPERATOR),
      schema: {
        querystring: operatorWithdrawalsQuerySchema,
        response: { 200: envelopeSchema(operatorWithdrawalsValueSchema) },
      },
    },
    async (req) => {
      return ok(await operatorWithdrawals(db, req.ctx.merchant, req.query));
    },
  );

  app.post(API.operatorWithdrawalApprove, { config: onlyFor(OPERATOR), schema: decisionSchema }, async (req) => {
    const operator = callerOf(req);
    const order = await decideWithdrawal(db, jobs, req.ctx.merchant, req.params.id, {
      decision: 'APPROVE',
      operatorId: operator.memberId,
      remark: req.body?.remark,
    });
    return ok({ order });
  });

  app.post(API.operatorWithdrawalReject, { config: onlyFor(OPERATOR), schema: decisionSchema }, async (req) => {
    const operator = callerOf(req);
    const order = await decideWithdrawal(db, jobs, req.ctx.merchant, req.params.id, {
      decision: 'REJECT',
      operatorId: operator.memberId,
      remark: req.body?.remark,
    });
    return ok({ order });
  });
};
