import type { ServerModule } from '../../server-module';
import { favoriteRoutes } from './favorite-routes';
import { gamePlayRoutes } from './game-play-routes';
import { winnerRoutes } from './winner-routes';

/** What players do with games: favourites, recent, launch and its page, popular, winners. */
export const memberGamesModule: ServerModule = {
  name: 'member-games',
  routes: async ({ app, db }) => {
    await app.register(favoriteRoutes, { db });
    await app.register(gamePlayRoutes, { db });
    await app.register(winnerRoutes, { db });
  },
};
