import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './database';
import { NotificationListener, type Notifications } from './notification-listener';

/** One page that watches a state (a socket that subscribed). */
export type FeedSubscriber<M> = { send(message: M): void };

export type NotifiedStateFeedOptions<R extends { id: number }, M> = {
  db: Db;
  notifications: Notifications;
  log: FastifyBaseLogger;
  /** The channel every server process LISTENs on; the payload is the id (a brand's) whose state changed. */
  channel: string;
  /** Names the feed in the log: "<name> state read failed". */
  name: string;
  /** Changes within this window (a burst of bets) cost one state read per process. */
  coalesceMs: number;
  /** The message to send the watchers of `ref` now; undefined sends nothing. */
  read(ref: R): Promise<M | undefined>;
};

type Entry<R, M> = {
  ref: R;
  subscribers: Set<FeedSubscriber<M>>;
  busy: boolean;
  dirty: boolean;
  timer: NodeJS.Timeout | undefined;
};

/**
 * The fan-out of a state that a loop changes and many pages watch (a crash round, a lottery draw),
 * across several processes on one database. Whoever changes the state NOTIFYs after its commit;
 * every process then reads the state once per window and sends it to the pages watching here. The
 * notification carries no state: the database is the one truth, so a page never sees a state
 * older than the one it had.
 */
export class NotifiedStateFeed<R extends { id: number }, M> {
  private readonly watched = new Map<number, Entry<R, M>>();
  private readonly listener: NotificationListener;
  private closed = false;

  constructor(private readonly options: NotifiedStateFeedOptions<R, M>) {
    this.listener = new NotificationListener({
      notifications: options.notifications,
      channel: options.channel,
      onNotification: (payload) => this.changed(Number(payload)),
      // Missed notifications while reconnecting: every watched state is read again.
      onListening: (reconnected) => {
        if (reconnected) for (const id of this.watched.keys()) this.changed(id);
      },
      onLost: () => {},
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.watched.values()) clearTimeout(entry.timer);
    this.watched.clear();
    await this.listener.close();
  }

  /** After a change committed: every process's pages get the new state. Fire and forget. */
  announce(id: number): void {
    if (this.closed) return;
    const { db, channel, name, log } = this.options;
    sql`select pg_notify(${channel}, ${String(id)})`.execute(db).catch((err) => {
      log.warn({ err }, `${name} announcement lost; pages catch up with the next change`);
    });
  }

  /** Starts sending the state of `ref` to the page (the current one at once); returns the stop. */
  subscribe(ref: R, subscriber: FeedSubscriber<M>): () => void {
    let entry = this.watched.get(ref.id);
    if (!entry) {
      entry = { ref, subscribers: new Set(), busy: false, dirty: false, timer: undefined };
      this.watched.set(ref.id, entry);
    }
    entry.subscribers.add(subscriber);
    this.changed(ref.id);
    const subscribed = entry;
    return () => {
      subscribed.subscribers.delete(subscriber);
      if (subscribed.subscribers.size === 0 && this.watched.get(ref.id) === subscribed) {
        clearTimeout(subscribed.timer);
        this.watched.delete(ref.id);
      }
    };
  }

  private changed(id: number): void {
    const entry = this.watched.get(id);
    if (!entry) return;
    if (entry.busy) entry.dirty = true;
    else this.push(entry);
  }

  private push(entry: Entry<R, M>): void {
    const { name, log, coalesceMs } = this.options;
    entry.busy = true;
    entry.dirty = false;
    this.options
      .read(entry.ref)
      .then((message) => {
        if (message === undefined) return;
        for (const subscriber of entry.subscribers) subscriber.send(message);
      })
      .catch((err) => log.warn({ err }, `${name} state read failed`))
      .finally(() => {
        if (this.watched.get(entry.ref.id) !== entry) return;
        entry.timer = setTimeout(() => {
          entry.timer = undefined;
          entry.busy = false;
          if (entry.dirty && this.watched.get(entry.ref.id) === entry) this.push(entry);
        }, coalesceMs);
      });
  }
}
