import type { ServerModule } from '../../server-module';
import { onMoneyEvent } from '../ledger/money-events';
import { transferTimingOf } from '../vendor-transfer/vendor-transfer-deps';
import { WalletCache } from './wallet-cache';
import { walletRoutes } from './wallet-routes';

/**
 * The member's wallet: its calls, and the wallets this process keeps, dropped at the commit of every
 * money movement of this process and on the announcements of the others.
 */
export function walletModule(): ServerModule & { wallets: () => WalletCache } {
  let wallets: WalletCache | undefined;
  return {
    name: 'wallet',
    /** For the seamless vendors' balance call; made with the subscriptions, before any route. */
    wallets: () => started(wallets),
    subscriptions: ({ app, db, config, notifications }) => {
      const cache = new WalletCache(db, notifications, transferTimingOf(config).balanceCacheMs);
      onMoneyEvent(app, db, 'balancesChanged', ({ merchantId, memberIds }) => cache.forget(merchantId, memberIds));
      wallets = cache;
    },
    processes: async ({ app }) => {
      const cache = started(wallets);
      await cache.start();
      app.addHook('onClose', () => cache.close());
    },
    routes: async ({ app, db, config, jobs }) => {
      await app.register(walletRoutes, { db, config, jobs, wallets: started(wallets) });
    },
  };
}

function started(wallets: WalletCache | undefined): WalletCache {
  if (!wallets) throw new Error('the wallet cache is made with the subscriptions, before processes and routes');
  return wallets;
}
