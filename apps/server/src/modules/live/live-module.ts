import type { ServerModule } from '../../server-module';
import type { CrashFeed } from '../studio/crash/crash-feed';
import { startLiveBalances } from './live-balance-feed';
import type { LiveBalanceHub } from './live-balance-hub';
import { liveRoutes } from './live-routes';

/** The live socket: balance events for every page, and the crash game's rounds for its page. */
export function liveModule(crashFeed: () => CrashFeed): ServerModule {
  let hub: LiveBalanceHub | undefined;
  return {
    name: 'live',
    processes: async ({ app, db, notifications }) => {
      hub = await startLiveBalances(app, { db, notifications });
    },
    routes: async ({ app, db, config, merchants, sessions }) => {
      if (!hub) throw new Error('the live balances start with the processes, before any route is registered');
      await app.register(liveRoutes, { db, config, merchants, sessions, hub, crash: crashFeed() });
    },
  };
}
