import type { Db } from '../../db/database';

/**
 * The brand's mirror domains (official alternative hosts) in the host-to-brand index. Every write
 * notifies every process's configuration cache (the table's trigger), so a change serves within
 * moments. The main domain (sort 0) is not one of them.
 */

export type MirrorDomain = { domain: string; sort: number };

function mirrors(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_domain')
    .select(['domain', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'MIRROR');
}

/** The brand's mirrors in the lobby's order; `forUpdate` locks them for a change about to be made. */
export function mirrorDomains(
  db: Db,
  merchantId: number,
  options: { forUpdate?: boolean } = {},
): Promise<MirrorDomain[]> {
  const query = mirrors(db, merchantId).orderBy('sort').orderBy('domain');
  return (options.forUpdate ? query.forUpdate() : query).execute();
}

/** The one mirror, locked for a change. */
export function mirrorDomainForUpdate(trx: Db, merchantId: number, domain: string): Promise<MirrorDomain | undefined> {
  return mirrors(trx, merchantId).where('domain', '=', domain).forUpdate().executeTakeFirst();
}

/**
 * Adds a mirror after the others (mirrors follow the main domain, sort 0). A domain already serving
 * any brand is a unique violation of the index's key, for the caller to word.
 */
export async function insertMirrorDomain(trx: Db, merchantId: number, domain: string): Promise<MirrorDomain> {
  const { last } = await mirrors(trx, merchantId)
    .clearSelect()
    .select((eb) => eb.fn.max('sort').as('last'))
    .executeTakeFirstOrThrow();
  const sort = last === null ? 1 : Number(last) + 1;
  await trx.insertInto('merchant_domain').values({ merchant_id: merchantId, domain, kind: 'MIRROR', sort }).execute();
  return { domain, sort };
}

export async function deleteMirrorDomain(trx: Db, merchantId: number, domain: string): Promise<void> {
  await trx
    .deleteFrom('merchant_domain')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'MIRROR')
    .where('domain', '=', domain)
    .execute();
}

/** Writes the mirrors' order as given: the first sorts 1 (after the main domain), the next 2... */
export async function writeMirrorOrder(trx: Db, merchantId: number, domains: string[]): Promise<void> {
  for (const [index, domain] of domains.entries()) {
    await trx
      .updateTable('merchant_domain')
      .set({ sort: index + 1 })
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', 'MIRROR')
      .where('domain', '=', domain)
      .execute();
  }
}
