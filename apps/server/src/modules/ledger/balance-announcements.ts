import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { BalanceAnnouncer, balanceKey } from './balance-announcer';
import { onMoneyEvent } from './money-events';

/** Several apps may share one handle (two servers in one test): the newest speaks, one is enough. */
const announcers = new Map<Db, BalanceAnnouncer[]>();

/**
 * One line in app.ts: tells the live sockets of every process, after commit, which members' balances
 * changed through `db` (a listener of the ledger's balancesChanged event), flushed when the app closes.
 */
export function installBalanceAnnouncer(app: FastifyInstance, db: Db): void {
  const announcer = new BalanceAnnouncer(db, app.log);
  announcers.set(db, [...(announcers.get(db) ?? []), announcer]);
  onMoneyEvent(app, db, 'balancesChanged', ({ merchantId, memberIds }) => {
    if (announcers.get(db)?.at(-1) !== announcer) return;
    announcer.announce(memberIds.map((memberId) => balanceKey(merchantId, memberId)));
  });
  app.addHook('onClose', async () => {
    const rest = (announcers.get(db) ?? []).filter((a) => a !== announcer);
    if (rest.length > 0) announcers.set(db, rest);
    else announcers.delete(db);
    await announcer.stop();
  });
}
