import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  gameListOnlyValueSchema,
  popularGamesQuerySchema,
  winnerBoardQuerySchema,
  winnerBoardValueSchema,
} from '@platform/contracts/lobby';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import { popularGames } from './popular-games';
import { winnerBoard } from './winner-board';

/** The home page's public rows: popular games and the winner board (names masked). */
export const winnerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Public, like the lobby.
  app.get(
    API.popularGames,
    {
      config: PUBLIC,
      schema: { querystring: popularGamesQuerySchema, response: { 200: envelopeSchema(gameListOnlyValueSchema) } },
    },
    async (req) => ok(await popularGames(db, req.ctx.merchant.id, req.query)),
  );

  // Public, like the lobby.
  app.get(
    API.winnerBoard,
    {
      config: PUBLIC,
      schema: { querystring: winnerBoardQuerySchema, response: { 200: envelopeSchema(winnerBoardValueSchema) } },
    },
    async (req) => ok(await winnerBoard(db, req.ctx.merchant, req.query)),
  );
};
