import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { Notifications } from '../../../db/notification-listener';
import { type CrashClock, systemClock } from './crash-clock';
import { CrashFeed } from './crash-feed';
import { CrashLeadership } from './crash-leader';
import { CrashRunner } from './crash-runner';
import type { CrashDeps, CrashMerchant } from './crash-settlement';
import { trialCrashWallet } from './crash-trial-wallet';
import { realCrashWallet } from './crash-wallet';

/** The crash game of one server process: its fan-out to sockets, and what its routes use. */
export type CrashGame = { deps: CrashDeps; feed: CrashFeed };

export type CrashGameOptions = {
  db: Db;
  config: Config;
  connectionString: string;
  notifications: Notifications;
  clock?: CrashClock;
};

export const crashLoopEnabled = (config: Config) =>
  (config.CRASH_ROUND_LOOP ?? (config.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';

async function allMerchants(db: Db): Promise<CrashMerchant[]> {
  return db.selectFrom('merchant').select(['id', 'currency']).orderBy('id').execute();
}

/**
 * The studio module's process (studio-module.ts), started before any route, so the live socket
 * can hand `crash:subscribe` to the feed: listens for round changes and, where enabled, runs the
 * round loop while this process holds the lead. Both stop when the app closes.
 */
export async function startCrashGame(app: FastifyInstance, options: CrashGameOptions): Promise<CrashGame> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const feed = new CrashFeed(db, options.notifications, clock, app.log);
  await feed.start();
  const deps: CrashDeps = {
    db,
    clock,
    wallets: { real: realCrashWallet(db), trial: trialCrashWallet(db) },
    log: app.log,
    announce: (merchantId) => feed.announce(merchantId),
  };
  const runner = crashLoopEnabled(options.config)
    ? new CrashRunner({
        deps,
        leadership: new CrashLeadership(options.connectionString, app.log),
        merchants: () => allMerchants(db),
      })
    : undefined;
  runner?.start();
  app.addHook('onClose', async () => {
    await runner?.stop();
    await feed.close();
  });
  return { deps, feed };
}
