import { startModeOf } from '../../deployment/start-mode';
import type { ServerModule } from '../../server-module';
import type { WalletCache } from '../wallet/wallet-cache';
import { vendorIntegrationAdminRoutes } from './vendor-integration-admin-routes';
import { createIntegrationCache, type IntegrationCache } from './vendor-integration-cache';
import { startRoundSweeper } from './vendor-round-sweeper';
import { VendorSessionCache } from './vendor-session-cache';
import { vendorWalletRoutes } from './vendor-wallet-routes';

/**
 * Seamless-wallet vendors: the callbacks they make, the integrations they are checked against
 * (kept per process) and the console's pages that set them, and the sweep that closes rounds they
 * never ended.
 */
export function vendorWalletModule(wallets: () => WalletCache): ServerModule {
  let integrations: IntegrationCache | undefined;
  let sessions: VendorSessionCache | undefined;
  return {
    name: 'vendor-wallet',
    jobs: ({ app, db, config, jobs }) =>
      startRoundSweeper(db, jobs, app.log, {
        timeoutHours: config.VENDOR_ROUND_TIMEOUT_HOURS,
        intervalSeconds: config.VENDOR_ROUND_SWEEP_SECONDS,
      }),
    processes: async ({ app, db, config, notifications, sessions: webSessions }) => {
      const cache = createIntegrationCache(db, notifications);
      const sessionCache = new VendorSessionCache(db, config, notifications, webSessions);
      await cache.start();
      await sessionCache.start();
      app.addHook('onClose', () => Promise.all([cache.close(), sessionCache.close()]));
      integrations = cache;
      sessions = sessionCache;
    },
    routes: async ({ app, db, config }) => {
      if (!integrations || !sessions) throw new Error('the vendor caches start with the processes, before any route');
      await app.register(vendorWalletRoutes, { db, config, integrations, sessions, wallets: wallets() });
      await app.register(vendorIntegrationAdminRoutes, { db, httpsOnly: startModeOf(config) === 'production' });
    },
  };
}
