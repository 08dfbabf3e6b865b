import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { BalanceAnnouncer } from './balance-announcer';

/**
 * Which announcer speaks for a database handle, and which members a money transaction touched.
 *
 * The ledger's functions take only `db` (a Kysely handle or a caller's transaction), as every
 * service does; threading an announcer through every money feature's signature, route and job
 * would touch them all for something none of them should have to think about. So the app
 * registers one per process, keyed by the very Kysely instance it hands to its routes, and the
 * ledger looks it up. A handle nobody registered (a unit test of the ledger alone, the bench, a
 * script) announces nothing: no server process of its own is listening for it.
 */

/** Several apps may share one handle (two servers in one test): the newest speaks, one is enough. */
const announcers = new Map<Db, BalanceAnnouncer[]>();
/** Transactions opened by runMoneyTransaction -> the members their ledger writes touched. */
const moneyTransactions = new WeakMap<Db, Set<string>>();

/** One line in app.ts: announces the balance changes made through `db`, flushed when the app closes. */
export function installBalanceAnnouncer(app: FastifyInstance, db: Db): void {
  const announcer = new BalanceAnnouncer(db, app.log);
  announcers.set(db, [...(announcers.get(db) ?? []), announcer]);
  app.addHook('onClose', async () => {
    const rest = (announcers.get(db) ?? []).filter((a) => a !== announcer);
    if (rest.length > 0) announcers.set(db, rest);
    else announcers.delete(db);
    await announcer.stop();
  });
}

/** Tells the live sockets of every process, after commit, that these balances changed. */
export function announceBalances(db: Db, keys: Iterable<string>): void {
  announcers.get(db)?.at(-1)?.announce(keys);
}

/** Starts tracking a transaction opened by runMoneyTransaction; the set fills as it posts. */
export function trackMoneyTransaction(trx: Db): Set<string> {
  const touched = new Set<string>();
  moneyTransactions.set(trx, touched);
  return touched;
}

/**
 * Where a ledger write through `db` records the members it touched: undefined when `db` is no
 * transaction (the write is its own commit, announce it at once). A transaction not opened by
 * runMoneyTransaction is a programming error: its commit could never be announced.
 */
export function touchedMembersOf(db: Db): Set<string> | undefined {
  if (!db.isTransaction) return undefined;
  const touched = moneyTransactions.get(db);
  if (!touched) throw new Error('ledger writes inside a transaction must use runMoneyTransaction');
  return touched;
}
