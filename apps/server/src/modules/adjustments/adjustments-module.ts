import type { ServerModule } from '../../server-module';
import { adjustmentRoutes } from './adjustment-routes';

/** Manual credits and debits of members' main wallets by staff, four eyes above a threshold. */
export const adjustmentsModule: ServerModule = {
  name: 'adjustments',
  routes: async ({ app, db }) => {
    await app.register(adjustmentRoutes, { db });
  },
};
