import type { ServerModule } from '../../server-module';
import { playerAdminRoutes } from './player-admin-routes';

/** The back office's player pages: search, profile, lock, sessions, messages. */
export const playersModule: ServerModule = {
  name: 'players',
  routes: async ({ app, db, sessions }) => {
    await app.register(playerAdminRoutes, { db, sessions });
  },
};
