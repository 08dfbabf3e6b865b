import { createHash } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import { findIconSubject, ICON_KEY } from './game-icon-repository';
import { renderIconSvg } from './game-icon-svg';

const iconParamsSchema = z.object({ key: z.string().regex(ICON_KEY) });

/**
 * Game and vendor icons, public like the lobby itself. Browsers keep an icon for an hour and then
 * revalidate with its ETag, so a renamed game shows its new name without every tile being fetched
 * again on each visit. The CSP forbids scripts should the SVG be opened on its own.
 */
export const gameIconRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.gameIcon,
    { config: PUBLIC, schema: { params: iconParamsSchema, response: { 200: z.string(), 304: z.undefined() } } },
    async (req, reply) => {
      const subject = await findIconSubject(db, req.ctx.merchant.id, req.params.key);
      if (!subject) throw new ApiError('NOT_FOUND');
      const svg = renderIconSvg(subject);
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
