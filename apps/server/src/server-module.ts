import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Notifications } from './db/notification-listener';
import { installJobs, type JobRunner } from './jobs/job-runner';
import type { SessionCache } from './modules/sessions/session-cache';
import type { MerchantConfigCache } from './modules/system/merchant-config-cache';

/** The app as modules see it: routes are declared with the contracts' zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the platform hands every module. */
export type Platform = {
  app: ZodApp;
  db: Db;
  config: Config;
  connectionString: string;
  /** The process's one LISTEN connection, shared by every cache and feed that follows a channel. */
  notifications: Notifications;
  /** The brands' configuration, kept current by the system module (and read by the request context). */
  merchants: MerchantConfigCache;
  /** Member sessions verified by this process, dropped everywhere when one ends. */
  sessions: SessionCache;
  jobs: JobRunner;
};

/**
 * A module's one registration: everything it adds to a server process, each part in its own slot
 * so that a reader (or a test) sees what a module runs without reading its routes. Route plugins
 * only declare routes; whatever runs in the background is started here.
 */
export type ServerModule = {
  name: string;
  /**
   * Its subscriptions to what other modules announce (the ledger's committed money movements).
   * Called first, before any job or route can move money, and without the job runner, which is
   * started after them so that it stops before them when the app closes (a job finishing during
   * shutdown is still heard).
   */
  subscriptions?: (platform: Omit<Platform, 'jobs'>) => void;
  /**
   * Its job queues with this process's workers, its self-renewing schedules, and the start-up
   * sweeps that catch what lost jobs (or a process down at the time) would miss. Before routes,
   * so a route's first `send` finds its queue declared.
   */
  jobs?: (platform: Platform) => Promise<void>;
  /** Long-running loops of the process (the crash game's rounds); each stops when the app closes. */
  processes?: (platform: Platform) => Promise<void>;
  /** Its HTTP routes; every route declares who may call it (http/route-access.ts). */
  routes?: (platform: Platform) => Promise<void>;
};

/**
 * Registers the modules phase by phase, in the order given within each phase: subscriptions, then
 * the job runner, jobs, processes, routes. Fastify closes in the reverse order of this start.
 */
export async function registerModules(
  base: Omit<Platform, 'jobs'>,
  modules: readonly ServerModule[],
): Promise<Platform> {
  for (const module of modules) module.subscriptions?.(base);
  const jobs = await installJobs(base.app, { config: base.config, connectionString: base.connectionString });
  const platform: Platform = { ...base, jobs };
  for (const module of modules) await module.jobs?.(platform);
  for (const module of modules) await module.processes?.(platform);
  for (const module of modules) await module.routes?.(platform);
  return platform;
}
