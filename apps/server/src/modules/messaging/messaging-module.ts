import type { ServerModule } from '../../server-module';
import { messagingRoutes } from './messaging-routes';

export const messagingModule: ServerModule = {
  name: 'messaging',
  routes: async ({ app, db, config }) => {
    await app.register(messagingRoutes, { db, config });
  },
};
