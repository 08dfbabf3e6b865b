import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createMessageProvider } from '../messaging/message-provider';
import type { SessionCache } from '../sessions/session-cache';
import type { AccountDeps } from './account-deps';
import { loginRoutes } from './login-routes';
import { memberRoutes } from './member-routes';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { securityRoutes } from './security-routes';
import { verificationSmsRoutes } from './verification-sms-routes';

export type AccountRouteOptions = { db: Db; config: Config; sessions: SessionCache };

/** Registration, login, sessions, member info, passwords, second factor. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { db, config, sessions }) => {
  const deps: AccountDeps = {
    db,
    config,
    sessions,
    messages: createMessageProvider(db, config),
  };
  await app.register(registerRoutes, { deps });
  await app.register(loginRoutes, { deps });
  await app.register(passwordRoutes, { deps });
  await app.register(memberRoutes, { deps });
  await app.register(securityRoutes, { deps });
  await app.register(verificationSmsRoutes, { deps });
};
