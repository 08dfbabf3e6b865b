import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Sent by the ledger after commit (modules/ledger/balance-announcer.ts): payload "<merchant id>:<member id>". */
const CHANNEL = 'member_balance';
const RECONNECT_DELAY_MS = 1000;

export type BalanceListenerEvents = {
  /** A member's balance changed in some server process (payload as sent). */
  changed(key: string): void;
  /** The listener came back after losing its connection: changes may have been missed meanwhile. */
  resync(): void;
};

/**
 * One dedicated connection per process LISTENs on member_balance, so a change made by any process
 * reaches the sockets open on this one. Reconnects on loss, like the merchant
 * configuration cache does.
 */
export class MemberBalanceListener {
  private closed = false;
  private client: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private lost = false;

  constructor(
    private readonly connectionString: string,
    private readonly events: BalanceListenerEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): Promise<void> {
    return this.listen();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) this.events.changed(msg.payload);
    });
    client.on('error', (err: Error & { code?: string }) => {
      // 57P01: the database is shutting down: expected, no stack.
      if (err.code === '57P01') this.log.info('balance listener closed by database shutdown');
      else this.log.warn({ err }, 'balance listener lost; reconnecting');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
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
      this.lost = true;
      if (!this.closed) this.reconnectTimer = setTimeout(() => this.reconnect(), RECONNECT_DELAY_MS);
    });
    this.client = client;
    if (this.lost) {
      this.lost = false;
      this.events.resync();
    }
  }

  private reconnect(): void {
    if (this.closed) return;
    this.listen().catch((err) => {
      this.log.warn({ err }, 'balance listener reconnect failed');
      if (!this.closed) this.reconnectTimer = setTimeout(() => this.reconnect(), RECONNECT_DELAY_MS);
    });
  }
}
