import type { MirrorDomainItem } from '@platform/contracts/content-admin';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { fieldTaken, isUniqueViolation } from './content-service';

/**
 * The brand's mirror domains: official alternative hosts of its site. A domain is the key of the
 * host-to-brand index, so one already serving any brand is refused (without saying whose), and the
 * brand's main domain is not edited here. The table notifies every process's configuration cache,
 * so a new mirror serves the brand, and appears in the lobby's list, within moments.
 */

type Change = { db: Db; merchantId: number; actor: AuditActor };

const itemOf = (row: { domain: string; sort: number }): MirrorDomainItem => ({
  id: row.domain,
  domain: row.domain,
  state: 'LIVE',
  sort: row.sort,
});

function mirrors(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_domain')
    .select(['domain', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'MIRROR');
}

export async function listMirrors(db: Db, merchantId: number): Promise<MirrorDomainItem[]> {
  const rows = await mirrors(db, merchantId).orderBy('sort').orderBy('domain').execute();
  return rows.map(itemOf);
}

async function existingMirror(trx: Db, merchantId: number, domain: string) {
  const row = await mirrors(trx, merchantId).where('domain', '=', domain).forUpdate().executeTakeFirst();
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

export async function addMirror({ db, merchantId, actor }: Change, domain: string): Promise<MirrorDomainItem> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { last } = await mirrors(trx, merchantId)
        .clearSelect()
        .select((eb) => eb.fn.max('sort').as('last'))
        .executeTakeFirstOrThrow();
      // Mirrors follow the main domain (sort 0) in the lobby's list.
      const sort = last === null ? 1 : Number(last) + 1;
      await trx
        .insertInto('merchant_domain')
        .values({ merchant_id: merchantId, domain, kind: 'MIRROR', sort })
        .execute();
      const item = itemOf({ domain, sort });
      await audit(trx, { db, merchantId, actor }, 'create', domain, null, item);
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
    await trx
      .deleteFrom('merchant_domain')
      .where('merchant_id', '=', change.merchantId)
      .where('kind', '=', 'MIRROR')
      .where('domain', '=', domain)
      .execute();
    await audit(trx, change, 'delete', domain, itemOf(before), null);
  });
}

export async function moveMirror(change: Change, domain: string, direction: 'up' | 'down'): Promise<MirrorDomainItem> {
  return change.db.transaction().execute(async (trx) => {
    const before = await existingMirror(trx, change.merchantId, domain);
    const rows = await mirrors(trx, change.merchantId).orderBy('sort').orderBy('domain').forUpdate().execute();
    const order = rows.map((r) => r.domain);
    const at = order.indexOf(domain);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to] as string, domain];
    for (const [index, name] of order.entries()) {
      await trx
        .updateTable('merchant_domain')
        .set({ sort: index + 1 })
        .where('merchant_id', '=', change.merchantId)
        .where('domain', '=', name)
        .execute();
    }
    const after = itemOf({ domain, sort: order.indexOf(domain) + 1 });
    await audit(trx, change, 'move', domain, itemOf(before), after);
    return after;
  });
}
