import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditEntryTable } from '../../db/schema-audit';
import type { StoredEntry } from './audit-chain';

type EntryRow = Selectable<AuditEntryTable>;

export function storedEntryOf(row: EntryRow): StoredEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staff_id,
    staffAccount: row.staff_account,
    role: row.role,
    merchantId: row.merchant_id,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    ip: row.ip,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

/** The hash of the newest entry, or undefined for an empty trail. Call under the chain's lock. */
export async function lastHash(trx: Db): Promise<string | undefined> {
  const row = await trx.selectFrom('audit_entry').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.hash;
}

export async function insertEntry(trx: Db, entry: Omit<StoredEntry, 'id'>): Promise<void> {
  await trx
    .insertInto('audit_entry')
    .values({
      at: entry.at,
      staff_id: entry.staffId,
      staff_account: entry.staffAccount,
      role: entry.role,
      merchant_id: entry.merchantId,
      action: entry.action,
      target: entry.target,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: entry.ip,
      prev_hash: entry.prevHash,
      hash: entry.hash,
    })
    .execute();
}

/** Entries after `afterId` in id order, a batch at a time: how the verifier walks a long trail. */
export async function entriesAfter(db: Db, afterId: string, limit: number): Promise<StoredEntry[]> {
  const rows = await db
    .selectFrom('audit_entry')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(storedEntryOf);
}

export type AuditFilter = {
  merchantId: number | null;
  action?: string | undefined;
  staffAccount?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** Newest first; a brand's staff see their brand's entries (merchantId), the owner every brand's (null). */
export async function findEntries(db: Db, filter: AuditFilter, page: { pageNo: number; pageSize: number }) {
  let query = db.selectFrom('audit_entry');
  if (filter.merchantId !== null) query = query.where('merchant_id', '=', filter.merchantId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.staffAccount) query = query.where(sql`lower(staff_account)`, '=', filter.staffAccount.toLowerCase());
  if (filter.target) query = query.where('target', '=', filter.target);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('at', '<', new Date(filter.to));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(storedEntryOf), total: Number(count.total) };
}
