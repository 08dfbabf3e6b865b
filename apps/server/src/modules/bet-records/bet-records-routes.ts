import { API } from '@platform/contracts/api-paths';
import { betRecordsQuerySchema, betRecordsValueSchema } from '@platform/contracts/bet-records';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { betRecords } from './bet-records-service';

/**
 * The betting record: the caller's own rounds. Real accounts only (a trial account plays with play
 * money that never reaches a round); an agent sees its own bets here too, since agents may play,
 * while the agent centre's team betting (its downlines' rounds) is a call of its own, still to come.
 */
export const betRecordsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.betRecords,
    {
      config: onlyFor(['member', 'agent']),
      schema: { querystring: betRecordsQuerySchema, response: { 200: envelopeSchema(betRecordsValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await betRecords(db, { merchant: req.ctx.merchant, memberId: caller.memberId }, req.query));
    },
  );
};
