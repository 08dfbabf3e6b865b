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
  /**
   * Other channels the values are built from, each with what its notification drops (everything
   * by default: a change to what every value is built from).
   */
  alsoFollows?: { channel: string; onNotification?: (payload: string) => void }[];
  /** Values kept at most; the oldest goes first (it is loaded again if still asked for). */
  maxEntries?: number;
  /**
   * A value older than this is loaded again: the bound on staleness should a notification be lost
   * while the listener stays up (one sent outside the changing transaction, after its commit).
   */
  maxAgeMs?: number;
};

/**
 * A per-process cache of rows that change rarely and are read on hot paths (a vendor's secret on
 * every wallet call): any change, by any process or by hand, is notified by a trigger on its
 * table and empties the cache of every process. While the listener is down nothing is kept, so a
 * missed notification cannot leave a stale value behind; a load that raced a change is not kept.
 * Nothing found (undefined) is not kept either: keys named by strangers must not fill the memory.
 */
export class NotifiedCache<V extends {}> {
  private readonly values = new Map<string, { value: V; storedAtMs: number }>();
  private readonly listeners: NotificationListener[];
  /** Listeners hearing their channel now; values are kept only while all of them do. */
  private hearing = 0;
  private generation = 0;

  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(options: NotifiedCacheOptions) {
    this.maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
    this.maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    const { onNotification = () => this.clear() } = options;
    const listen = (channel: string, heard: (payload: string) => void) =>
      new NotificationListener({
        notifications: options.notifications,
        channel,
        onNotification: heard,
        onListening: () => {
          this.clear();
          this.hearing++;
        },
        onLost: () => {
          this.hearing--;
          this.clear();
        },
      });
    this.listeners = [
      listen(options.channel, onNotification),
      ...(options.alsoFollows ?? []).map((also) => listen(also.channel, also.onNotification ?? (() => this.clear()))),
    ];
  }

  private get listening(): boolean {
    return this.hearing === this.listeners.length;
  }

  async start(): Promise<void> {
    for (const listener of this.listeners) await listener.start();
  }

  async close(): Promise<void> {
    this.hearing = 0;
    this.clear();
    for (const listener of this.listeners) await listener.close();
  }

  /** The kept value, without loading. */
  peek(key: string): V | undefined {
    const kept = this.values.get(key);
    if (kept === undefined) return undefined;
    if (Date.now() - kept.storedAtMs < this.maxAgeMs) return kept.value;
    this.values.delete(key);
    return undefined;
  }

  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const storedAtMs = Date.now();
    const value = await load();
    if (value !== undefined && this.listening && generation === this.generation) {
      if (this.values.size >= this.maxEntries) {
        const oldest = this.values.keys().next().value;
        if (oldest !== undefined) this.values.delete(oldest);
      }
      this.values.set(key, { value, storedAtMs });
    }
    return value;
  }

  delete(key: string): void {
    this.generation++;
    this.values.delete(key);
  }

  deleteWhere(drop: (value: V) => boolean): void {
    this.generation++;
    for (const [key, kept] of this.values) if (drop(kept.value)) this.values.delete(key);
  }

  clear(): void {
    this.generation++;
    this.values.clear();
  }
}
