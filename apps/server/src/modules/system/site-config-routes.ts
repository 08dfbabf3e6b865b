import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  configGameSchema,
  configGamesPageSchema,
  configGamesQuerySchema,
  configModuleSchema,
  configRegisterFieldSchema,
  configVendorListSchema,
  configVendorSchema,
  gameChangeSchema,
  modulesChangeSchema,
  regionRestrictionSchema,
  registerChangeSchema,
  siteConfigSchema,
  siteMaintenanceSchema,
  vendorChangeSchema,
} from '@platform/contracts/site-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { changeGame, changeVendor, gamesForConsole, vendorsForConsole } from '../catalogue/catalogue-admin-service';
import {
  changeMaintenance,
  changeModules,
  changeRegion,
  changeRegisterFields,
  siteConfig,
} from './site-config-service';

const CONFIG = forStaff('config.manage');

/** The console's configuration of the request's brand: every route needs config.manage. */
export const siteConfigRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ADMIN_API.siteConfig,
    { config: CONFIG, schema: { response: { 200: envelopeSchema(siteConfigSchema) } } },
    async (req) => ok(await siteConfig(db, req.ctx.merchant.id)),
  );

  app.put(
    ADMIN_API.siteMaintenance,
    {
      config: CONFIG,
      schema: { body: siteMaintenanceSchema, response: { 200: envelopeSchema(siteMaintenanceSchema) } },
    },
    async (req) => ok(await changeMaintenance(db, req.ctx.merchant.id, auditActorOf(req), req.body)),
  );

  app.put(
    ADMIN_API.siteModules,
    {
      config: CONFIG,
      schema: { body: modulesChangeSchema, response: { 200: envelopeSchema(z.array(configModuleSchema)) } },
    },
    async (req) => ok(await changeModules(db, req.ctx.merchant.id, auditActorOf(req), req.body.modules)),
  );

  app.put(
    ADMIN_API.siteRegisterFields,
    {
      config: CONFIG,
      schema: { body: registerChangeSchema, response: { 200: envelopeSchema(z.array(configRegisterFieldSchema)) } },
    },
    async (req) => ok(await changeRegisterFields(db, req.ctx.merchant.id, auditActorOf(req), req.body.fields)),
  );

  app.put(
    ADMIN_API.siteRegion,
    {
      config: CONFIG,
      schema: { body: regionRestrictionSchema, response: { 200: envelopeSchema(regionRestrictionSchema) } },
    },
    async (req) => ok(await changeRegion(db, req.ctx.merchant.id, auditActorOf(req), req.body)),
  );

  app.get(
    ADMIN_API.configVendors,
    { config: CONFIG, schema: { response: { 200: envelopeSchema(configVendorListSchema) } } },
    async (req) => ok(await vendorsForConsole(db, req.ctx.merchant.id)),
  );

  app.put(
    ADMIN_API.configVendor,
    {
      config: CONFIG,
      schema: {
        params: z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,64}$/) }),
        body: vendorChangeSchema,
        response: { 200: envelopeSchema(configVendorSchema) },
      },
    },
    async (req) => ok(await changeVendor(db, req.ctx.merchant.id, auditActorOf(req), req.params.vendor, req.body)),
  );

  app.get(
    ADMIN_API.configGames,
    {
      config: CONFIG,
      schema: { querystring: configGamesQuerySchema, response: { 200: envelopeSchema(configGamesPageSchema) } },
    },
    async (req) => ok(await gamesForConsole(db, req.ctx.merchant.id, req.query)),
  );

  app.put(
    ADMIN_API.configGame,
    {
      config: CONFIG,
      schema: {
        params: z.object({ nodeId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: gameChangeSchema,
        response: { 200: envelopeSchema(configGameSchema) },
      },
    },
    async (req) => ok(await changeGame(db, req.ctx.merchant.id, auditActorOf(req), req.params.nodeId, req.body)),
  );
};
