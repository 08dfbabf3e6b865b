import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  withdrawBodySchema,
  withdrawOrdersQuerySchema,
  withdrawOrdersValueSchema,
  withdrawSettingsValueSchema,
  withdrawValueSchema,
} from '@platform/contracts/withdraw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { REAL, type WithdrawalDeps } from './withdraw-deps';
import { ownWithdrawOrders, requestWithdrawal, withdrawSettings } from './withdraw-service';

/** The member's side of withdrawals: the page's settings, the request, the order list. */
export const withdrawRoutes: FastifyPluginAsyncZod<{ deps: WithdrawalDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    API.withdrawSettings,
    { config: onlyFor(REAL), schema: { response: { 200: envelopeSchema(withdrawSettingsValueSchema) } } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await withdrawSettings(db, req.ctx.merchant, caller.memberId));
    },
  );

  app.post(
    API.withdraw,
    {
      config: onlyFor(REAL),
      schema: { body: withdrawBodySchema, response: { 200: envelopeSchema(withdrawValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok({ order: await requestWithdrawal(db, req.ctx.merchant, caller.memberId, req.body) });
    },
  );

  app.get(
    API.withdrawOrders,
    {
      config: onlyFor(REAL),
      schema: {
        querystring: withdrawOrdersQuerySchema,
        response: { 200: envelopeSchema(withdrawOrdersValueSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await ownWithdrawOrders(db, req.ctx.merchant, caller.memberId, req.query));
    },
  );
};
