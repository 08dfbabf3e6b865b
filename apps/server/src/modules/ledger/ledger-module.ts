import type { ServerModule } from '../../server-module';
import { installBalanceAnnouncer } from './balance-announcements';

/** The ledger has no routes of its own: money moves through the modules that own the reasons. */
export const ledgerModule: ServerModule = {
  name: 'ledger',
  // Every committed balance change is told to the live sockets of every process.
  subscriptions: ({ app, db }) => installBalanceAnnouncer(app, db),
};
