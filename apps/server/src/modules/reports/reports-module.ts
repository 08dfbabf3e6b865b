import type { ServerModule } from '../../server-module';
import { startReportRollupJob } from './report-rollup-job';
import { reportRoutes } from './report-routes';

/** The back office's dashboard and reports, read from the ledger through a daily rollup (decisions 0042, 0046). */
export const reportsModule: ServerModule = {
  name: 'reports',
  jobs: async ({ app, db, config, jobs }) => {
    if ((config.REPORT_ROLLUP_JOB ?? (config.NODE_ENV === 'test' ? 'off' : 'on')) === 'off') return;
    await startReportRollupJob(db, jobs, app.log, { intervalSeconds: config.REPORT_ROLLUP_SWEEP_SECONDS });
  },
  routes: async ({ app, db }) => {
    await app.register(reportRoutes, { db });
  },
};
