import type { FastifyBaseLogger } from 'fastify';
import { NotificationListener } from './notification-listener';

export type NotifiedCacheOptions = {
  connectionString: string;
  /** The channel a trigger on the cached tables notifies after each change (any payload). */
  channel: string;
  /** Names the listener in the log. */
  name: string;
  log: FastifyBaseLogger;
};

/**
 * A per-process cache of rows that change rarely and are read on hot paths (a vendor's secret on
 * every wallet call): any change, by any process or by hand, is notified by a trigger on its
 * table and empties the cache of every process. While the listener is down nothing is kept, so a
 * missed notification cannot leave a stale value behind; a load that raced a change is not kept.
 * Nothing found (undefined) is not kept either: keys named by strangers must not fill the memory.
 */
export class NotifiedCache<V extends {}> {
  private readonly values = new Map<string, V>();
  private readonly listener: NotificationListener;
  private listening = false;
  private generation = 0;

  constructor(options: NotifiedCacheOptions) {
    this.listener = new NotificationListener({
      ...options,
      onNotification: () => this.clear(),
      onListening: () => {
        this.clear();
        this.listening = true;
      },
      onLost: () => {
        this.listening = false;
        this.clear();
      },
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  close(): Promise<void> {
    this.listening = false;
    this.clear();
    return this.listener.close();
  }

  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.values.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.listening && generation === this.generation) this.values.set(key, value);
    return value;
  }

  private clear(): void {
    this.generation++;
    this.values.clear();
  }
}
