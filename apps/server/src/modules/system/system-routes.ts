import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  domainRouteValueSchema,
  helpCenterQuerySchema,
  helpCenterValueSchema,
  permissionValueSchema,
  registerSettingsValueSchema,
  statusValueSchema,
} from '@platform/contracts/system';
import { whitelabelSchema } from '@platform/contracts/whitelabel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import { helpCenterFor, permissionFor } from './system-service';

/** The startup calls (spec 7.1): public, answered from the per-merchant configuration cache. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.systemStatus,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(statusValueSchema) } } },
    async (req) => ok({ status: req.ctx.status, ip: req.ctx.ip }),
  );

  app.get(
    API.permission,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(permissionValueSchema) } } },
    async (req) => ok(permissionFor(req.ctx)),
  );

  app.get(
    API.whitelabel,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(whitelabelSchema) } } },
    async (req) => ok({ flags: req.ctx.merchant.flags, modules: req.ctx.merchant.modules }),
  );

  app.get(
    API.registerSettings,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(registerSettingsValueSchema) } } },
    async (req) => ok(req.ctx.merchant.register),
  );

  app.get(
    API.domainRoute,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(domainRouteValueSchema) } } },
    async (req) => ok(req.ctx.merchant.domains),
  );

  app.get(
    API.helpCenter,
    {
      config: PUBLIC,
      schema: { querystring: helpCenterQuerySchema, response: { 200: envelopeSchema(helpCenterValueSchema) } },
    },
    async (req) => ok(helpCenterFor(req.ctx.merchant, req.query.lang)),
  );
};
