import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { announceAfterCommit, subscribe } from './money-event-bus';

/**
 * What the ledger tells the rest of the platform about money that moved: one event per committed
 * movement, after its commit. Modules that react to money (promotions, VIP, missions, rebates,
 * agent salaries, player limits) subscribe here, in the `subscriptions` slot of their module file
 * (server-module.ts), instead of being called from every money path. The rules (docs/decisions/0032-money-events.md):
 * - a listener hears a movement only once its transaction committed, never one that rolled back;
 * - once per movement: an idempotent replay of a movement announces nothing again;
 * - a listener that throws or rejects is logged; the movement it heard of stands.
 * Amounts are bigint minor units, positive, in the merchant's one currency.
 */

/** The movement as the ledger booked it: `transactionId` names the ledger transaction. */
type Movement = { merchantId: number; memberId: number; amount: bigint; transactionId: string };

/** A round of a seamless-wallet vendor or of the in-house studio (which plays as vendor PGE). */
type Round = { vendor: string; roundId: string; gameCode: string };

export type MoneyEvents = {
  /**
   * These members' balances may have changed (the live balance push listens). The one event that a
   * replay announces again: it changes nothing, but a client retrying after a crash between the
   * commit and its push gets the push it missed.
   */
  balancesChanged: { merchantId: number; memberIds: number[] };
  /** A bet taken from the member's main wallet. */
  betPlaced: Movement & Round;
  /** A round credited: `amount` is the win, 0 for a lost round (then no ledger transaction: null). */
  betSettled: Omit<Movement, 'transactionId'> & Round & { transactionId: string | null; roundEnded: boolean };
  /** A bet given back (the vendor's rollback, or the sweeper closing a round nobody settled). */
  betRefunded: Movement & Round & { betTransactionId: string };
  depositCredited: Movement & { orderId: string };
  /** Money put aside for a withdrawal request, waiting for the operator. */
  withdrawalRequested: Movement & { orderId: string };
  withdrawalPaid: Movement & { orderId: string };
  /** A rejected withdrawal's money back on the main wallet. */
  withdrawalReturned: Movement & { orderId: string };
  /** Main wallet <-> a vendor's sub-wallet (`amount` always positive, `direction` says which way). */
  walletTransferDone: Movement & { vendor: string; direction: 'TO_VENDOR' | 'FROM_VENDOR' };
  /** Cash from the member (`memberId`) to its upline or to one of its downline. */
  lineTransferDone: Movement & { toMemberId: number; direction: 'UPLINE' | 'DOWNLINE' };
  /** What a transfer-wallet vendor reports for the member, brought into its sub-wallet (signed). */
  vendorBalanceSettled: Omit<Movement, 'amount'> & { vendor: string; difference: bigint };
};

export type MoneyEventType = keyof MoneyEvents;
export type MoneyEvent = { [K in MoneyEventType]: { type: K } & MoneyEvents[K] }[MoneyEventType];
/** What a ledger write announces about itself: the ledger adds the transaction id it booked. */
export type MovementEvent = {
  [K in Exclude<MoneyEventType, 'balancesChanged'>]: { type: K } & Omit<MoneyEvents[K], 'transactionId'>;
}[Exclude<MoneyEventType, 'balancesChanged'>];

export type MoneyListener<K extends MoneyEventType> = (event: MoneyEvents[K]) => void | Promise<void>;

/**
 * Subscribes to one kind of movement made through `db` (the handle the app gives its routes and
 * jobs) for as long as `app` is open. A listener runs after the commit, outside the transaction:
 * what it writes is its own work, and it must be idempotent by the event's transaction id should
 * it be run again for the same movement after a crash of its own.
 */
export function onMoneyEvent<K extends MoneyEventType>(
  app: FastifyInstance,
  db: Db,
  type: K,
  listener: MoneyListener<K>,
): void {
  const unsubscribe = subscribe(db, type, listener, app.log as FastifyBaseLogger);
  app.addHook('onClose', async () => unsubscribe());
}

/**
 * Announces a movement that posted nothing to the ledger (a lost round's settlement), after the
 * commit of the money transaction `db` belongs to. Call it only where the movement is new, never
 * on a replay. A movement that posts announces itself through postTransaction's `announce`.
 */
export function announceMoneyEvent(db: Db, event: MoneyEvent): void {
  announceAfterCommit(db, event);
}
