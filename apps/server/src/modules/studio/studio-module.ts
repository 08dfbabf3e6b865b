import type { ServerModule } from '../../server-module';
import type { CrashFeed } from './crash/crash-feed';
import { type CrashGame, startCrashGame } from './crash/crash-game';
import { crashRoutes } from './crash/crash-routes';
import { startStudioRecovery } from './studio-recovery';
import { studioRoutes } from './studio-routes';

const RECOVERY_INTERVAL_SECONDS = 60;

/** The studio's module, with the crash game's round feed, which the live socket serves. */
export type StudioModule = ServerModule & { crashFeed(): CrashFeed };

/** The in-house studio: its games' pages and rounds, the recovery of rounds left open, the crash game. */
export function studioModule(): StudioModule {
  let crash: CrashGame | undefined;
  const started = (): CrashGame => {
    if (!crash) throw new Error('the crash game starts with the processes, before any route is registered');
    return crash;
  };
  return {
    name: 'studio',
    jobs: ({ app, db, jobs }) => startStudioRecovery(db, jobs, app.log, { intervalSeconds: RECOVERY_INTERVAL_SECONDS }),
    // Listens for round changes and, where enabled, runs the round loop while this process leads.
    processes: async ({ app, db, config, connectionString, notifications }) => {
      crash = await startCrashGame(app, { db, config, connectionString, notifications });
    },
    routes: async ({ app, db }) => {
      await app.register(studioRoutes, { db });
      await app.register(crashRoutes, { db, crash: started() });
    },
    crashFeed: () => started().feed,
  };
}
