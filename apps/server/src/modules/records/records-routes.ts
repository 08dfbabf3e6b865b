import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  bonusRecordsQuerySchema,
  bonusRecordsValueSchema,
  profitQuerySchema,
  profitValueSchema,
  transactionRecordsQuerySchema,
  transactionRecordsValueSchema,
} from '@platform/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { bonusRecords, profitRecords, transactionRecords } from './records-service';

/** Account record, profit and loss, bonus details: real accounts only (a trial account has no money). */
export const recordsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const REAL = ['member', 'agent'] as const;

  app.get(
    API.transactionRecords,
    {
      config: onlyFor(REAL),
      schema: {
        querystring: transactionRecordsQuerySchema,
        response: { 200: envelopeSchema(transactionRecordsValueSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await transactionRecords(db, { merchant: req.ctx.merchant, memberId: caller.memberId }, req.query));
    },
  );

  app.get(
    API.profitRecords,
    {
      config: onlyFor(REAL),
      schema: { querystring: profitQuerySchema, response: { 200: envelopeSchema(profitValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await profitRecords(db, { merchant: req.ctx.merchant, memberId: caller.memberId }, req.query));
    },
  );

  app.get(
    API.bonusRecords,
    {
      config: onlyFor(REAL),
      schema: { querystring: bonusRecordsQuerySchema, response: { 200: envelopeSchema(bonusRecordsValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await bonusRecords(db, { merchant: req.ctx.merchant, memberId: caller.memberId }, req.query));
    },
  );
};
