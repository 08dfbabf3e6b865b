import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app of two files (the page and one hashed asset) in a temporary folder, for tests of
 * how the server serves and lists the web app's files without building the real one.
 */
export async function createTwoFileWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
