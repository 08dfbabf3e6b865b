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
import { Notifications } from './db/notification-listener';
import { installAdminApp } from './http/admin-app';
import { ApiError, ok } from './http/envelope';
import { installErrorHandling } from './http/error-handler';
import { lazyChildLoggerFactory } from './http/lazy-request-logger';
import { inputValidatorCompiler } from './http/nul-bytes';
import { installRequestContext } from './http/request-context';
import { responseSerializerCompiler } from './http/response-serializer';
import { createRoleGuard, installRoleGuard } from './http/role-guard';
import { installRouteAccessCheck, PUBLIC } from './http/route-access';
import { installSecurityHeaders, securityHeaderValues, securityPolicy } from './http/security-headers';
import { installStaffGuard } from './http/staff-guard';
import { createStatusFastPath, type StatusFastPath } from './http/status-fast-path';
import { installWebApp } from './http/web-app';
import { accountsModule } from './modules/accounts/accounts-module';
import { adjustmentsModule } from './modules/adjustments/adjustments-module';
import { announcementsModule } from './modules/announcements/announcements-module';
import { auditModule } from './modules/audit/audit-module';
import { betRecordsModule } from './modules/bet-records/bet-records-module';
import { captchaModule } from './modules/captcha/captcha-module';
import { catalogueModule } from './modules/catalogue/catalogue-module';
import { contentModule } from './modules/content/content-module';
import { depositsModule } from './modules/deposits/deposits-module';
import { ledgerModule } from './modules/ledger/ledger-module';
import { liveModule } from './modules/live/live-module';
import { memberGamesModule } from './modules/member-games/member-games-module';
import { memberMessagesModule } from './modules/member-messages/member-messages-module';
import { messagingModule } from './modules/messaging/messaging-module';
import { paymentPasswordModule } from './modules/payment-password/payment-password-module';
import { playersModule } from './modules/players/players-module';
import { recordsModule } from './modules/records/records-module';
import { reportsModule } from './modules/reports/reports-module';
import { SessionCache } from './modules/sessions/session-cache';
import { staffModule } from './modules/staff/staff-module';
import { studioModule } from './modules/studio/studio-module';
import { MerchantConfigCache } from './modules/system/merchant-config-cache';
import { systemModule } from './modules/system/system-module';
import { vendorTransferModule } from './modules/vendor-transfer/vendor-transfer-module';
import { vendorWalletModule } from './modules/vendor-wallet/vendor-wallet-module';
import { walletModule } from './modules/wallet/wallet-module';
import { withdrawalsModule } from './modules/withdrawals/withdrawals-module';
import { registerModules } from './server-module';

export type AppDeps = {
  config: Config;
  db: Db;
  connectionString: string;
  /** Shared with the pool and the embedded PostgreSQL's supervisor (main.ts); a fresh one otherwise. */
  health?: DatabaseHealth;
  /** What sessions measure their idle and absolute lifetimes by; tests move it on. */
  clock?: () => number;
  /** The process's LISTEN connection; tests hold it to wait for their hand-made changes to be heard. */
  notifications?: Notifications;
};

/** Builds the whole HTTP server (API and web app) on an open database; the caller listens. */
export async function buildApp({
  config,
  db,
  connectionString,
  health = new DatabaseHealth(),
  clock,
  notifications: given,
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
  // First, so that they see every route registered after them; the role guard before the request
  // context, whose admission wraps the guarded handler and so answers first.
  installRouteAccessCheck(app);
  // Listeners leaving after it closed are no-ops: the order of the onClose hooks does not matter.
  const notifications = given ?? new Notifications(connectionString, app.log);
  app.addHook('onClose', () => notifications.close());
  const sessions = new SessionCache(db, config, notifications, clock);
  installRoleGuard(app, createRoleGuard(sessions));
  installStaffGuard(app, db);

  const cache = new MerchantConfigCache(db, notifications, config.MERCHANT_CODE);
  await cache.start();
  await sessions.start();
  app.addHook('onClose', () => sessions.close());
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
  // The modules, each registered by its one file; their routes are listed in this order.
  const studio = studioModule();
  const wallet = walletModule();
  await registerModules({ app, db, config, connectionString, notifications, merchants: cache, sessions }, [
    systemModule,
    captchaModule,
    messagingModule,
    accountsModule,
    staffModule,
    auditModule,
    adjustmentsModule,
    playersModule,
    contentModule,
    reportsModule,
    ledgerModule,
    wallet,
    vendorTransferModule,
    recordsModule,
    betRecordsModule,
    memberMessagesModule,
    paymentPasswordModule,
    withdrawalsModule,
    depositsModule,
    vendorWalletModule(wallet.wallets),
    studio,
    // After the studio: its socket serves the crash game's feed, and its listener stops before the game.
    liveModule(studio.crashFeed),
    catalogueModule,
    memberGamesModule,
    announcementsModule,
  ]);
  await installWebApp(app, config.WEB_DIST, admission);
  await installAdminApp(app, config.ADMIN_DIST);
  return app;
}
