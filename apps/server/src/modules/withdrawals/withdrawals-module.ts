import type { ServerModule } from '../../server-module';
import { startAutoReceipt } from './auto-receipt';
import { withdrawalRoutes } from './withdrawal-routes';

export const withdrawalsModule: ServerModule = {
  name: 'withdrawals',
  jobs: ({ app, db, jobs }) => startAutoReceipt(db, jobs, app.log),
  routes: async ({ app, db, config, jobs }) => {
    await app.register(withdrawalRoutes, { db, config, jobs });
  },
};
