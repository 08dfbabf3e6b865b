import type { ServerModule } from '../../server-module';
import { startDepositExpiry } from './deposit-expiry';
import { depositRoutes } from './deposit-routes';

export const depositsModule: ServerModule = {
  name: 'deposits',
  jobs: ({ app, db, jobs }) => startDepositExpiry(db, jobs, app.log),
  routes: async ({ app, db, config, jobs }) => {
    await app.register(depositRoutes, { db, config, jobs });
  },
};
