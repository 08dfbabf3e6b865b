import type { ServerModule } from '../../server-module';
import { startAutoReceipt } from './auto-receipt';
import { bankAccountRoutes } from './bank-account-routes';
import { withdrawConfirmationRoutes } from './withdraw-confirmation-routes';
import type { WithdrawalDeps } from './withdraw-deps';
import { withdrawLimitsRoutes } from './withdraw-limits-routes';
import { withdrawReviewRoutes } from './withdraw-review-routes';
import { withdrawRoutes } from './withdraw-routes';

/** Withdrawals: bank accounts, requests, operator decisions, confirmations, and automatic receipt. */
export const withdrawalsModule: ServerModule = {
  name: 'withdrawals',
  jobs: ({ app, db, jobs }) => startAutoReceipt(db, jobs, app.log),
  routes: async ({ app, db, jobs }) => {
    const deps: WithdrawalDeps = { db, jobs };
    await app.register(bankAccountRoutes, { deps });
    await app.register(withdrawRoutes, { deps });
    await app.register(withdrawConfirmationRoutes, { deps });
    await app.register(withdrawReviewRoutes, { deps });
    await app.register(withdrawLimitsRoutes, { db });
  },
};
