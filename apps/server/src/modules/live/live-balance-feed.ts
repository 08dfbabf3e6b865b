import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { NotificationListener, type Notifications } from '../../db/notification-listener';
import { BALANCE_CHANNEL } from '../ledger/balance-announcer';
import { readWallet } from '../wallet/wallet-service';
import { LiveBalanceHub } from './live-balance-hub';

/**
 * This process's balance hub, fed by the ledger's announcements of every process: the ledger
 * announces every change after commit (modules/ledger/balance-announcer.ts), payload
 * "<merchant id>:<member id>"; after a lost connection every open page is sent its balance again.
 * Both stop when the app closes.
 */
export async function startLiveBalances(
  app: FastifyInstance,
  options: { db: Db; notifications: Notifications },
): Promise<LiveBalanceHub> {
  const { db } = options;
  const hub = new LiveBalanceHub((merchant, memberId) => readWallet(db, merchant, memberId), app.log);
  const listener = new NotificationListener({
    notifications: options.notifications,
    channel: BALANCE_CHANNEL,
    onNotification: (key) => hub.changed(key),
    onListening: (reconnected) => {
      if (reconnected) hub.resync();
    },
    onLost: () => {},
  });
  await listener.start();
  app.addHook('onClose', async () => {
    hub.close();
    await listener.close();
  });
  return hub;
}
