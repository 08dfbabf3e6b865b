import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import type { PaymentProviders } from './payment-provider';

/** What the deposit routes and services share; built once in deposit-routes. */
export type DepositDeps = {
  db: Db;
  /** The process's job runner: each online order's expiry is a job. */
  jobs: JobRunner;
  providers: PaymentProviders;
  /** This site as browsers and providers reach it, without a trailing slash. */
  publicBaseUrl: string;
};

export function publicBaseUrlOf(config: Config): string {
  return (config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
