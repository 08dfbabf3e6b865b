import type { CrashState } from '@platform/contracts/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { Notifications } from '../../../db/notification-listener';
import { type FeedSubscriber, NotifiedStateFeed } from '../../../db/notified-state-feed';
import type { CrashClock } from './crash-clock';
import { readCrashState } from './crash-state';

/** Every server process LISTENs here; the payload is the merchant id whose round changed. */
export const CRASH_CHANNEL = 'crash_round';
/** Changes within this window (a burst of cash-outs) cost one state read per process. */
export const CRASH_COALESCE_MS = 50;

export type CrashMessage = { type: 'crash'; state: CrashState };
/** One page that watches the round (a socket after `crash:subscribe`). */
export type CrashSubscriber = FeedSubscriber<CrashMessage>;
export type CrashMerchantRef = { id: number; currency: string };

/** The crash round's fan-out to the pages of every process (db/notified-state-feed.ts). */
export class CrashFeed extends NotifiedStateFeed<CrashMerchantRef, CrashMessage> {
  constructor(db: Db, notifications: Notifications, clock: CrashClock, log: FastifyBaseLogger) {
    super({
      db,
      notifications,
      log,
      channel: CRASH_CHANNEL,
      name: 'crash',
      coalesceMs: CRASH_COALESCE_MS,
      read: async (merchant) => {
        const state = await readCrashState(db, merchant, clock.now());
        return state ? { type: 'crash', state } : undefined;
      },
    });
  }
}
