import { isConnectionLoss } from '../../db/connection-loss';
import type { Db } from '../../db/database';
import { NotificationListener, type Notifications } from '../../db/notification-listener';
import type { MerchantConfig } from './merchant-config';
import { findMerchantIdByCode, loadDomainIndex, loadMerchantConfig } from './merchant-config-repository';

/** Notified after any change to a brand's configuration (migration 0001); the payload is its id. */
export const MERCHANT_CONFIG_CHANNEL = 'merchant_config_changed';

/** `Host: Example.com:8080` → `example.com`, without a regular expression on the hot path. */
function domainOf(host: string | undefined): string {
  if (!host) return '';
  const colon = host.lastIndexOf(':');
  // IPv6 literals ([::1]:8080) keep their brackets; only a trailing :port is cut.
  const bare = colon > host.lastIndexOf(']') ? host.slice(0, colon) : host;
  return bare.toLowerCase();
}

/**
 * Shares one load per key between concurrent callers and keeps results only while `keep()` says so.
 * Settled values are also kept plainly, so the hot path reads them without awaiting a promise.
 */
class PromiseCache<K, V> {
  private pending = new Map<K, Promise<V>>();
  private settled = new Map<K, V>();
  constructor(private readonly keep: () => boolean) {}

  peek(key: K): V | undefined {
    return this.settled.get(key);
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.settled.has(key)) return Promise.resolve(this.settled.get(key) as V);
    const cached = this.pending.get(key);
    if (cached) return cached;
    const fresh = load();
    if (this.keep()) {
      this.pending.set(key, fresh);
      fresh.then(
        (value) => {
          // Only if not invalidated meanwhile: a cleared key must not come back stale.
          if (this.pending.get(key) === fresh) {
            this.pending.delete(key);
            this.settled.set(key, value);
          }
        },
        () => this.pending.delete(key),
      );
    }
    return fresh;
  }

  delete(key: K): void {
    this.pending.delete(key);
    this.settled.delete(key);
  }

  clear(): void {
    this.pending.clear();
    this.settled.clear();
  }
}

/**
 * Per-process cache of merchant configurations. Every process listens on PostgreSQL's
 * `merchant_config_changed` channel (a trigger on each configuration table notifies it), so a change
 * made by any process, or by hand in SQL, reaches all processes within moments. While the listener
 * is down nothing is cached, so a missed notification cannot leave a stale answer behind.
 *
 * Except while the database cannot be reached: then a request is answered with the configuration
 * its host last had (the site's status, its languages), the best there is and what it was moments
 * ago; whatever else the request needs from the database fails on its own (503). A change notified
 * before the loss always dropped that answer first.
 */
export class MerchantConfigCache {
  private listening = false;
  private readonly listener: NotificationListener;
  private readonly configs = new PromiseCache<number, MerchantConfig | undefined>(() => this.listening);
  /** Small lookups, dropped with any change: every merchant domain, and merchant ids by code. */
  private readonly domainIndex = new PromiseCache<'all', Map<string, number>>(() => this.listening);
  private readonly idsByCode = new PromiseCache<string, number | undefined>(() => this.listening);
  /** What the last loads found; kept when the listener is lost, a configuration dropped by its change. */
  private readonly lastKnown = {
    index: new Map<string, number>(),
    defaultId: undefined as number | undefined,
    configs: new Map<number, MerchantConfig>(),
  };
  /** The last load failed for want of a database, and nothing has reached it since. */
  private unreachable = false;

  constructor(
    private readonly db: Db,
    notifications: Notifications,
    private readonly defaultMerchantCode: string,
  ) {
    this.listener = new NotificationListener({
      notifications,
      channel: MERCHANT_CONFIG_CHANNEL,
      onNotification: (payload) => {
        const merchantId = Number(payload);
        this.invalidate(merchantId);
        if (Number.isNaN(merchantId)) this.lastKnown.configs.clear();
        else this.lastKnown.configs.delete(merchantId);
      },
      // Whatever changed while nobody listened is unknown: start from nothing.
      onListening: () => {
        this.unreachable = false;
        this.invalidate();
        this.listening = true;
      },
      onLost: () => {
        this.listening = false;
        this.invalidate();
      },
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  close(): Promise<void> {
    return this.listener.close();
  }

  /**
   * The merchant a request belongs to: its host if that is a merchant domain, else the default one.
   * Answers synchronously when everything it needs is cached, which is nearly always.
   */
  forHost(host: string | undefined): MerchantConfig | undefined | Promise<MerchantConfig | undefined> {
    const domain = domainOf(host);
    const index = this.domainIndex.peek('all');
    const id = index && (index.get(domain) ?? this.idsByCode.peek(this.defaultMerchantCode));
    const hit = id === undefined ? undefined : this.configs.peek(id);
    if (hit) return hit;
    // Offline: no load to wait for (it could only fail), the last answer at once.
    if (this.unreachable && !this.listening) {
      const last = this.lastKnownFor(domain);
      if (last) return last;
    }
    return this.load(domain).then(
      (config) => {
        this.unreachable = false;
        return config;
      },
      (err: unknown) => {
        if (!isConnectionLoss(err)) throw err;
        this.unreachable = true;
        const last = this.lastKnownFor(domain);
        if (last) return last;
        throw err;
      },
    );
  }

  private async load(domain: string): Promise<MerchantConfig | undefined> {
    const index = await this.domainIndex.get('all', () => loadDomainIndex(this.db));
    this.lastKnown.index = index;
    const code = this.defaultMerchantCode;
    let id = index.get(domain);
    if (id === undefined) {
      id = await this.idsByCode.get(code, () => findMerchantIdByCode(this.db, code));
      this.lastKnown.defaultId = id;
    }
    if (id === undefined) return undefined;
    const merchantId = id;
    const config = await this.configs.get(merchantId, () => loadMerchantConfig(this.db, merchantId));
    if (config) this.lastKnown.configs.set(merchantId, config);
    return config;
  }

  private lastKnownFor(domain: string): MerchantConfig | undefined {
    const { index, defaultId, configs } = this.lastKnown;
    const id = index.get(domain) ?? defaultId;
    return id === undefined ? undefined : configs.get(id);
  }

  private invalidate(merchantId?: number): void {
    if (merchantId === undefined || Number.isNaN(merchantId)) this.configs.clear();
    else this.configs.delete(merchantId);
    this.domainIndex.clear();
    this.idsByCode.clear();
  }
}
