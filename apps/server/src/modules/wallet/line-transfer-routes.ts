import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  lineTransferValueSchema,
  transferDownlineBodySchema,
  transferUplineBodySchema,
  uplineTransferInfoValueSchema,
} from '@platform/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { readUplineInfo, transferToDownline, transferToUpline } from './line-transfer-service';

/** Transfers in the agent line: any real account to its upline agent, an agent to its downline. */
export const lineTransferRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const REAL = ['member', 'agent'] as const;

  app.get(
    API.transferUplineInfo,
    { config: onlyFor(REAL), schema: { response: { 200: envelopeSchema(uplineTransferInfoValueSchema) } } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await readUplineInfo(db, req.ctx.merchant, caller.memberId));
    },
  );

  app.post(
    API.transferUpline,
    {
      config: onlyFor(REAL),
      schema: { body: transferUplineBodySchema, response: { 200: envelopeSchema(lineTransferValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await transferToUpline(db, req.ctx.merchant, caller, req.body));
    },
  );

  app.post(
    API.transferDownline,
    {
      config: onlyFor(['agent']),
      schema: { body: transferDownlineBodySchema, response: { 200: envelopeSchema(lineTransferValueSchema) } },
    },
    async (req) => {
      // Only agents have a downline: a member is FORBIDDEN, a trial account TRIAL_NOT_ALLOWED.
      const caller = callerOf(req);
      return ok(await transferToDownline(db, req.ctx.merchant, caller, req.body));
    },
  );
};
