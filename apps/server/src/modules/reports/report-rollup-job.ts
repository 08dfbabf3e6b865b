import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { defineQueue, type JobRunner } from '../../jobs/job-runner';
import { startRepeatingJob } from '../../jobs/repeating-job';
import { fillRollup } from './report-rollup';

/**
 * The job that keeps every brand's report rollup up to its last closed day, so that a dashboard or
 * report read finds it written (a read writes at most the day that just closed, should it come
 * between a brand's midnight plus the settle time and the job's next run). It runs once at start,
 * which writes a new brand's or a new deployment's whole history outside any request, then every
 * `intervalSeconds`. The fill is idempotent per brand and day (decision 0042), so a run killed
 * mid-way resumes where it stopped, and two processes running it at once write each day once.
 */
export const REPORT_ROLLUP_QUEUE = defineQueue<Record<string, never>>({
  name: 'report-rollup',
  policy: 'short',
  retryLimit: 2,
});

/** Every brand's rollup brought up to its last closed day; a brand that fails does not hold up the others. */
export async function fillAllRollups(db: Db, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  const merchants = await db.selectFrom('merchant').select('id').orderBy('id').execute();
  let written = 0;
  let failure: unknown;
  for (const { id } of merchants) {
    try {
      written += await fillRollup(db, id);
    } catch (error) {
      log?.warn({ err: error, merchantId: id }, 'report rollup of a brand failed');
      failure ??= error;
    }
  }
  // pg-boss retries the run: the brands already written are nothing to do then.
  if (failure) throw failure;
  return written;
}

export async function startReportRollupJob(
  db: Db,
  jobs: JobRunner,
  log: FastifyBaseLogger,
  options: { intervalSeconds: number },
): Promise<void> {
  await startRepeatingJob(jobs, REPORT_ROLLUP_QUEUE, { ...options, runAtStart: true }, async () => {
    const days = await fillAllRollups(db, log);
    if (days > 0) log.info({ days }, 'report rollup days written');
  });
}
