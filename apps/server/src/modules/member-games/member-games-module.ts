import type { ServerModule } from '../../server-module';
import { memberGameRoutes } from './member-game-routes';

export const memberGamesModule: ServerModule = {
  name: 'member-games',
  routes: async ({ app, db, config }) => {
    await app.register(memberGameRoutes, { db, config });
  },
};
