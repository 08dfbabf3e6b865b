import type { MirrorDomainItem } from '@platform/contracts/content-admin';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import {
  deleteMirrorDomain,
  insertMirrorDomain,
  mirrorDomainForUpdate,
  mirrorDomains,
  writeMirrorOrder,
} from '../system/mirror-domain-service';
import { fieldTaken, isUniqueViolation } from './content-service';

/**
 * The brand's mirror domains as the console edits them: official alternative hosts of its site,
 * kept by the system module's host-to-brand index. A domain already serving any brand is refused
 * (without saying whose), and the brand's main domain is not edited here. A new mirror serves the
 * brand, and appears in the lobby's list, within moments. Each change is audited in its transaction.
 */

type Change = { db: Db; merchantId: number; actor: AuditActor };

const itemOf = (row: { domain: string; sort: number }): MirrorDomainItem => ({
  id: row.domain,
  domain: row.domain,
  state: 'LIVE',
  sort: row.sort,
});

export async function listMirrors(db: Db, merchantId: number): Promise<MirrorDomainItem[]> {
  return (await mirrorDomains(db, merchantId)).map(itemOf);
}

async function existingMirror(trx: Db, merchantId: number, domain: string) {
  const row = await mirrorDomainForUpdate(trx, merchantId, domain);
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

const audit = (
  trx: Db,
  { merchantId, actor }: Change,
  action: string,
  domain: string,
  before: unknown,
  after: unknown,
) =>
  recordAudit(trx, actor, {
    merchantId,
    action: `content.mirrors.${action}`,
    target: `mirrors:${domain}`,
    before,
    after,
  });

export async function addMirror(change: Change, domain: string): Promise<MirrorDomainItem> {
  try {
    return await change.db.transaction().execute(async (trx) => {
      const item = itemOf(await insertMirrorDomain(trx, change.merchantId, domain));
      await audit(trx, change, 'create', domain, null, item);
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldTaken('domain');
    throw error;
  }
}

export async function removeMirror(change: Change, domain: string): Promise<void> {
  await change.db.transaction().execute(async (trx) => {
    const before = await existingMirror(trx, change.merchantId, domain);
    await deleteMirrorDomain(trx, change.merchantId, domain);
    await audit(trx, change, 'delete', domain, itemOf(before), null);
  });
}

export async function moveMirror(change: Change, domain: string, direction: 'up' | 'down'): Promise<MirrorDomainItem> {
  return change.db.transaction().execute(async (trx) => {
    const before = await existingMirror(trx, change.merchantId, domain);
    const order = (await mirrorDomains(trx, change.merchantId, { forUpdate: true })).map((r) => r.domain);
    const at = order.indexOf(domain);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to] as string, domain];
    await writeMirrorOrder(trx, change.merchantId, order);
    const after = itemOf({ domain, sort: order.indexOf(domain) + 1 });
    await audit(trx, change, 'move', domain, itemOf(before), after);
    return after;
  });
}
