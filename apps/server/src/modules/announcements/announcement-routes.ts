import { createHash } from 'node:crypto';
import { announcementsQuerySchema, announcementsValueSchema } from '@platform/contracts/announcements';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError, ok } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import type { SessionCache } from '../sessions/session-cache';
import { type BannerArt, firstHomeBannerArt, startedBannerArt, uploadedBannerImage } from './announcement-repository';
import { announcementsFor } from './announcement-service';
import { viewerOf } from './announcement-viewer';
import { renderBannerSvg } from './banner-svg';

/** 'banner-<id>', the id a positive int4 (larger ones cannot name a banner, and would fail in SQL). */
const BANNER_KEY = /^banner-([1-9][0-9]{0,9})$/;
const MAX_ID = 2_147_483_647;
const bannerParamsSchema = z.object({ key: z.string().regex(BANNER_KEY) });
const bannerQuerySchema = z.object({ language: z.enum(['ar', 'en']).default('ar') });

/** Announcements, notices, popups and banners (spec 7.4), and the banners' drawn images. */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: SessionCache }> = async (
  app,
  { db, sessions },
) => {
  // Public: the home page of visitors shows them too. A session only changes which popups come back.
  app.get(
    API.announcements,
    {
      config: PUBLIC,
      schema: { querystring: announcementsQuerySchema, response: { 200: envelopeSchema(announcementsValueSchema) } },
    },
    async (req, reply) => {
      const viewer = await viewerOf(db, sessions, req);
      // The answer depends on the caller's session: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return ok(await announcementsFor(db, req.ctx.merchant.id, viewer, req.query));
    },
  );

  // Public, like game icons. Kept an hour then revalidated by ETag, so edited colours show within
  // the hour without every visit fetching the image again.
  app.get(
    API.bannerImage,
    {
      config: PUBLIC,
      schema: {
        params: bannerParamsSchema,
        querystring: bannerQuerySchema,
        response: { 200: z.string(), 304: z.undefined() },
      },
    },
    async (req, reply) => {
      const id = Number(BANNER_KEY.exec(req.params.key)?.[1]);
      const art = id <= MAX_ID ? await startedBannerArt(db, req.ctx.merchant.id, id) : undefined;
      if (!art) throw new ApiError('NOT_FOUND');
      return sendBanner(db, req, reply, art, req.query.language, 'public, max-age=3600, stale-while-revalidate=86400');
    },
  );

  // The home page's loading screen asks for this before any script runs. Its banner changes when
  // the operator reorders the home banners, so it is kept a minute only (then revalidated by ETag).
  app.get(
    API.homeBannerImage,
    { config: PUBLIC, schema: { querystring: bannerQuerySchema, response: { 200: z.string(), 304: z.undefined() } } },
    async (req, reply) => {
      const art = await firstHomeBannerArt(db, req.ctx.merchant.id);
      if (!art) throw new ApiError('NOT_FOUND');
      return sendBanner(db, req, reply, art, req.query.language, 'public, max-age=60, stale-while-revalidate=600');
    },
  );
};

/**
 * A banner's image: the one staff uploaded, else its art drawn for the language asked (its text is
 * the web's). The CSP forbids scripts should the image be opened on its own.
 */
async function sendBanner(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  art: BannerArt,
  language: 'ar' | 'en',
  cacheControl: string,
) {
  const uploaded = art.imageVersion ? await uploadedBannerImage(db, req.ctx.merchant.id, art.id) : undefined;
  const body = uploaded
    ? uploaded.bytes
    : renderBannerSvg({
        id: art.id,
        theme: art.titleEn,
        color: art.color,
        colorEnd: art.colorEnd,
        language,
      });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(uploaded ? uploaded.contentType : 'image/svg+xml; charset=utf-8').send(body);
}
