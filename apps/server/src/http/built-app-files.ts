import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * The static-file options both built apps (the player site and the back-office console) are served
 * with: hashed assets cached for a year, everything else (index.html) revalidated every time, and
 * the .br and .gz files the build writes beside each text file (apps/web/precompress-plugin.ts).
 * Routes that answer index.html for the apps' own paths are each app's own.
 */
export function builtAppFiles(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}
