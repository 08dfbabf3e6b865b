import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { createRoleGuard } from '../sessions/guard';
import { startAutoReceipt } from './auto-receipt';
import { bankAccountRoutes } from './bank-account-routes';
import { operatorWithdrawalRoutes } from './operator-withdrawal-routes';
import { withdrawConfirmationRoutes } from './withdraw-confirmation-routes';
import { withdrawRoutes } from './withdraw-routes';
import type { WithdrawalDeps } from './withdrawal-deps';

/** Withdrawals: bank accounts, requests, operator decisions, confirmations. */
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
