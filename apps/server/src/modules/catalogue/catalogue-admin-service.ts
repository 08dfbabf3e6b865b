import { pageValue } from '@platform/contracts/money-amount';
import type { ConfigGame, ConfigVendor, configGamesQuerySchema } from '@platform/contracts/site-config';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import {
  copyCatalogue,
  findGameForConsole,
  findGamesForConsole,
  listVendorsForConsole,
  type MaintenanceChange,
  updateGame,
  updateVendor,
} from './catalogue-admin-repository';

/**
 * The console's side of the catalogue: show or hide vendors and games, their order, hot and new
 * marks, and maintenance with its message and planned end. The lobby's lists leave hidden ones out
 * and mark those in maintenance; each change is audited and empties the lobby's cached lists in
 * every process.
 */

export function vendorsForConsole(db: Db, merchantId: number): Promise<ConfigVendor[]> {
  return listVendorsForConsole(db, merchantId);
}

export async function changeVendor(
  db: Db,
  merchantId: number,
  actor: AuditActor,
  vassalage: string,
  change: MaintenanceChange & { enabled: boolean; sort: number },
): Promise<ConfigVendor> {
  return db.transaction().execute(async (trx) => {
    const before = (await listVendorsForConsole(trx, merchantId)).find((v) => v.vassalage === vassalage);
    if (!before || !(await updateVendor(trx, merchantId, vassalage, change))) {
      throw new ApiError('VENDOR_NOT_FOUND', { vendor: vassalage });
    }
    const after = (await listVendorsForConsole(trx, merchantId)).find((v) => v.vassalage === vassalage) ?? before;
    const audited = ({ enabled, maintenance, maintenanceMessage, maintenanceUntil, sort }: ConfigVendor) => ({
      enabled,
      maintenance,
      maintenanceMessage,
      maintenanceUntil,
      sort,
    });
    await recordAudit(trx, actor, {
      merchantId,
      action: 'catalogue.vendor',
      target: `vendor:${vassalage}`,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function gamesForConsole(db: Db, merchantId: number, query: z.output<typeof configGamesQuerySchema>) {
  const { games, total } = await findGamesForConsole(
    db,
    merchantId,
    { search: query.search || undefined, vendor: query.vendor || undefined },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  return pageValue(games, total, query);
}

export async function changeGame(
  db: Db,
  merchantId: number,
  actor: AuditActor,
  nodeId: number,
  change: MaintenanceChange & { enabled: boolean; isHot: boolean; isNew: boolean; sort: number },
): Promise<ConfigGame> {
  return db.transaction().execute(async (trx) => {
    const before = await findGameForConsole(trx, merchantId, nodeId);
    if (!before) throw new ApiError('GAME_NOT_FOUND');
    await updateGame(trx, merchantId, nodeId, change);
    const after = (await findGameForConsole(trx, merchantId, nodeId)) ?? before;
    const audited = ({
      enabled,
      maintenance,
      maintenanceMessage,
      maintenanceUntil,
      isHot,
      isNew,
      sort,
    }: ConfigGame) => ({
      enabled,
      maintenance,
      maintenanceMessage,
      maintenanceUntil,
      isHot,
      isNew,
      sort,
    });
    await recordAudit(trx, actor, {
      merchantId,
      action: 'catalogue.game',
      target: `game:${nodeId}`,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/**
 * A new brand starts with another brand's catalogue selection (in the caller's transaction). The
 * in-house studio's vendors keep that brand's choice: their games are our own pages and play at
 * once. Every third-party vendor starts hidden: the brand plays it only under its own contract,
 * and its admin shows it in the catalogue page once that is in place.
 */
export function copyCatalogueSelection(trx: Db, fromMerchantId: number, toMerchantId: number): Promise<void> {
  return copyCatalogue(trx, fromMerchantId, toMerchantId);
}
