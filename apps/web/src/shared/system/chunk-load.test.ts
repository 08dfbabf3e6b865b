import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk, SCRIPT_LOAD_TIMEOUT_MS } from './chunk-load';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ page: 1 }), 'page')()).resolves.toEqual({ page: 1 });
  });

  it('turns a failed import into a chunk-load error of type missing, naming the script the browser named', async () => {
    const failed = loadChunk(
      () =>
        Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: http://lan.test:8080/assets/page-1a2b.js'),
        ),
      'page',
    )();
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toMatchObject({
      type: 'missing',
      request: 'http://lan.test:8080/assets/page-1a2b.js',
    });
  });

  it('fails a chunk still loading after the 120 s script timeout as type timeout', async () => {
    vi.useFakeTimers();
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk(() => new Promise<never>(() => {}), 'game-category-page')();
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ type: 'timeout', request: 'game-category-page' });
  });
});
