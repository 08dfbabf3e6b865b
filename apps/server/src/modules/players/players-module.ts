import type { ServerModule } from '../../server-module';
import { playerAccountRoutes } from './player-account-routes';
import { playerAdminRoutes } from './player-admin-routes';
import { playerHistoryRoutes } from './player-history-routes';

/** The back office's player pages: search, profile and history, lock, sessions, password, upline, messages. */
export const playersModule: ServerModule = {
  name: 'players',
  routes: async ({ app, db, sessions }) => {
    await app.register(playerAdminRoutes, { db, sessions });
    await app.register(playerHistoryRoutes, { db });
    await app.register(playerAccountRoutes, { db, sessions });
  },
};
