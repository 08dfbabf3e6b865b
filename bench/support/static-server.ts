import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a built site the way the platform serves its own: the precompressed .br copy when the
 * browser accepts brotli, hashed assets cached for a year, index.html for every other path.
 */
export function serveStatic(root: string, port: number): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root) || !existsSync(file) || urlPath.endsWith('/')) file = path.join(root, 'index.html');
    const brotli = (req.headers['accept-encoding'] ?? '').includes('br') && existsSync(`${file}.br`);
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (brotli) headers['content-encoding'] = 'br';
    res.writeHead(200, headers);
    res.end(await readFile(brotli ? `${file}.br` : file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
