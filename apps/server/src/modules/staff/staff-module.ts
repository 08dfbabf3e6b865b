import type { ServerModule } from '../../server-module';
import { staffRoutes } from './staff-routes';

/** The back office's staff: accounts, login with a mandatory second factor, sessions. */
export const staffModule: ServerModule = {
  name: 'staff',
  routes: async ({ app, db }) => {
    await app.register(staffRoutes, { db });
  },
};
