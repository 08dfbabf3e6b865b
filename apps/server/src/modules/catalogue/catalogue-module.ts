import type { ServerModule } from '../../server-module';
import { catalogueRoutes } from './catalogue-routes';
import { createCatalogueCaches, followCatalogueChanges } from './catalogue-service';
import { gameIconRoutes } from './game-icon-routes';

export const catalogueModule: ServerModule = {
  name: 'catalogue',
  routes: async ({ app, db, notifications }) => {
    const caches = createCatalogueCaches();
    const changes = followCatalogueChanges(caches, notifications);
    await changes.start();
    app.addHook('onClose', () => changes.close());
    await app.register(gameIconRoutes, { db });
    await app.register(catalogueRoutes, { db, caches });
  },
};
