import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { queryInt4Schema } from '@platform/contracts/integer-range';
import {
  addFavoriteBodySchema,
  favoriteChangeValueSchema,
  favoriteIdsValueSchema,
  favoriteListQuerySchema,
  favoriteListValueSchema,
} from '@platform/contracts/lobby';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { addFavorite, favoriteIds, favoriteList, removeFavorite } from './favorite-service';

const nodeIdParamsSchema = z.object({ nodeId: queryInt4Schema().positive() });

/** Favourites (spec 7.3): every signed-in player keeps them, trial accounts included. */
export const favoriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const PLAYERS = ['member', 'agent', 'trial'] as const;

  app.get(
    API.favoriteIds,
    { config: onlyFor(PLAYERS), schema: { response: { 200: envelopeSchema(favoriteIdsValueSchema) } } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await favoriteIds(db, { merchantId: req.ctx.merchant.id, memberId: caller.memberId }));
    },
  );

  app.get(
    API.favoriteList,
    {
      config: onlyFor(PLAYERS),
      schema: { querystring: favoriteListQuerySchema, response: { 200: envelopeSchema(favoriteListValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await favoriteList(db, { merchantId: req.ctx.merchant.id, memberId: caller.memberId }, req.query));
    },
  );

  app.post(
    API.favoriteAdd,
    {
      config: onlyFor(PLAYERS),
      schema: { body: addFavoriteBodySchema, response: { 200: envelopeSchema(favoriteChangeValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await addFavorite(db, { merchantId: req.ctx.merchant.id, memberId: caller.memberId }, req.body));
    },
  );

  app.delete(
    API.favoriteRemove,
    {
      config: onlyFor(PLAYERS),
      schema: { params: nodeIdParamsSchema, response: { 200: envelopeSchema(favoriteChangeValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      const who = { merchantId: req.ctx.merchant.id, memberId: caller.memberId };
      return ok(await removeFavorite(db, who, req.params.nodeId));
    },
  );
};
