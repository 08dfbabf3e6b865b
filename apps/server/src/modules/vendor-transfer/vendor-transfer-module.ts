import type { ServerModule } from '../../server-module';
import { vendorTransferAdminRoutes } from './vendor-transfer-admin-routes';
import { transferTimingOf } from './vendor-transfer-deps';
import { startVendorTransferReconciler } from './vendor-transfer-reconciler';

/**
 * Transfer-wallet vendors: the wallet's routes make their calls; this checks unknown outcomes, and
 * lets finance staff list them and ask the vendor now.
 */
export const vendorTransferModule: ServerModule = {
  name: 'vendor-transfer',
  jobs: ({ app, db, config, jobs }) =>
    startVendorTransferReconciler({ db, jobs, log: app.log, timing: transferTimingOf(config) }),
  routes: async ({ app, db, config, jobs }) => {
    await app.register(vendorTransferAdminRoutes, {
      deps: { db, jobs, log: app.log, timing: transferTimingOf(config) },
    });
  },
};
