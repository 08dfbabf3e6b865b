import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { STUDIO_PAGE_PATH } from '@platform/contracts/studio';
import { WEB_ROUTES } from '@platform/contracts/web-routes';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path';
import { builtAppFiles } from './built-app-files';
import { failure } from './envelope';
import type { RequestAdmission } from './request-context';
import { declareStaticFileAccess, STATIC_FILE } from './route-access';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * history-mode fallback (index.html) for every route of spec 2.1. Other page paths get index.html
 * with status 404 so the web shows its not-found screen; API paths always get the JSON envelope.
 */
export async function installWebApp(app: FastifyInstance, webDist: string, admission: RequestAdmission): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    declareStaticFileAccess(app);
    await app.register(fastifyStatic, builtAppFiles(webDist));
    for (const route of WEB_ROUTES) {
      // /index.html is a real file: the static plugin already serves it, uncached.
      if (app.hasRoute({ method: 'GET', url: route.path })) continue;
      app.get(route.path, { config: STATIC_FILE }, (_req, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
    }
    // The in-house studio's game pages, framed by the game popup (not a lobby route of spec 2.1).
    app.get(`${STUDIO_PAGE_PATH}/:engine`, { config: STATIC_FILE }, (_req, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  } else {
    app.log.warn({ webDist }, 'no built web app found; serving the API only (run `npm run build`)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && hasWeb;
    if (wantsPage && (request.headers.accept ?? '').includes('text/html')) {
      return reply.code(404).header('cache-control', 'no-cache').sendFile('index.html');
    }
    const refusal = await admission.refusalFor(request);
    if (refusal) return reply.code(refusal.httpStatus).send(refusal.toEnvelope());
    return reply.code(404).send(failure('NOT_FOUND', null));
  });
}
