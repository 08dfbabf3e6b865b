import type { ServerModule } from '../../server-module';
import { startRoundSweeper } from './vendor-round-sweeper';
import { vendorWalletRoutes } from './vendor-wallet-routes';

/** Seamless-wallet vendors: the callbacks they make, and the sweep that closes rounds they never ended. */
export const vendorWalletModule: ServerModule = {
  name: 'vendor-wallet',
  jobs: ({ app, db, config, jobs }) =>
    startRoundSweeper(db, jobs, app.log, {
      timeoutHours: config.VENDOR_ROUND_TIMEOUT_HOURS,
      intervalSeconds: config.VENDOR_ROUND_SWEEP_SECONDS,
    }),
  routes: async ({ app, db, config }) => {
    await app.register(vendorWalletRoutes, { db, config });
  },
};
