import { describe, expect, it } from 'vitest';
import { TtlCache } from './catalogue-ttl-cache';

function setup(options: { maxKeys?: number } = {}) {
  let clock = 0;
  const cache = new TtlCache<string>({ ttlMs: 60_000, minRebuildMs: 5_000, now: () => clock, ...options });
  let loads = 0;
  const load =
    (value = 'v') =>
    async () =>
      `${value}${++loads}`;
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('TtlCache', () => {
  it('keeps a value for its TTL, then loads again', async () => {
    const { cache, load, advance } = setup();
    expect(await cache.get('k', load())).toBe('v1');
    advance(59_999);
    expect(await cache.get('k', load())).toBe('v1');
    advance(1);
    expect(await cache.get('k', load())).toBe('v2');
  });

  it('rebuilds on refresh only when the value is at least 5 s old', async () => {
    const { cache, load, advance, loads } = setup();
    await cache.get('k', load());
    for (let i = 0; i < 10; i++) expect(await cache.get('k', load(), true)).toBe('v1');
    advance(5_000);
    expect(await cache.get('k', load(), true)).toBe('v2');
    expect(await cache.get('k', load(), true)).toBe('v2');
    expect(loads()).toBe(2);
  });

  it('shares one load between concurrent callers of a key', async () => {
    const { cache, load, loads } = setup();
    const values = await Promise.all([cache.get('k', load()), cache.get('k', load()), cache.get('k', load(), true)]);
    expect(values).toEqual(['v1', 'v1', 'v1']);
    expect(loads()).toBe(1);
  });

  it('keeps the previous value when a rebuild fails, and tries again on the next call', async () => {
    const { cache, load, advance } = setup();
    await cache.get('k', load());
    advance(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', load())).toBe('v2');
  });

  it('bounds its keys, dropping expired entries first, then the oldest built', async () => {
    const { cache, load, advance } = setup({ maxKeys: 3 });
    await cache.get('old', load());
    advance(60_000);
    await cache.get('a', load());
    await cache.get('b', load());
    await cache.get('c', load());
    expect(cache.size).toBe(3);
    await cache.get('d', load());
    expect(cache.size).toBe(3);
    // 'a' was the oldest still fresh: gone, so it loads again.
    expect(await cache.get('a', load())).toBe('v6');
    expect(await cache.get('d', load())).toBe('v5');
  });
});
