import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { builtAppFiles } from './built-app-files';
import { failure } from './envelope';
import { declareStaticFileAccess, STATIC_FILE } from './route-access';

/** Where the back-office console lives: its own single-page app, beside the player site. */
export const ADMIN_BASE = '/admin';

/**
 * Serves the built back-office console (apps/admin) at /admin: hashed assets cached for a year,
 * index.html never cached, and every other /admin path answered with index.html so that the
 * console's own router shows the page (a reload on /admin/finance/withdrawals stays there).
 * A missing asset is a 404, never the index page in its place.
 */
export async function installAdminApp(app: FastifyInstance, adminDist: string): Promise<void> {
  if (!existsSync(path.join(adminDist, 'index.html'))) {
    app.log.warn({ adminDist }, 'no built back-office console found; /admin is not served (run `npm run build`)');
    return;
  }
  declareStaticFileAccess(app);
  await app.register(fastifyStatic, {
    ...builtAppFiles(adminDist),
    prefix: `${ADMIN_BASE}/`,
    // reply.sendFile is the web app's when it is served (installed first); the index is sent by root.
    decorateReply: !app.hasReplyDecorator('sendFile'),
  });
  const sendIndex = { config: STATIC_FILE };
  app.get(ADMIN_BASE, sendIndex, (_req, reply) => reply.redirect(`${ADMIN_BASE}/`));
  app.get(`${ADMIN_BASE}/`, sendIndex, (_req, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', adminDist),
  );
  app.get(`${ADMIN_BASE}/*`, sendIndex, (req, reply) => {
    if (req.url.startsWith(`${ADMIN_BASE}/assets/`)) return reply.code(404).send(failure('NOT_FOUND', null));
    return reply.header('cache-control', 'no-cache').sendFile('index.html', adminDist);
  });
}
