import { createServer } from 'node:http';
import fastifyCompress from '@fastify/compress';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { DatabaseHealth } from './db/database-health';
import { ApiError, ok } from './http/envelope';
import { installErrorHandling } from './http/error-handler';
import { lazyChildLoggerFactory } from './http/lazy-request-logger';
import { inputValidatorCompiler } from './http/nul-bytes';
import { installRequestContext } from './http/request-context';
import { responseSerializerCompiler } from './http/response-serializer';
import { installRouteAccessCheck, PUBLIC } from './http/route-access';
import { installSecurityHeaders, securityHeaderValues, securityPolicy } from './http/security-headers';
import { createStatusFastPath, type StatusFastPath } from './http/status-fast-path';
import { installWebApp } from './http/web-app';
import { installJobs } from './jobs/job-runner';
import { accountRoutes } from './modules/accounts/account-routes';
import { announcementRoutes } from './modules/announcements/announcement-routes';
import { betRecordsRoutes } from './modules/bet-records/bet-records-routes';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes';
import { gameIconRoutes } from './modules/catalogue/game-icon-routes';
import { depositRoutes } from './modules/deposits/deposit-routes';
import { installBalanceAnnouncer } from './modules/ledger/balance-announcements';
import { liveRoutes } from './modules/live/live-routes';
import { memberGameRoutes } from './modules/member-games/member-game-routes';
import { memberMessageRoutes } from './modules/member-messages/member-message-routes';
import { messagingRoutes } from './modules/messaging/messaging-routes';
import { operatorSessionRoutes } from './modules/operator/operator-session-routes';
import { paymentPasswordRoutes } from './modules/payment-password/payment-password-routes';
import { recordsRoutes } from './modules/records/records-routes';
import { startCrashGame } from './modules/studio/crash-game';
import { crashRoutes } from './modules/studio/crash-routes';
import { studioRoutes } from './modules/studio/studio-routes';
import { MerchantConfigCache } from './modules/system/merchant-config-cache';
import { systemRoutes } from './modules/system/system-routes';
import { vendorWalletRoutes } from './modules/vendor-wallet/vendor-wallet-routes';
import { walletRoutes } from './modules/wallet/wallet-routes';
import { withdrawalRoutes } from './modules/withdrawals/withdrawal-routes';

export type AppDeps = {
  config: Config;
  db: Db;
  connectionString: string;
  /** Shared with the pool and the embedded PostgreSQL's supervisor (main.ts); a fresh one otherwise. */
  health?: DatabaseHealth;
};

/** Builds the whole HTTP server (API and web app) on an open database; the caller listens. */
export async function buildApp({
  config,
  db,
  connectionString,
  health = new DatabaseHealth(),
}: AppDeps): Promise<FastifyInstance> {
  // Set once the merchant cache runs; until then (and while closing) every request goes to Fastify.
  let statusFastPath: StatusFastPath | undefined;
  const app = Fastify({
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (!statusFastPath?.(request, response)) handler(request, response);
      }),
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Per-request access lines would dominate the log and the CPU; errors are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // First, so that it sees every route registered after it.
  installRouteAccessCheck(app);

  const cache = new MerchantConfigCache(db, connectionString, config.MERCHANT_CODE, app.log);
  await cache.start();
  const security = securityPolicy(config);
  statusFastPath = createStatusFastPath(config, cache, securityHeaderValues(security));
  app.addHook('preClose', () => {
    statusFastPath = undefined;
  });
  app.addHook('onClose', () => cache.close());
  // First, so that every answer carries them, refusals of the request-context hooks too.
  await installSecurityHeaders(app, security);
  const admission = installRequestContext(app, config, cache);
  installErrorHandling(app, admission, health);
  // Answers over 1 KB (game lists, menus, banner images) go compressed to a phone on a slow
  // network: brotli at quality 4 or gzip, whichever the browser takes. The web app's files are
  // compressed at build time and sent as they are (web-app.ts).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  app.get(
    API.health,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(z.object({ database: z.literal('up') })) } } },
    async () => {
      try {
        await sql`select 1`.execute(db);
        health.reached();
        return ok({ database: 'up' as const });
      } catch (err) {
        if (!health.failed(err)) throw new ApiError('SERVICE_UNAVAILABLE');
        // Why, for whoever watches: since when, what the connection said, a restarting embedded cluster.
        throw new ApiError('DATABASE_UNAVAILABLE', health.report());
      }
    },
  );
  await app.register(systemRoutes);
  await app.register(messagingRoutes, { db, config });
  await app.register(accountRoutes, { db, config });
  await app.register(operatorSessionRoutes, { db, config });
  // Money: each feature registers its routes below.
  installBalanceAnnouncer(app, db);
  const jobs = await installJobs(app, { config, connectionString });
  await app.register(walletRoutes, { db, config, jobs });
  // The crash game: its rounds' fan-out feeds the live socket's `crash:subscribe`.
  const crash = await startCrashGame(app, { db, config, connectionString });
  await app.register(liveRoutes, { db, config, connectionString, merchants: cache, crash: crash.feed });
  await app.register(recordsRoutes, { db, config });
  await app.register(betRecordsRoutes, { db, config });
  await app.register(memberMessageRoutes, { db, config });
  await app.register(paymentPasswordRoutes, { db, config });
  await app.register(withdrawalRoutes, { db, config, jobs });
  await app.register(depositRoutes, { db, config, jobs });
  // Real play: the seamless-wallet callbacks vendors call.
  await app.register(vendorWalletRoutes, { db, config, jobs });
  // The in-house studio's game pages: real rounds through the seamless wallet in-process.
  await app.register(studioRoutes, { db, config, jobs });
  await app.register(crashRoutes, { db, config, crash });
  await app.register(gameIconRoutes, { db });
  await app.register(memberGameRoutes, { db, config });
  await app.register(catalogueRoutes, { db });
  await app.register(announcementRoutes, { db, config });
  await installWebApp(app, config.WEB_DIST, admission);
  return app;
}
