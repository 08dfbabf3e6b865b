import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import type { RequireRole } from '../sessions/guard';

/** What the withdrawal routes share; built once in withdrawal-routes. */
export type WithdrawalDeps = { db: Db; jobs: JobRunner; requireRole: RequireRole };

/** Who may withdraw: real accounts (the guard tells trial accounts TRIAL_NOT_ALLOWED). */
export const REAL = ['member', 'agent'] as const;
export const OPERATOR = ['operator'] as const;
