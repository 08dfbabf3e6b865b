import type { ServerModule } from '../../server-module';
import { accountRoutes } from './account-routes';
import { startTrialCleanup } from './trial-cleanup';

export const accountsModule: ServerModule = {
  name: 'accounts',
  jobs: ({ app, db, config, jobs }) =>
    startTrialCleanup(db, jobs, app.log, {
      idleDays: config.TRIAL_ACCOUNT_IDLE_DAYS,
      intervalSeconds: config.TRIAL_CLEANUP_SWEEP_SECONDS,
    }),
  routes: async ({ app, db, config, sessions }) => {
    await app.register(accountRoutes, { db, config, sessions });
  },
};
