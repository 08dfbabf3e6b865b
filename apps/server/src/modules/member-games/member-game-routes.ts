import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { favoriteRoutes } from './favorite-routes';
import { gamePlayRoutes } from './game-play-routes';
import { winnerRoutes } from './winner-routes';

/** What players do with games (favourites, recent, launch and its page, popular, winners). */
export const memberGameRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(favoriteRoutes, { db, config });
  await app.register(gamePlayRoutes, { db, config });
  await app.register(winnerRoutes, { db });
};
