import { API } from '@platform/contracts/api-paths';
import {
  crashBetBodySchema,
  crashBetValueSchema,
  crashCashOutBodySchema,
  crashFairnessValueSchema,
  crashHistoryQuerySchema,
  crashHistoryValueSchema,
  crashLaunchQuerySchema,
  crashStateValueSchema,
} from '@platform/contracts/crash';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { ok } from '../../../http/envelope';
import { callerOf } from '../../../http/role-guard';
import { onlyFor } from '../../../http/route-access';
import { resolveStudioLaunch } from '../studio-launch';
import { cashOutCrashBet, crashView, placeCrashBet } from './crash-bets';
import type { CrashGame } from './crash-game';
import { crashFairness, crashHistory } from './crash-history';

/**
 * The crash game's calls (contracts/crash.ts). Each needs a player's session (a trial account's
 * too) and a live launch of the crash game of their own; the round's live state goes out over the
 * socket.
 */
export const crashRoutes: FastifyPluginAsyncZod<{ db: Db; crash: CrashGame }> = async (app, { db, crash }) => {
  // Trial accounts too: their launches are free trials only (game-launch-service).
  const PLAYERS = ['trial', 'member', 'agent'] as const;
  const { deps } = crash;

  const launchOf = async (req: FastifyRequest, launchId: string, field: string) => {
    const caller = callerOf(req);
    const who = { merchantId: req.ctx.merchant.id, memberId: caller.memberId };
    return resolveStudioLaunch(db, who, launchId, { engine: 'crash', field });
  };
  const merchantOf = (req: FastifyRequest) => ({ id: req.ctx.merchant.id, currency: req.ctx.merchant.currency });

  app.post(
    API.crashBet,
    {
      config: onlyFor(PLAYERS),
      schema: { body: crashBetBodySchema, response: { 200: envelopeSchema(crashBetValueSchema) } },
    },
    async (req) => {
      const launch = await launchOf(req, req.body.launchId, 'body.launchId');
      return ok(await placeCrashBet(deps, merchantOf(req), launch, req.body));
    },
  );

  app.post(
    API.crashCashOut,
    {
      config: onlyFor(PLAYERS),
      schema: { body: crashCashOutBodySchema, response: { 200: envelopeSchema(crashBetValueSchema) } },
    },
    async (req) => {
      const launch = await launchOf(req, req.body.launchId, 'body.launchId');
      return ok(await cashOutCrashBet(deps, merchantOf(req), launch, req.body.roundNumber));
    },
  );

  app.get(
    API.crashState,
    {
      config: onlyFor(PLAYERS),
      schema: { querystring: crashLaunchQuerySchema, response: { 200: envelopeSchema(crashStateValueSchema) } },
    },
    async (req) => {
      const launch = await launchOf(req, req.query.launchId, 'querystring.launchId');
      return ok(await crashView(deps, merchantOf(req), launch));
    },
  );

  app.get(
    API.crashHistory,
    {
      config: onlyFor(PLAYERS),
      schema: { querystring: crashHistoryQuerySchema, response: { 200: envelopeSchema(crashHistoryValueSchema) } },
    },
    async (req) => {
      await launchOf(req, req.query.launchId, 'querystring.launchId');
      return ok(await crashHistory(db, req.ctx.merchant.id, req.query.limit));
    },
  );

  app.get(
    API.crashFairness,
    {
      config: onlyFor(PLAYERS),
      schema: { querystring: crashLaunchQuerySchema, response: { 200: envelopeSchema(crashFairnessValueSchema) } },
    },
    async (req) => {
      await launchOf(req, req.query.launchId, 'querystring.launchId');
      return ok(await crashFairness(db, req.ctx.merchant.id));
    },
  );
};
