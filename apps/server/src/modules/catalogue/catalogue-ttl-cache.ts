/**
 * An in-process cache of computed values per key with a time to live: the catalogue reads' hot
 * lists, game list totals and each merchant's unknown types.
 *
 * The console's catalogue edits notify every process, which then calls `clear()`
 * (catalogue-service.ts, followCatalogueChanges); the TTL bounds staleness should that be missed.
 *
 * `refresh` rebuilds an entry before its TTL, but at most once per `minRebuildMs` per key: the
 * flag comes from the client, so it must not become a way to hammer the database. Concurrent
 * misses of one key share one load. The number of keys is bounded (keys carry client-chosen
 * filters and search terms): past `maxKeys`, expired entries go first, then the oldest built.
 */
export type TtlCacheOptions = {
  ttlMs: number;
  minRebuildMs: number;
  maxKeys: number;
  /** Milliseconds; read on every call, so a test's faked clock applies. */
  now: () => number;
};

type Entry<T> = { value?: T; builtAt: number; pending?: Promise<T> };

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly options: TtlCacheOptions;

  constructor(options: Partial<TtlCacheOptions> = {}) {
    this.options = { ttlMs: 60_000, minRebuildMs: 5_000, maxKeys: 1_000, now: () => Date.now(), ...options };
  }

  get(key: string, load: () => Promise<T>, refresh = false): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.pending) return entry.pending;
    if (entry && 'value' in entry) {
      const age = this.options.now() - entry.builtAt;
      const fresh = age < this.options.ttlMs;
      const rebuildAllowed = age >= this.options.minRebuildMs;
      if (fresh && !(refresh && rebuildAllowed)) return Promise.resolve(entry.value as T);
    }
    return this.rebuild(key, entry, load);
  }

  /** Drops every entry: the catalogue changed. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private rebuild(key: string, previous: Entry<T> | undefined, load: () => Promise<T>): Promise<T> {
    const pending = load().then(
      (value) => {
        // Re-inserted so that Map order is build order, oldest first, for eviction.
        this.entries.delete(key);
        this.entries.set(key, { value, builtAt: this.options.now() });
        this.evict();
        return value;
      },
      (err: unknown) => {
        // A failed rebuild keeps what was there; the next call tries again.
        if (previous && 'value' in previous)
          this.entries.set(key, { value: previous.value, builtAt: previous.builtAt });
        else this.entries.delete(key);
        throw err;
      },
    );
    this.entries.set(key, { ...previous, builtAt: previous?.builtAt ?? 0, pending });
    return pending;
  }

  private evict(): void {
    if (this.entries.size <= this.options.maxKeys) return;
    const now = this.options.now();
    for (const [key, entry] of this.entries) {
      if (!entry.pending && now - entry.builtAt >= this.options.ttlMs) this.entries.delete(key);
    }
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxKeys) break;
      if (!entry.pending) this.entries.delete(key);
    }
  }
}
