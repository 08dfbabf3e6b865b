import type { CrashState } from '@platform/contracts/crash';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { NotificationListener } from '../../../db/notification-listener';
import type { CrashClock } from './crash-clock';
import { readCrashState } from './crash-state';

/** Every server process LISTENs here; the payload is the merchant id whose round changed. */
export const CRASH_CHANNEL = 'crash_round';
/** Changes within this window (a burst of cash-outs) cost one state read per process. */
export const CRASH_COALESCE_MS = 50;

/** One page that watches the round (a socket after `crash:subscribe`). */
export type CrashSubscriber = { send(message: { type: 'crash'; state: CrashState }): void };
export type CrashMerchantRef = { id: number; currency: string };

type Entry = {
  merchant: CrashMerchantRef;
  subscribers: Set<CrashSubscriber>;
  busy: boolean;
  dirty: boolean;
  timer: NodeJS.Timeout | undefined;
};

/**
 * The crash round's fan-out (DESIGN: several processes, one database). Whoever changes a round
 * NOTIFYs after its commit; every process then reads the state once per window and sends it to
 * the pages watching here. The notification carries no state: the database is the one truth, so
 * a page never sees a state older than the one it had.
 */
export class CrashFeed {
  private readonly merchants = new Map<number, Entry>();
  private readonly listener: NotificationListener;
  private closed = false;

  constructor(
    private readonly db: Db,
    connectionString: string,
    private readonly clock: CrashClock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listener = new NotificationListener({
      connectionString,
      channel: CRASH_CHANNEL,
      name: 'crash',
      log,
      onNotification: (payload) => this.changed(Number(payload)),
      // Missed notifications while reconnecting: every watched round is read again.
      onListening: (reconnected) => {
        if (reconnected) for (const id of this.merchants.keys()) this.changed(id);
      },
      onLost: () => {},
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.merchants.values()) clearTimeout(entry.timer);
    this.merchants.clear();
    await this.listener.close();
  }

  /** After a change committed: every process's pages get the new state. Fire and forget. */
  announce(merchantId: number): void {
    if (this.closed) return;
    sql`select pg_notify(${CRASH_CHANNEL}, ${String(merchantId)})`.execute(this.db).catch((err) => {
      this.log.warn({ err }, 'crash announcement lost; pages catch up with the next change');
    });
  }

  /** Starts sending the brand's round to the page (the current state at once); returns the stop. */
  subscribe(merchant: CrashMerchantRef, subscriber: CrashSubscriber): () => void {
    let entry = this.merchants.get(merchant.id);
    if (!entry) {
      entry = { merchant, subscribers: new Set(), busy: false, dirty: false, timer: undefined };
      this.merchants.set(merchant.id, entry);
    }
    entry.subscribers.add(subscriber);
    this.changed(merchant.id);
    const subscribed = entry;
    return () => {
      subscribed.subscribers.delete(subscriber);
      if (subscribed.subscribers.size === 0 && this.merchants.get(merchant.id) === subscribed) {
        clearTimeout(subscribed.timer);
        this.merchants.delete(merchant.id);
      }
    };
  }

  private changed(merchantId: number): void {
    const entry = this.merchants.get(merchantId);
    if (!entry) return;
    if (entry.busy) entry.dirty = true;
    else this.push(entry);
  }

  private push(entry: Entry): void {
    entry.busy = true;
    entry.dirty = false;
    readCrashState(this.db, entry.merchant, this.clock.now())
      .then((state) => {
        if (!state) return;
        for (const subscriber of entry.subscribers) subscriber.send({ type: 'crash', state });
      })
      .catch((err) => this.log.warn({ err }, 'crash state read failed'))
      .finally(() => {
        if (this.merchants.get(entry.merchant.id) !== entry) return;
        entry.timer = setTimeout(() => {
          entry.timer = undefined;
          entry.busy = false;
          if (entry.dirty && this.merchants.get(entry.merchant.id) === entry) this.push(entry);
        }, CRASH_COALESCE_MS);
      });
  }
}
