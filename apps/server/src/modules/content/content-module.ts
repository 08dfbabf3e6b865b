import type { ServerModule } from '../../server-module';
import { contentRoutes } from './content-routes';

/** The back office's content: what the lobby shows besides games, edited by each brand's staff. */
export const contentModule: ServerModule = {
  name: 'content',
  routes: async ({ app, db }) => {
    await app.register(contentRoutes, { db });
  },
};
