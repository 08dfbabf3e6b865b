import type { ServerModule } from '../../server-module';
import { betRecordsRoutes } from './bet-records-routes';

export const betRecordsModule: ServerModule = {
  name: 'bet-records',
  routes: async ({ app, db }) => {
    await app.register(betRecordsRoutes, { db });
  },
};
