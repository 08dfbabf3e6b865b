import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';

export type MessagingRouteOptions = { db: Db; config: Config };

/** Captcha and the demo outbox (issue 3). */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRouteOptions> = async (_app, _opts) => {};
