import type { ServerModule } from '../../server-module';
import { transferTimingOf } from './vendor-transfer-deps';
import { startVendorTransferReconciler } from './vendor-transfer-reconciler';

/** Transfer-wallet vendors: the wallet's routes make their calls; this checks unknown outcomes. */
export const vendorTransferModule: ServerModule = {
  name: 'vendor-transfer',
  jobs: ({ app, db, config, jobs }) =>
    startVendorTransferReconciler({ db, jobs, log: app.log, timing: transferTimingOf(config) }),
};
