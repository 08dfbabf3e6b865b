import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What the live socket of every server process LISTENs on (modules/live/member-balance-listener.ts). */
export const BALANCE_CHANNEL = 'member_balance';
/** Long enough to gather a burst of commits into one statement, short enough that a page feels live. */
export const ANNOUNCE_BATCH_MS = 15;

/** The payload the live socket expects: "<merchant id>:<member id>". */
export const balanceKey = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

/**
 * Tells every server process that members' balances changed, AFTER the money transactions that
 * changed them committed and outside them. A NOTIFY inside a money transaction made PostgreSQL
 * serialise the commits of all of them (a database-wide lock held through the WAL flush): measured,
 * it halved the ledger's throughput. Here one autocommit statement per batch notifies a set of
 * members, deduplicated, at most one statement in flight. Fire and forget: a failure is logged and
 * never reaches the money call, whose change is committed anyway; a page re-reads its balance when
 * its socket reconnects.
 */
export class BalanceAnnouncer {
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private sending: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly batchMs = ANNOUNCE_BATCH_MS,
  ) {}

  /** Queues "<merchant id>:<member id>" keys; they go out within about one batch window. */
  announce(keys: Iterable<string>): void {
    if (this.stopped) return;
    for (const key of keys) this.pending.add(key);
    this.schedule();
  }

  /** Sends what is queued and waits for it; later announcements are dropped (the app is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.sending;
    await this.send();
  }

  private schedule(): void {
    if (this.timer || this.sending || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.sending = this.send().finally(() => {
        this.sending = undefined;
        // What arrived during the send waits for the next window, not for another announcement.
        if (!this.stopped) this.schedule();
      });
    }, this.batchMs);
    // A pending push must not keep a finished process (a script, a test run) alive.
    this.timer.unref();
  }

  private async send(): Promise<void> {
    if (this.pending.size === 0) return;
    const keys = [...this.pending];
    this.pending = new Set();
    try {
      await sql`select pg_notify(${BALANCE_CHANNEL}, k) from unnest(${keys}::text[]) k`.execute(this.db);
    } catch (err) {
      this.log.warn({ err, members: keys.length }, 'balance announcement lost; pages catch up on reconnect');
    }
  }
}
