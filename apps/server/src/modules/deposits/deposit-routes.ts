import { API } from '@platform/contracts/api-paths';
import {
  depositBodySchema,
  depositChannelsValueSchema,
  depositOrdersQuerySchema,
  depositOrdersValueSchema,
  depositValueSchema,
} from '@platform/contracts/deposit';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import type { JobRunner } from '../../jobs/job-runner';
import { type DepositDeps, publicBaseUrlOf } from './deposit-deps';
import { depositReviewRoutes } from './deposit-review-routes';
import { createDeposit, depositChannels, depositOrders } from './deposit-service';
import { paymentCallbackRoutes } from './payment-callback-routes';
import { createPaymentProviders } from './payment-provider';
import { paymentSettingsRoutes } from './payment-settings-routes';

/** Deposits: the member's depositv2 calls, the operator's decisions, provider callbacks. */
export const depositRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; jobs: JobRunner }> = async (
  app,
  { db, config, jobs },
) => {
  const deps: DepositDeps = {
    db,
    jobs,
    providers: createPaymentProviders(config),
    publicBaseUrl: publicBaseUrlOf(config),
  };
  // Real accounts only: the guard tells a trial account to register.
  const MEMBERS = ['member', 'agent'] as const;

  app.get(
    API.depositChannels,
    { config: onlyFor(MEMBERS), schema: { response: { 200: envelopeSchema(depositChannelsValueSchema) } } },
    async (req) => {
      return ok(await depositChannels(deps, req.ctx.merchant, requestLanguage(req.headers['accept-language'])));
    },
  );

  app.post(
    API.deposit,
    {
      config: onlyFor(MEMBERS),
      schema: { body: depositBodySchema, response: { 200: envelopeSchema(depositValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(
        await createDeposit(deps, { merchant: req.ctx.merchant, memberId: caller.memberId, log: req.log }, req.body),
      );
    },
  );

  app.get(
    API.depositOrders,
    {
      config: onlyFor(MEMBERS),
      schema: { querystring: depositOrdersQuerySchema, response: { 200: envelopeSchema(depositOrdersValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await depositOrders(deps, req.ctx.merchant, caller.memberId, req.query));
    },
  );

  await app.register(depositReviewRoutes, { deps });
  await app.register(paymentSettingsRoutes, { db });
  await app.register(paymentCallbackRoutes, { deps });
};
