import type { ServerModule } from '../../server-module';
import { staffAdminRoutes } from './staff-admin-routes';
import { staffRoutes } from './staff-routes';

/** The back office's staff: accounts, login with a mandatory second factor, sessions, and their management. */
export const staffModule: ServerModule = {
  name: 'staff',
  routes: async ({ app, db }) => {
    await app.register(staffRoutes, { db });
    await app.register(staffAdminRoutes, { db });
  },
};
