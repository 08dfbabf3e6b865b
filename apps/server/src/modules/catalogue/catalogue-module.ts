import type { ServerModule } from '../../server-module';
import { catalogueRoutes } from './catalogue-routes';
import { gameIconRoutes } from './game-icon-routes';

export const catalogueModule: ServerModule = {
  name: 'catalogue',
  routes: async ({ app, db }) => {
    await app.register(gameIconRoutes, { db });
    await app.register(catalogueRoutes, { db });
  },
};
