import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { isConnectionLoss, lossReason } from './connection-loss';
import { connectionSettings } from './database';

const RECONNECT_DELAY_MS = 1000;
/** Where `settled` sends its marker, on the listening connection itself. */
const SETTLED_CHANNEL = 'notifications_settled';
/** Channel names are the platform's own constants; anything else would be SQL in a LISTEN. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** What one listener of a channel is told. */
type Subscriber = {
  channel: string;
  onNotification(payload: string): void;
  onListening(reconnected: boolean): void;
  onLost(): void;
  /** Heard on the current connection. */
  listening: boolean;
  everListened: boolean;
};

/**
 * The one connection of a process that LISTENs for every channel its caches and feeds follow
 * (PostgreSQL holds a connection per LISTENing session: one per process instead of one per cache
 * keeps the pool's budget for requests). When the connection ends, every listener is told it may
 * have missed notifications (onLost), and the connection is tried again every second until closed;
 * each listener is told when it hears again (onListening).
 */
export class Notifications {
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** Failed reconnects in a row: the first is logged, the rest only at debug (one a second). */
  private failedReconnects = 0;

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens for one more channel; a failure to reach the database here is the caller's (start-up stops). */
  async subscribe(subscriber: Subscriber): Promise<void> {
    if (!CHANNEL_NAME.test(subscriber.channel)) throw new Error(`not a channel name: ${subscriber.channel}`);
    if (this.closed) throw new Error('notifications are closed');
    this.subscribers.add(subscriber);
    try {
      if (this.client && !this.connecting) {
        await this.client.query(`LISTEN ${subscriber.channel}`);
        this.heard(subscriber);
      } else {
        await this.connect();
      }
    } catch (err) {
      this.subscribers.delete(subscriber);
      throw err;
    }
  }

  async unsubscribe(subscriber: Subscriber): Promise<void> {
    this.subscribers.delete(subscriber);
    subscriber.listening = false;
    const { channel } = subscriber;
    if (this.client && ![...this.subscribers].some((s) => s.channel === channel)) {
      await this.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    }
  }

  /**
   * Resolves once every notification committed before the call has been handed to its listeners: a
   * marker sent now arrives after them (PostgreSQL delivers in commit order). For whoever changed
   * rows by hand and must not act before this process's caches have heard of it (tests, scripts).
   */
  async settled(): Promise<void> {
    const marker = randomUUID();
    let arrived = () => {};
    let lost = (_reason: Error) => {};
    const arrival = new Promise<void>((resolve, reject) => {
      arrived = resolve;
      lost = reject;
    });
    const subscriber: Subscriber = {
      channel: SETTLED_CHANNEL,
      onNotification: (payload) => {
        if (payload === marker) arrived();
      },
      onListening: () => {},
      onLost: () => lost(new Error('notification connection lost while settling')),
      listening: false,
      everListened: false,
    };
    await this.subscribe(subscriber);
    try {
      if (!this.client) throw new Error('notifications are not connected');
      await this.client.query('select pg_notify($1, $2)', [SETTLED_CHANNEL, marker]);
      await arrival;
    } finally {
      await this.unsubscribe(subscriber);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.connecting?.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
  }

  private heard(subscriber: Subscriber): void {
    if (subscriber.listening || !this.subscribers.has(subscriber)) return;
    subscriber.listening = true;
    subscriber.onListening(subscriber.everListened);
    subscriber.everListened = true;
  }

  /** One connection at a time: a subscriber arriving while it is made waits for it. */
  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client(connectionSettings(this.connectionString));
    client.on('notification', (msg) => {
      if (msg.payload === undefined) return;
      for (const s of this.subscribers) if (s.listening && s.channel === msg.channel) s.onNotification(msg.payload);
    });
    client.on('error', (err: Error & { code?: string }) => {
      // 57P01: the database is shutting down (a Ctrl-C reaches it too): expected, no stack.
      if (err.code === '57P01') this.log.info('notification listener closed by database shutdown');
      else this.log.warn({ err }, 'notification listener lost; reconnecting');
    });
    try {
      await client.connect();
      // Subscribers may arrive while this runs: until every channel asked for is heard.
      const listened = new Set<string>();
      for (;;) {
        const missing = [...new Set([...this.subscribers].map((s) => s.channel))].filter((c) => !listened.has(c));
        if (missing.length === 0) break;
        for (const channel of missing) {
          await client.query(`LISTEN ${channel}`);
          listened.add(channel);
        }
      }
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    client.on('end', () => this.lost());
    this.client = client;
    if (this.failedReconnects > 0)
      this.log.info(`notification listener back after ${this.failedReconnects} failed reconnects`);
    this.failedReconnects = 0;
    for (const s of this.subscribers) this.heard(s);
  }

  private lost(): void {
    this.client = undefined;
    for (const s of this.subscribers) {
      if (!s.listening) continue;
      s.listening = false;
      s.onLost();
    }
    if (!this.closed) this.reconnectTimer = setTimeout(() => this.reconnect(), RECONNECT_DELAY_MS);
  }

  private reconnect(): void {
    if (this.closed) return;
    this.connect().catch((err) => {
      if (!isConnectionLoss(err)) this.log.warn({ err }, 'notification listener reconnect failed');
      else if (this.failedReconnects === 0)
        this.log.warn(`notification listener: database unreachable (${lossReason(err)}); retrying`);
      else this.log.debug(`notification listener reconnect failed (${lossReason(err)})`);
      this.failedReconnects++;
      if (!this.closed) this.reconnectTimer = setTimeout(() => this.reconnect(), RECONNECT_DELAY_MS);
    });
  }
}

export type NotificationListenerOptions = {
  /** The process's one LISTEN connection. */
  notifications: Notifications;
  channel: string;
  onNotification(payload: string): void;
  /** Listening (again): notifications sent while it was down were missed. */
  onListening(reconnected: boolean): void;
  /** The connection ended: nothing is heard until onListening. */
  onLost(): void;
};

/**
 * One channel heard on the process's shared connection. The caller decides what missed
 * notifications mean (drop a cache, re-send balances) through onLost and onListening.
 */
export class NotificationListener {
  private readonly subscriber: Subscriber;

  constructor(private readonly opts: NotificationListenerOptions) {
    this.subscriber = {
      channel: opts.channel,
      onNotification: (payload) => opts.onNotification(payload),
      onListening: (reconnected) => opts.onListening(reconnected),
      onLost: () => opts.onLost(),
      listening: false,
      everListened: false,
    };
  }

  /** The first LISTEN; a failure here is the caller's (start-up stops). */
  start(): Promise<void> {
    return this.opts.notifications.subscribe(this.subscriber);
  }

  close(): Promise<void> {
    return this.opts.notifications.unsubscribe(this.subscriber);
  }
}
