import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { isConnectionLoss, lossReason } from './connection-loss';
import { connectionSettings } from './database';

const RECONNECT_DELAY_MS = 1000;

export type NotificationListenerOptions = {
  connectionString: string;
  channel: string;
  /** Names the listener in the log: "<name> listener lost; reconnecting". */
  name: string;
  log: FastifyBaseLogger;
  onNotification(payload: string): void;
  /** Listening (again): notifications sent while it was down were missed. */
  onListening(reconnected: boolean): void;
  /** The connection ended: nothing is heard until onListening. */
  onLost(): void;
};

/**
 * One dedicated connection that LISTENs on a channel and keeps doing so: when the connection ends
 * it tries again every second until closed. The caller decides what missed notifications mean
 * (drop a cache, re-send balances) through onLost and onListening.
 */
export class NotificationListener {
  private closed = false;
  private client: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private everListened = false;
  /** Failed reconnects in a row: the first is logged, the rest only at debug (one a second). */
  private failedReconnects = 0;

  constructor(private readonly opts: NotificationListenerOptions) {}

  /** The first connection; a failure here is the caller's (start-up stops). */
  start(): Promise<void> {
    return this.listen();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const { channel, name, log } = this.opts;
    const client = new pg.Client(connectionSettings(this.opts.connectionString));
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) this.opts.onNotification(msg.payload);
    });
    client.on('error', (err: Error & { code?: string }) => {
      // 57P01: the database is shutting down (a Ctrl-C reaches it too): expected, no stack.
      if (err.code === '57P01') log.info(`${name} listener closed by database shutdown`);
      else log.warn({ err }, `${name} listener lost; reconnecting`);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    client.on('end', () => {
      this.client = undefined;
      this.opts.onLost();
      if (!this.closed) this.reconnectTimer = setTimeout(() => this.reconnect(), RECONNECT_DELAY_MS);
    });
    this.client = client;
    if (this.failedReconnects > 0) log.info(`${name} listener back after ${this.failedReconnects} failed reconnects`);
    this.failedReconnects = 0;
    this.opts.onListening(this.everListened);
    this.everListened = true;
  }

  private reconnect(): void {
    if (this.closed) return;
    this.listen().catch((err) => {
      const { log, name } = this.opts;
      if (!isConnectionLoss(err)) log.warn({ err }, `${name} listener reconnect failed`);
      else if (this.failedReconnects === 0)
        log.warn(`${name} listener: database unreachable (${lossReason(err)}); retrying`);
      else log.debug(`${name} listener reconnect failed (${lossReason(err)})`);
      this.failedReconnects++;
      if (!this.closed) this.reconnectTimer = setTimeout(() => this.reconnect(), RECONNECT_DELAY_MS);
    });
  }
}
