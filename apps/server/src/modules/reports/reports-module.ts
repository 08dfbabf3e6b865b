import type { ServerModule } from '../../server-module';
import { reportRoutes } from './report-routes';

/** The back office's dashboard and reports, read from the ledger through a daily rollup (decision 0042). */
export const reportsModule: ServerModule = {
  name: 'reports',
  routes: async ({ app, db }) => {
    await app.register(reportRoutes, { db });
  },
};
