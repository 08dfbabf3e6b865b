import { API, apiPath } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  dicePlayBodySchema,
  minesCashOutBodySchema,
  minesRevealBodySchema,
  minesStartBodySchema,
  plinkoPlayBodySchema,
  roulettePlayBodySchema,
  STUDIO_INSTANT_ENGINES,
  type StudioEngine,
  type StudioInstantEngine,
  slotPlayBodySchema,
  studioClientSeedBodySchema,
  studioClientSeedValueSchema,
  studioRotateSeedBodySchema,
  studioRotateSeedValueSchema,
  studioRoundsExportQuerySchema,
  studioRoundValueSchema,
  studioSessionBodySchema,
  studioSessionValueSchema,
} from '@platform/contracts/studio';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { exportRevealedRounds } from './studio-export';
import { openStudioSession, rotateSeedPair } from './studio-fairness-service';
import { resolveStudioLaunch, type StudioLaunch, type StudioMember } from './studio-launch';
import { cashOutMinesRound, revealMines } from './studio-mines-moves';
import { type PlayContext, playInstant, startMinesRound } from './studio-play-service';

const INSTANT_BODIES: Record<StudioInstantEngine, z.ZodObject> = {
  slot: slotPlayBodySchema,
  roulette: roulettePlayBodySchema,
  dice: dicePlayBodySchema,
  plinko: plinkoPlayBodySchema,
};

const roundResponse = { 200: envelopeSchema(studioRoundValueSchema) };

/**
 * The in-house studio's calls from its game pages (contracts/studio.ts): each needs a player's
 * session and a live launch of the member's own for a studio game (the engine's, for a play). Real
 * rounds go through the seamless wallet in-process; trial rounds use the launch's play money.
 */
export const studioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Trial accounts too: they launch free trials only (game-launch-service), so every launch of
  // theirs plays with the launch's play money.
  const PLAYERS = ['trial', 'member', 'agent'] as const;

  /** The signed-in player. */
  async function memberOf(req: FastifyRequest): Promise<StudioMember> {
    const caller = callerOf(req);
    return { merchantId: req.ctx.merchant.id, memberId: caller.memberId };
  }

  async function launchOf(
    req: FastifyRequest,
    launchId: string,
    expected?: { engine: StudioEngine; field: string },
  ): Promise<StudioLaunch> {
    return resolveStudioLaunch(db, await memberOf(req), launchId, expected);
  }

  const playContext = (req: FastifyRequest, launch: StudioLaunch): PlayContext => ({
    db,
    launch,
    currency: req.ctx.merchant.currency,
  });

  app.post(
    API.studioSession,
    {
      config: onlyFor(PLAYERS),
      schema: { body: studioSessionBodySchema, response: { 200: envelopeSchema(studioSessionValueSchema) } },
    },
    async (req) => ok(await openStudioSession(db, await launchOf(req, req.body.launchId), req.ctx.merchant)),
  );

  app.post(
    API.studioClientSeed,
    {
      config: onlyFor(PLAYERS),
      schema: { body: studioClientSeedBodySchema, response: { 200: envelopeSchema(studioClientSeedValueSchema) } },
    },
    async (req) => ok(await rotateSeedPair(db, await launchOf(req, req.body.launchId), req.body.clientSeed)),
  );

  app.post(
    API.studioRotateSeed,
    {
      config: onlyFor(PLAYERS),
      schema: { body: studioRotateSeedBodySchema, response: { 200: envelopeSchema(studioRotateSeedValueSchema) } },
    },
    async (req) => ok(await rotateSeedPair(db, await launchOf(req, req.body.launchId))),
  );

  // One route per instant engine, each validating its own body.
  for (const engine of STUDIO_INSTANT_ENGINES) {
    app.post(
      apiPath(API.studioPlay, { engine }),
      { config: onlyFor(PLAYERS), schema: { body: INSTANT_BODIES[engine], response: roundResponse } },
      async (req) => {
        const body = req.body as Record<string, unknown> & { launchId: string; requestId: string };
        const launch = await launchOf(req, body.launchId, { engine, field: 'params.engine' });
        return ok(await playInstant(playContext(req, launch), engine, body));
      },
    );
  }

  const minesLaunch = (req: FastifyRequest, launchId: string) =>
    launchOf(req, launchId, { engine: 'mines', field: 'body.launchId' });

  app.post(
    API.studioMinesStart,
    { config: onlyFor(PLAYERS), schema: { body: minesStartBodySchema, response: roundResponse } },
    async (req) => ok(await startMinesRound(playContext(req, await minesLaunch(req, req.body.launchId)), req.body)),
  );

  app.post(
    API.studioMinesReveal,
    { config: onlyFor(PLAYERS), schema: { body: minesRevealBodySchema, response: roundResponse } },
    async (req) => ok(await revealMines(playContext(req, await minesLaunch(req, req.body.launchId)), req.body)),
  );

  app.post(
    API.studioMinesCashOut,
    { config: onlyFor(PLAYERS), schema: { body: minesCashOutBodySchema, response: roundResponse } },
    async (req) => ok(await cashOutMinesRound(playContext(req, await minesLaunch(req, req.body.launchId)), req.body)),
  );

  // JSON lines for docs/verify-rounds.mjs, outside the envelope (refusals still come in it).
  app.get(
    API.studioRoundsExport,
    { config: onlyFor(PLAYERS), schema: { querystring: studioRoundsExportQuerySchema, response: { 200: z.string() } } },
    async (req, reply) => {
      const text = await exportRevealedRounds(db, await memberOf(req), req.query.limit);
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rounds.jsonl"')
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};
