import type { ServerModule } from '../../server-module';
import type { CrashFeed } from '../studio/crash/crash-feed';
import { liveRoutes } from './live-routes';

/** The live socket: balance events for every page, and the crash game's rounds for its page. */
export function liveModule(crashFeed: () => CrashFeed): ServerModule {
  return {
    name: 'live',
    routes: async ({ app, db, config, connectionString, merchants }) => {
      await app.register(liveRoutes, { db, config, connectionString, merchants, crash: crashFeed() });
    },
  };
}
