import type { Db } from '../../db/database';
import type { MoneyEvent, MoneyEventType, MoneyListener } from './money-events';

/**
 * The machinery behind money-events.ts, private to the ledger: which listeners hear a database
 * handle, and which events a money transaction holds back until its commit.
 *
 * The ledger's functions take only `db` (a Kysely handle or a caller's transaction), as every
 * service does; threading a listener list through every money feature's signature, route and job
 * would touch them all for something none of them should have to think about. So listeners are
 * registered per Kysely instance (the one the app hands to its routes); runMoneyTransaction hands
 * its transaction's events to the listeners of the instance it was given. A handle nobody subscribed to (a unit test of the
 * ledger alone, the bench, a script) announces to no one.
 */

type Log = { error: (details: object, message: string) => void };
type Subscription = { type: MoneyEventType; listener: MoneyListener<never>; log: Log };

const subscriptions = new Map<Db, Subscription[]>();
/** Transactions opened by runMoneyTransaction -> the events they hold back until their commit. */
const moneyTransactions = new WeakMap<Db, MoneyEvent[]>();

export function subscribe<K extends MoneyEventType>(db: Db, type: K, listener: MoneyListener<K>, log: Log): () => void {
  const subscription: Subscription = { type, listener: listener as MoneyListener<never>, log };
  subscriptions.set(db, [...(subscriptions.get(db) ?? []), subscription]);
  return () => {
    const rest = (subscriptions.get(db) ?? []).filter((s) => s !== subscription);
    if (rest.length > 0) subscriptions.set(db, rest);
    else subscriptions.delete(db);
  };
}

/** Hands committed events to their listeners; a failing listener is logged and fails no one. */
function dispatch(db: Db, events: readonly MoneyEvent[]): void {
  const listening = subscriptions.get(db);
  if (!listening) return;
  for (const event of events) {
    for (const { type, listener, log } of listening) {
      if (type !== event.type) continue;
      const failed = (err: unknown) => log.error({ err, event: event.type }, 'money event listener failed');
      try {
        const done = (listener as MoneyListener<typeof type>)(event as never);
        if (done instanceof Promise) done.catch(failed);
      } catch (err) {
        failed(err);
      }
    }
  }
}

/** Opens the record of a transaction runMoneyTransaction started; its events wait for the commit. */
export function holdUntilCommit(trx: Db): MoneyEvent[] {
  const held: MoneyEvent[] = [];
  moneyTransactions.set(trx, held);
  return held;
}

/** After the commit of a money transaction on `root`: its events go out, in the order they happened. */
export function releaseCommitted(root: Db, held: readonly MoneyEvent[]): void {
  if (held.length > 0) dispatch(root, held);
}

/**
 * Refuses a ledger write inside a transaction runMoneyTransaction did not open: its commit could
 * never be announced. A write outside any transaction is its own commit.
 */
export function assertMoneyTransaction(db: Db): void {
  if (db.isTransaction && !moneyTransactions.has(db)) {
    throw new Error('ledger writes inside a transaction must use runMoneyTransaction');
  }
}

/** Announces `event` once the write through `db` has committed: now, or when its transaction commits. */
export function announceAfterCommit(db: Db, event: MoneyEvent): void {
  assertMoneyTransaction(db);
  const held = moneyTransactions.get(db);
  if (held) held.push(event);
  else dispatch(db, [event]);
}
