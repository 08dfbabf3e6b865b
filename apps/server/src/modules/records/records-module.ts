import type { ServerModule } from '../../server-module';
import { recordsRoutes } from './records-routes';

export const recordsModule: ServerModule = {
  name: 'records',
  routes: async ({ app, db }) => {
    await app.register(recordsRoutes, { db });
  },
};
