import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  brandCreatedSchema,
  brandCreateSchema,
  brandListSchema,
  brandSchema,
  brandSettingsSchema,
} from '@platform/contracts/brands';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { createBrand, listBrands, updateBrand } from './brand-service';

const BRANDS = forStaff('brands.manage');

/** The platform owner's brands (brands.manage, which no brand's own role holds). */
export const brandRoutes: FastifyPluginAsyncZod<{ db: Db; defaultMerchantCode: string }> = async (
  app,
  { db, defaultMerchantCode },
) => {
  app.get(
    ADMIN_API.brands,
    { config: BRANDS, schema: { response: { 200: envelopeSchema(brandListSchema) } } },
    async () => ok(await listBrands(db)),
  );

  app.post(
    ADMIN_API.brands,
    { config: BRANDS, schema: { body: brandCreateSchema, response: { 200: envelopeSchema(brandCreatedSchema) } } },
    async (req) => ok(await createBrand(db, auditActorOf(req), req.body, defaultMerchantCode)),
  );

  app.put(
    ADMIN_API.brand,
    {
      config: BRANDS,
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: brandSettingsSchema,
        response: { 200: envelopeSchema(brandSchema) },
      },
    },
    async (req) => ok(await updateBrand(db, auditActorOf(req), req.params.id, req.body)),
  );
};
