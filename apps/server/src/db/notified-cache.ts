import { NotificationListener, type Notifications } from './notification-listener';

export type NotifiedCacheOptions = {
  notifications: Notifications;
  /** The channel a trigger on the cached tables notifies after each change (any payload). */
  channel: string;
  /**
   * What a notification drops: everything by default; a cache whose payload names what changed
   * drops only that (`delete`, `deleteWhere`).
   */
  onNotification?: (payload: string) => void;
  /** Values kept at most; the oldest goes first (it is loaded again if still asked for). */
  maxEntries?: number;
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

  private readonly maxEntries: number;

  constructor(options: NotifiedCacheOptions) {
    this.maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
    const { onNotification = () => this.clear() } = options;
    this.listener = new NotificationListener({
      notifications: options.notifications,
      channel: options.channel,
      onNotification,
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

  /** The kept value, without loading. */
  peek(key: string): V | undefined {
    return this.values.get(key);
  }

  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.values.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.listening && generation === this.generation) {
      if (this.values.size >= this.maxEntries) {
        const oldest = this.values.keys().next().value;
        if (oldest !== undefined) this.values.delete(oldest);
      }
      this.values.set(key, value);
    }
    return value;
  }

  delete(key: string): void {
    this.generation++;
    this.values.delete(key);
  }

  deleteWhere(drop: (value: V) => boolean): void {
    this.generation++;
    for (const [key, value] of this.values) if (drop(value)) this.values.delete(key);
  }

  clear(): void {
    this.generation++;
    this.values.clear();
  }
}
