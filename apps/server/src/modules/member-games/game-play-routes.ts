import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  gameLaunchQuerySchema,
  gameLaunchValueSchema,
  recentGamesQuerySchema,
  recentGamesValueSchema,
} from '@platform/contracts/lobby';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { BY_LAUNCH_ID, onlyFor } from '../../http/route-access';
import { nameIn, toGameTile } from '../catalogue/catalogue-tile';
import { findLiveLaunch } from './game-launch-repository';
import { LAUNCH_ID, launchGame, recentGames } from './game-launch-service';
import { PLAY_PAGE_HEADERS, renderLaunchNotFoundPage, renderPlayPage } from './game-play-page';

// Any text: a malformed id is answered like an unknown one, with the HTML page rather than JSON.
const launchParamsSchema = z.object({ launchId: z.string() });

/** Recent games, the launch (spec 4.8) and the page a launch URL opens. */
export const gamePlayRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.recentGames,
    {
      config: onlyFor(['trial', 'member', 'agent']),
      schema: { querystring: recentGamesQuerySchema, response: { 200: envelopeSchema(recentGamesValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await recentGames(db, { merchantId: req.ctx.merchant.id, memberId: caller.memberId }, req.query));
    },
  );

  // Spec 4.8 and 6: a trial account plays free trials only; real play answers TRIAL_NOT_ALLOWED
  // (the web offers to register).
  app.get(
    API.gameLaunch,
    {
      config: onlyFor(['trial', 'member', 'agent']),
      schema: { querystring: gameLaunchQuerySchema, response: { 200: envelopeSchema(gameLaunchValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      const who = {
        merchantId: req.ctx.merchant.id,
        memberId: caller.memberId,
        sessionId: caller.sessionId,
        trialAccount: caller.role === 'trial',
      };
      return ok(await launchGame(db, who, req.query, req.hostname));
    },
  );

  // Public: the unguessable launch id is the credential. Outside the JSON envelope: it is a page.
  app.get(
    API.gamePlay,
    { config: BY_LAUNCH_ID, schema: { params: launchParamsSchema, response: { 200: z.string(), 404: z.string() } } },
    async (req, reply) => {
      const { launchId } = req.params;
      const launch = LAUNCH_ID.test(launchId) ? await findLiveLaunch(db, req.ctx.merchant.id, launchId) : undefined;
      reply.headers(PLAY_PAGE_HEADERS).type('text/html; charset=utf-8');
      if (!launch) return reply.code(404).send(renderLaunchNotFoundPage());
      const tile = toGameTile(launch, launch.language);
      return reply.send(
        renderPlayPage({
          language: launch.language,
          gameName: tile.displayName,
          vendorName: nameIn(launch.language, {
            display_name: launch.vendor_name,
            display_name_ar: launch.vendor_name_ar,
          }),
          iconUrl: tile.iconUrl,
          trial: launch.trial,
        }),
      );
    },
  );
};
