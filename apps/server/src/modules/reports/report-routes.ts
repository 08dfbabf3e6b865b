import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  channelReportSchema,
  dailyReportSchema,
  dashboardSchema,
  gameReportQuerySchema,
  gameReportSchema,
  reportRangeQuerySchema,
} from '@platform/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { channelReport, dailyReport, dashboard, gameReport } from './report-service';

/** The brand's dashboard (every role) and its reports, all read-only and all of the request's brand. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ADMIN_API.dashboard,
    { config: forStaff('dashboard.view'), schema: { response: { 200: envelopeSchema(dashboardSchema) } } },
    async (req) => ok(await dashboard(db, req.ctx.merchant)),
  );

  app.get(
    ADMIN_API.reportDaily,
    {
      config: forStaff('reports.view'),
      schema: { querystring: reportRangeQuerySchema, response: { 200: envelopeSchema(dailyReportSchema) } },
    },
    async (req) => ok(await dailyReport(db, req.ctx.merchant, req.query)),
  );

  app.get(
    ADMIN_API.reportGames,
    {
      config: forStaff('reports.view'),
      schema: { querystring: gameReportQuerySchema, response: { 200: envelopeSchema(gameReportSchema) } },
    },
    async (req) => ok(await gameReport(db, req.ctx.merchant, req.query)),
  );

  app.get(
    ADMIN_API.reportChannels,
    {
      config: forStaff('reports.view'),
      schema: { querystring: reportRangeQuerySchema, response: { 200: envelopeSchema(channelReportSchema) } },
    },
    async (req) => ok(await channelReport(db, req.ctx.merchant, req.query)),
  );
};
