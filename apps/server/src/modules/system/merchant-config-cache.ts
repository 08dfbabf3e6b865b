import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { NotificationListener } from '../../db/notification-listener';
import type { MerchantConfig } from './merchant-config';
import { findMerchantIdByCode, loadDomainIndex, loadMerchantConfig } from './merchant-config-repository';

const CHANNEL = 'merchant_config_changed';

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
 */
export class MerchantConfigCache {
  private listening = false;
  private readonly listener: NotificationListener;
  private readonly configs = new PromiseCache<number, MerchantConfig | undefined>(() => this.listening);
  /** Small lookups, dropped with any change: every merchant domain, and merchant ids by code. */
  private readonly domainIndex = new PromiseCache<'all', Map<string, number>>(() => this.listening);
  private readonly idsByCode = new PromiseCache<string, number | undefined>(() => this.listening);

  constructor(
    private readonly db: Db,
    connectionString: string,
    private readonly defaultMerchantCode: string,
    log: FastifyBaseLogger,
  ) {
    this.listener = new NotificationListener({
      connectionString,
      channel: CHANNEL,
      name: 'configuration',
      log,
      onNotification: (payload) => this.invalidate(Number(payload)),
      // Whatever changed while nobody listened is unknown: start from nothing.
      onListening: () => {
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
    return hit ?? this.load(domain);
  }

  private async load(domain: string): Promise<MerchantConfig | undefined> {
    const index = await this.domainIndex.get('all', () => loadDomainIndex(this.db));
    const code = this.defaultMerchantCode;
    const id = index.get(domain) ?? (await this.idsByCode.get(code, () => findMerchantIdByCode(this.db, code)));
    return id === undefined ? undefined : this.configs.get(id, () => loadMerchantConfig(this.db, id));
  }

  private invalidate(merchantId?: number): void {
    if (merchantId === undefined || Number.isNaN(merchantId)) this.configs.clear();
    else this.configs.delete(merchantId);
    this.domainIndex.clear();
    this.idsByCode.clear();
  }
}
