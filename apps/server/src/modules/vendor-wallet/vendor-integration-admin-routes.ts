import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  vendorIntegrationBodySchema,
  vendorIntegrationListSchema,
  vendorIntegrationValueSchema,
} from '@platform/contracts/vendor-integrations-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { changeIntegration, integrationsForConsole } from './vendor-integration-admin';

/**
 * A brand's vendor integrations in the console's configuration (config.manage: the brand's admin,
 * and the owner on any brand). A production start takes only https URLs.
 */
export const vendorIntegrationAdminRoutes: FastifyPluginAsyncZod<{ db: Db; httpsOnly: boolean }> = async (
  app,
  { db, httpsOnly },
) => {
  app.get(
    ADMIN_API.vendorIntegrations,
    { config: forStaff('config.manage'), schema: { response: { 200: envelopeSchema(vendorIntegrationListSchema) } } },
    async (req) => ok({ httpsOnly, vendors: await integrationsForConsole(db, req.ctx.merchant.id) }),
  );

  app.put(
    ADMIN_API.vendorIntegration,
    {
      config: forStaff('config.manage'),
      schema: {
        params: z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) }),
        body: vendorIntegrationBodySchema,
        response: { 200: envelopeSchema(vendorIntegrationValueSchema) },
      },
    },
    async (req) =>
      ok(await changeIntegration(db, req.ctx.merchant.id, auditActorOf(req), req.params.vendor, req.body, httpsOnly)),
  );
};
