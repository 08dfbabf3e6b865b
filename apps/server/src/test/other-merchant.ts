import type { Db } from '../db/database';

/**
 * Tests only: a second brand on the same database, a copy of the first merchant's settings under
 * another code and served on `host`, so a test can show that one brand never sees the other's rows.
 */
export async function addMerchantCopy(db: Db, code: string, host: string): Promise<number> {
  const first = await db.selectFrom('merchant').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, created_at: _created, ...settings } = first;
  const { id } = await db
    .insertInto('merchant')
    .values({ ...settings, code, name: 'Other Brand', main_domain: host })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('merchant_domain').values({ merchant_id: id, domain: host, kind: 'MAIN', sort: 0 }).execute();
  return id;
}
