import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  gameListOnlyValueSchema,
  gameListQuerySchema,
  gameListValueSchema,
  gameMenusQuerySchema,
  gameMenusValueSchema,
  gameVendorQuerySchema,
  gameVendorValueSchema,
  hotGamesQuerySchema,
  maintenanceNoticeQuerySchema,
  maintenanceNoticeSchema,
  vassalageGameTypeQuerySchema,
  vassalageGameTypeValueSchema,
} from '@platform/contracts/lobby';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import {
  type CatalogueCaches,
  gameMenus,
  gameVendorLanes,
  hotGames,
  listGames,
  vassalageGameTypes,
} from './catalogue-service';
import { maintenanceNotice } from './maintenance-notice-reads';

/**
 * The lobby's public catalogue reads (spec 7.3): menus, vendor lanes, game list, hot list, a
 * vendor's categories, and what the operator says of a closed vendor or game. No token: guests browse the lobby. Every read is of the request's merchant.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db; caches: CatalogueCaches }> = async (
  app,
  { db, caches },
) => {
  app.get(
    API.gameMenus,
    {
      config: PUBLIC,
      schema: { querystring: gameMenusQuerySchema, response: { 200: envelopeSchema(gameMenusValueSchema) } },
    },
    async (req) => ok({ menus: await gameMenus(db, req.ctx.merchant.id, req.query.language) }),
  );

  app.get(
    API.gameVendor,
    {
      config: PUBLIC,
      schema: { querystring: gameVendorQuerySchema, response: { 200: envelopeSchema(gameVendorValueSchema) } },
    },
    async (req) => ok({ data: { lanes: await gameVendorLanes(db, req.ctx.merchant.id, req.query.language) } }),
  );

  app.get(
    API.gameList,
    {
      config: PUBLIC,
      schema: { querystring: gameListQuerySchema, response: { 200: envelopeSchema(gameListValueSchema) } },
    },
    async (req) => ok(await listGames(db, caches, req.ctx.merchant.id, req.query)),
  );

  app.get(
    API.hotGames,
    {
      config: PUBLIC,
      schema: { querystring: hotGamesQuerySchema, response: { 200: envelopeSchema(gameListOnlyValueSchema) } },
    },
    async (req) => ok({ list: await hotGames(db, caches, req.ctx.merchant.id, req.query) }),
  );

  app.get(
    API.vassalageGameType,
    {
      config: PUBLIC,
      schema: {
        querystring: vassalageGameTypeQuerySchema,
        response: { 200: envelopeSchema(vassalageGameTypeValueSchema) },
      },
    },
    async (req) => ok(await vassalageGameTypes(db, req.ctx.merchant.id, req.query)),
  );

  app.get(
    API.maintenanceNotice,
    {
      config: PUBLIC,
      schema: { querystring: maintenanceNoticeQuerySchema, response: { 200: envelopeSchema(maintenanceNoticeSchema) } },
    },
    async (req) => ok(await maintenanceNotice(db, req.ctx.merchant.id, req.query)),
  );
};
