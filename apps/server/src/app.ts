import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { ApiError, ok } from './http/envelope';
import { installErrorHandling } from './http/error-handler';
import { lazyChildLoggerFactory } from './http/lazy-request-logger';
import { installRequestContext } from './http/request-context';
import { responseSerializerCompiler } from './http/response-serializer';
import { installWebApp } from './http/web-app';
import { accountRoutes } from './modules/accounts/account-routes';
import { messagingRoutes } from './modules/messaging/messaging-routes';
import { operatorSessionRoutes } from './modules/operator/operator-session-routes';
import { MerchantConfigCache } from './modules/system/merchant-config-cache';
import { systemRoutes } from './modules/system/system-routes';

export type AppDeps = { config: Config; db: Db; connectionString: string };

/** Builds the whole HTTP server (API and web app) on an open database; the caller listens. */
export async function buildApp({ config, db, connectionString }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Per-request access lines would dominate the log and the CPU; errors are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const cache = new MerchantConfigCache(db, connectionString, config.MERCHANT_CODE, app.log);
  await cache.start();
  app.addHook('onClose', () => cache.close());
  const admission = installRequestContext(app, config, cache);
  installErrorHandling(app, admission);

  app.get(
    API.health,
    { schema: { response: { 200: envelopeSchema(z.object({ database: z.literal('up') })) } } },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new ApiError('SERVICE_UNAVAILABLE');
      }
      return ok({ database: 'up' as const });
    },
  );
  await app.register(systemRoutes);
  await app.register(messagingRoutes, { db, config });
  await app.register(accountRoutes, { db, config });
  await app.register(operatorSessionRoutes, { db, config });
  // Money (issue 4): each feature registers its routes below.
  await installWebApp(app, config.WEB_DIST, admission);
  return app;
}
