import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  bannerItemSchema,
  contentEnabledBodySchema,
  contentIdParamsSchema,
  contentListQuerySchema,
  contentMoveBodySchema,
  mirrorDomainInputSchema,
  mirrorDomainItemSchema,
} from '@platform/contracts/content-admin';
import { envelopeSchema } from '@platform/contracts/envelope';
import { pageOf, pageQuerySchema } from '@platform/contracts/money-amount';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { removeBannerImage, setBannerImage } from './banner-images';
import { CONTENT_KIND_SPECS } from './content-kinds';
import {
  contentIdOf,
  createContent,
  deleteContent,
  listContent,
  moveContent,
  pageOfItems,
  setContentEnabled,
  updateContent,
} from './content-service';
import { addMirror, listMirrors, moveMirror, removeMirror } from './mirror-domains';

const CONTENT = forStaff('content.manage');
const pathOf = (template: string, kind: string) => template.replace(':kind', kind);
const deleted = envelopeSchema(z.null());

/**
 * The back office's content, every kind under /wps/admin/content/<kind>: list (a page, filtered by
 * language and state), create, replace, switch on or off, move up or down, delete. The brand is always the
 * request's: a brand's staff never reach another brand's rows.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const spec of CONTENT_KIND_SPECS) {
    const items = pathOf(ADMIN_API.contentItems, spec.kind);
    const item = pathOf(ADMIN_API.contentItem, spec.kind);
    const one = envelopeSchema(spec.itemSchema);
    const change = (req: Parameters<typeof auditActorOf>[0]) => ({
      db,
      spec,
      merchantId: req.ctx.merchant.id,
      actor: auditActorOf(req),
    });

    app.get(
      items,
      {
        config: CONTENT,
        schema: { querystring: contentListQuerySchema, response: { 200: envelopeSchema(pageOf(spec.itemSchema)) } },
      },
      async (req) => ok(await listContent(db, spec, req.ctx.merchant.id, req.query)),
    );

    app.post(items, { config: CONTENT, schema: { body: spec.inputSchema, response: { 200: one } } }, async (req) =>
      ok(await createContent(change(req), req.body)),
    );

    app.put(
      item,
      { config: CONTENT, schema: { params: contentIdParamsSchema, body: spec.inputSchema, response: { 200: one } } },
      async (req) => ok(await updateContent(change(req), contentIdOf(req.params.id), req.body)),
    );

    app.post(
      pathOf(ADMIN_API.contentItemEnabled, spec.kind),
      {
        config: CONTENT,
        schema: { params: contentIdParamsSchema, body: contentEnabledBodySchema, response: { 200: one } },
      },
      async (req) => ok(await setContentEnabled(change(req), contentIdOf(req.params.id), req.body.enabled)),
    );

    app.post(
      pathOf(ADMIN_API.contentItemMove, spec.kind),
      {
        config: CONTENT,
        schema: { params: contentIdParamsSchema, body: contentMoveBodySchema, response: { 200: one } },
      },
      async (req) => ok(await moveContent(change(req), contentIdOf(req.params.id), req.body.direction)),
    );

    app.delete(
      item,
      { config: CONTENT, schema: { params: contentIdParamsSchema, response: { 200: deleted } } },
      async (req) => {
        await deleteContent(change(req), contentIdOf(req.params.id));
        return ok(null);
      },
    );
  }

  // A banner's own image: the request's body is the image itself. Its parser lives in this scope
  // alone, so no other route takes an image body.
  await app.register(async (scope) => {
    const images = scope.withTypeProvider<ZodTypeProvider>();
    images.addContentTypeParser(
      [...BANNER_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: BANNER_IMAGE_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const change = (req: Parameters<typeof auditActorOf>[0]) => ({
      db,
      merchantId: req.ctx.merchant.id,
      actor: auditActorOf(req),
    });
    const one = { 200: envelopeSchema(bannerItemSchema) };
    images.put(
      ADMIN_API.contentBannerImage,
      { config: CONTENT, bodyLimit: BANNER_IMAGE_MAX_BYTES, schema: { params: contentIdParamsSchema, response: one } },
      async (req) => ok(await setBannerImage(change(req), contentIdOf(req.params.id), req.body)),
    );
    images.delete(
      ADMIN_API.contentBannerImage,
      { config: CONTENT, schema: { params: contentIdParamsSchema, response: one } },
      async (req) => ok(await removeBannerImage(change(req), contentIdOf(req.params.id))),
    );
  });

  const mirrors = pathOf(ADMIN_API.contentItems, 'mirrors');
  const mirrorChange = (req: Parameters<typeof auditActorOf>[0]) => ({
    db,
    merchantId: req.ctx.merchant.id,
    actor: auditActorOf(req),
  });
  app.get(
    mirrors,
    {
      config: CONTENT,
      schema: { querystring: pageQuerySchema, response: { 200: envelopeSchema(pageOf(mirrorDomainItemSchema)) } },
    },
    async (req) => ok(pageOfItems(await listMirrors(db, req.ctx.merchant.id), req.query)),
  );
  app.post(
    mirrors,
    {
      config: CONTENT,
      schema: { body: mirrorDomainInputSchema, response: { 200: envelopeSchema(mirrorDomainItemSchema) } },
    },
    async (req) => ok(await addMirror(mirrorChange(req), req.body.domain)),
  );
  app.post(
    pathOf(ADMIN_API.contentItemMove, 'mirrors'),
    {
      config: CONTENT,
      schema: {
        params: contentIdParamsSchema,
        body: contentMoveBodySchema,
        response: { 200: envelopeSchema(mirrorDomainItemSchema) },
      },
    },
    async (req) => ok(await moveMirror(mirrorChange(req), req.params.id, req.body.direction)),
  );
  app.delete(
    pathOf(ADMIN_API.contentItem, 'mirrors'),
    { config: CONTENT, schema: { params: contentIdParamsSchema, response: { 200: deleted } } },
    async (req) => {
      await removeMirror(mirrorChange(req), req.params.id);
      return ok(null);
    },
  );
};
