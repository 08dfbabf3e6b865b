import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';

export type AccountRouteOptions = { db: Db; config: Config };

/** Registration, login, sessions, member info, passwords, second factor (issue 3). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (_app, _opts) => {};
