import type { ServerModule } from '../../server-module';
import { auditRoutes } from './audit-routes';

/** The audit trail of what staff change: append-only, hash-chained, verifiable. */
export const auditModule: ServerModule = {
  name: 'audit',
  routes: async ({ app, db }) => {
    await app.register(auditRoutes, { db });
  },
};
