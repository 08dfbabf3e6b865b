import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createRoleGuard } from '../../http/role-guard';
import type { JobRunner } from '../../jobs/job-runner';
import { startAutoReceipt } from './auto-receipt';
import { bankAccountRoutes } from './bank-account-routes';
import { operatorWithdrawalRoutes } from './operator-withdrawal-routes';
import { withdrawConfirmationRoutes } from './withdraw-confirmation-routes';
import { withdrawRoutes } from './withdraw-routes';
import type { WithdrawalDeps } from './withdrawal-deps';

/** Withdrawals (issue 4, item 4): bank accounts, requests, operator decisions, confirmations. */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; jobs: JobRunner }> = async (
  app,
  { db, config, jobs },
) => {
  const deps: WithdrawalDeps = { db, jobs, requireRole: createRoleGuard(db, config) };
  await app.register(bankAccountRoutes, { deps });
  await app.register(withdrawRoutes, { deps });
  await app.register(withdrawConfirmationRoutes, { deps });
  await app.register(operatorWithdrawalRoutes, { deps });
  await startAutoReceipt(db, jobs, app.log);
};
