import type { ServerModule } from '../../server-module';
import { accountRoutes } from './account-routes';

export const accountsModule: ServerModule = {
  name: 'accounts',
  routes: async ({ app, db, config, sessions }) => {
    await app.register(accountRoutes, { db, config, sessions });
  },
};
