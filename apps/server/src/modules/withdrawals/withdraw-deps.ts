import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';

/** What the withdrawal routes share; built once in withdrawals-module.ts. */
export type WithdrawalDeps = { db: Db; jobs: JobRunner };

/** Who may withdraw: real accounts (the guard tells trial accounts TRIAL_NOT_ALLOWED). */
export const REAL = ['member', 'agent'] as const;
