import type { ServerModule } from '../../server-module';
import { walletRoutes } from './wallet-routes';

export const walletModule: ServerModule = {
  name: 'wallet',
  routes: async ({ app, db, config, jobs }) => {
    await app.register(walletRoutes, { db, config, jobs });
  },
};
