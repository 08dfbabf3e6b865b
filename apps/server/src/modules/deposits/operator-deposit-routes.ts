import { API } from '@platform/contracts/api-paths';
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
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import type { DepositDeps } from './deposit-deps';
import { decideManualDeposit, operatorDeposits } from './operator-deposit-service';

const decisionSchema = {
  params: z.object({ id: z.string().max(20) }),
  // A decision without a remark may come without a body at all (Fastify validates that as null).
  body: operatorDecisionBodySchema.nullish(),
  response: { 200: envelopeSchema(operatorDepositSchema) },
};

/** The operator API for deposits (role 'operator', until the back office exists). */
export const operatorDepositRoutes: FastifyPluginAsyncZod<{ deps: DepositDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const OPERATOR = ['operator'] as const;

  app.get(
    API.operatorDeposits,
    {
      config: onlyFor(OPERATOR),
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
    [API.operatorDepositConfirm, 'CONFIRM'],
    [API.operatorDepositReject, 'REJECT'],
  ] as const) {
    app.post(path, { config: onlyFor(OPERATOR), schema: decisionSchema }, async (req) => {
      const operator = callerOf(req);
      return ok(
        await decideManualDeposit(db, req.ctx.merchant, {
          orderId: req.params.id,
          operatorId: operator.memberId,
          action,
          remark: req.body?.remark || undefined,
        }),
      );
    });
  }
};
