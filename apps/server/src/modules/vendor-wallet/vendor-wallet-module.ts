import type { ServerModule } from '../../server-module';
import { createIntegrationCache, type IntegrationCache } from './vendor-integration-cache';
import { startRoundSweeper } from './vendor-round-sweeper';
import { vendorWalletRoutes } from './vendor-wallet-routes';

/**
 * Seamless-wallet vendors: the callbacks they make, the integrations they are checked against
 * (kept per process), and the sweep that closes rounds they never ended.
 */
export function vendorWalletModule(): ServerModule {
  let integrations: IntegrationCache | undefined;
  return {
    name: 'vendor-wallet',
    jobs: ({ app, db, config, jobs }) =>
      startRoundSweeper(db, jobs, app.log, {
        timeoutHours: config.VENDOR_ROUND_TIMEOUT_HOURS,
        intervalSeconds: config.VENDOR_ROUND_SWEEP_SECONDS,
      }),
    processes: async ({ app, db, notifications }) => {
      const cache = createIntegrationCache(db, notifications);
      await cache.start();
      app.addHook('onClose', () => cache.close());
      integrations = cache;
    },
    routes: async ({ app, db, config }) => {
      if (!integrations) throw new Error('the integration cache starts with the processes, before any route');
      await app.register(vendorWalletRoutes, { db, config, integrations });
    },
  };
}
