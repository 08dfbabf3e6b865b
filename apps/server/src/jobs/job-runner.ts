import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import { isConnectionLoss } from '../db/connection-loss';
import { connectionSettings, type Db } from '../db/database';

/**
 * The process's one pg-boss: scheduled and retried jobs in the platform's own PostgreSQL (in its
 * schema `pgboss`, which pg-boss creates and migrates itself). Every process of the platform runs
 * one; a job is taken by exactly one of them. Features declare their queues with `queue()` and
 * send jobs with `send()`, inside their own database transaction when the job must exist exactly
 * when their change does.
 */
export type JobRunner = {
  /** Creates the queue if it is new and starts this process's worker on it. */
  queue<T extends object>(queue: JobQueue<T>, handler: (data: T) => Promise<void>): Promise<void>;
  /** Sends a job to a declared queue; with `trx` it commits (or not) with the caller's transaction. */
  send<T extends object>(queue: JobQueue<T>, data: T, options?: SendOptions): Promise<string | null>;
};

export type QueueSpec = {
  name: string;
  /**
   * 'short': at most one waiting job per singletonKey (a second send with the key is dropped);
   * 'standard': no such rule.
   */
  policy: 'standard' | 'short';
  retryLimit?: number;
  retryDelaySeconds?: number;
};

/**
 * A queue as its module defines it once: its name, policy and the type of its jobs' data, so the
 * code that sends a job and the worker that takes it cannot disagree on either.
 */
export type JobQueue<T extends object> = QueueSpec & { readonly jobData?: T };

export function defineQueue<T extends object>(spec: QueueSpec): JobQueue<T> {
  return spec;
}

export type SendOptions = { startAfter?: Date; singletonKey?: string; trx?: Db };

/** pg-boss runs its SQL through this when a job must be written inside a Kysely transaction. */
function inTransaction(trx: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

export async function startJobRunner(options: {
  config: Config;
  connectionString: string;
  log: FastifyBaseLogger;
}): Promise<JobRunner & { stop(): Promise<void> }> {
  const { config, connectionString, log } = options;
  // Tests build an app per test file: no maintenance or cron clock there, only the workers they
  // exercise. Elsewhere pg-boss archives and deletes finished jobs itself.
  const light = config.NODE_ENV === 'test';
  const boss = new PgBoss({
    ...connectionSettings(connectionString),
    application_name: 'platform-jobs',
    max: 4,
    pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
    supervise: !light,
    schedule: !light,
    migrate: true,
  });
  boss.on('error', (error) => {
    // A Ctrl-C reaches the embedded PostgreSQL too, which then ends every connection (57P01) while
    // the app is still closing; or the database is out of reach for a while. pg-boss's workers and
    // its pool keep trying by themselves and resume when it is back.
    if ((error as { code?: string }).code === '57P01') log.warn('job runner: database connection ended by the server');
    else if (isConnectionLoss(error)) log.warn({ reason: error.message }, 'job runner: database unreachable');
    else log.error({ err: error }, 'job runner error');
  });
  await boss.start();

  const declared = new Set<string>();
  return {
    async queue(spec, handler) {
      const options = {
        name: spec.name,
        policy: spec.policy,
        retryLimit: spec.retryLimit ?? 5,
        retryDelay: spec.retryDelaySeconds ?? 30,
        retryBackoff: true,
      };
      // Server processes starting together on one database race to create the same queue, and
      // PostgreSQL refuses one of them (a deadlock or a duplicate): the queue exists then, so the
      // loser asks again, and pg-boss finds it.
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(spec.name, options);
          break;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
        }
      }
      declared.add(spec.name);
      await boss.work<object>(spec.name, { batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            log.warn({ err: error, queue: spec.name, jobId: job.id }, 'job failed; pg-boss retries it');
            throw error;
          }
        }
      });
    },
    async send({ name }, data, { startAfter, singletonKey, trx } = {}) {
      // pg-boss 10 drops jobs of unknown queues silently: catch the mistake here instead.
      if (!declared.has(name)) throw new Error(`job queue ${name} was never declared`);
      return boss.send(name, data, {
        ...(startAfter && { startAfter }),
        ...(singletonKey && { singletonKey }),
        ...(trx && { db: inTransaction(trx) }),
      });
    },
    async stop() {
      // Graceful: a running job gets a few seconds to end; waiting workers stop at once.
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}

/** Starts the job runner with the app and stops it when the app closes. */
export async function installJobs(
  app: FastifyInstance,
  deps: { config: Config; connectionString: string },
): Promise<JobRunner> {
  const runner = await startJobRunner({ ...deps, log: app.log });
  app.addHook('onClose', () => runner.stop());
  return runner;
}
