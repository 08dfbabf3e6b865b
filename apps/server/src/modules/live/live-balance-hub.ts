import type { LiveServerMessage } from '@platform/contracts/live-events';
import type { WalletBalance } from '@platform/contracts/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { WalletMerchant } from '../wallet/wallet-service';

/** One open page of a member: where balance events go. */
export type LiveSubscriber = { send(message: LiveServerMessage): void };

export type ReadWallet = (merchant: WalletMerchant, memberId: number) => Promise<WalletBalance>;

/** A burst of changes (a bet and its win, a batch of settlements) costs one wallet read per window. */
export const COALESCE_MS = 100;

type MemberEntry = {
  merchant: WalletMerchant;
  memberId: number;
  subscribers: Set<LiveSubscriber>;
  /** A read is running or its window has not passed: further changes wait for the window's end. */
  busy: boolean;
  /** A change arrived while busy: read once more when the window ends. */
  dirty: boolean;
  timer: NodeJS.Timeout | undefined;
};

/**
 * The members with open pages in this process, and the coalescing of their balance pushes. A read
 * starts after the change committed (NOTIFY is delivered at commit), and the next read only after
 * the previous one finished, so the last event a page gets always shows the latest balance.
 */
export class LiveBalanceHub {
  private readonly members = new Map<string, MemberEntry>();

  constructor(
    private readonly readWallet: ReadWallet,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts pushing the member's balance to the subscriber; returns the unsubscribe. */
  subscribe(merchant: WalletMerchant, memberId: number, subscriber: LiveSubscriber): () => void {
    const key = `${merchant.id}:${memberId}`;
    let entry = this.members.get(key);
    if (!entry) {
      entry = { merchant, memberId, subscribers: new Set(), busy: false, dirty: false, timer: undefined };
      this.members.set(key, entry);
    }
    entry.subscribers.add(subscriber);
    const subscribed = entry;
    return () => {
      subscribed.subscribers.delete(subscriber);
      if (subscribed.subscribers.size === 0 && this.members.get(key) === subscribed) {
        clearTimeout(subscribed.timer);
        this.members.delete(key);
      }
    };
  }

  /** A member's balance changed (key "<merchant id>:<member id>"); ignored when no page of theirs is open here. */
  changed(key: string): void {
    const entry = this.members.get(key);
    if (!entry) return;
    if (entry.busy) entry.dirty = true;
    else this.push(key, entry);
  }

  /** After missed notifications: every open page gets its current balance. */
  resync(): void {
    for (const key of this.members.keys()) this.changed(key);
  }

  close(): void {
    for (const entry of this.members.values()) clearTimeout(entry.timer);
    this.members.clear();
  }

  private push(key: string, entry: MemberEntry): void {
    entry.busy = true;
    entry.dirty = false;
    this.readWallet(entry.merchant, entry.memberId)
      .then((wallet) => {
        for (const subscriber of entry.subscribers) subscriber.send({ type: 'balance', wallet });
      })
      .catch((err) => {
        // The next change reads again; a page that missed one event still has its refresh button.
        this.log.warn({ err, member: key }, 'live balance read failed');
      })
      .finally(() => {
        if (this.members.get(key) !== entry) return;
        entry.timer = setTimeout(() => {
          entry.timer = undefined;
          entry.busy = false;
          if (entry.dirty && this.members.get(key) === entry) this.push(key, entry);
        }, COALESCE_MS);
      });
  }
}
