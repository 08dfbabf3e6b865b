import type { ContentState } from '@platform/contracts/content-admin';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ContentKindSpec, ContentRow } from './content-kinds';

/**
 * The content tables read and written alike, whichever kind: every query names the brand, and a
 * kind sharing its table with another (app links and social links) sees only its own rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: the kinds' tables differ; each kind's spec knows its columns
type AnyDb = Kysely<any>;
const loose = (db: Db) => db as unknown as AnyDb;

function kindRows(db: Db, spec: ContentKindSpec, merchantId: number) {
  let query = loose(db).selectFrom(spec.table).selectAll().where('merchant_id', '=', merchantId);
  if (spec.only) query = query.where(spec.only.column, 'in', spec.only.values);
  return query;
}

/** An item's state at the database's clock, as stateOf reads it in code. */
function stateSql(spec: ContentKindSpec) {
  return spec.scheduled
    ? sql<ContentState>`case when not enabled then 'DISABLED' when starts_at > now() then 'SCHEDULED'
        when ends_at <= now() then 'ENDED' else 'LIVE' end`
    : sql<ContentState>`case when enabled then 'LIVE' else 'DISABLED' end`;
}

export type ContentListFilter = { language?: string; state?: ContentState; pageNo: number; pageSize: number };

/**
 * One page of a kind's items in the lobby's order, with the count of the whole filtered list: the
 * state filter, the count and the page are cut in SQL, however many items a kind holds. Both read
 * one snapshot at one now(), which is returned so each item shows the state the filter saw.
 */
export async function listRows(
  db: Db,
  spec: ContentKindSpec,
  merchantId: number,
  filter: ContentListFilter,
): Promise<{ rows: ContentRow[]; totalCount: number; now: Date }> {
  return db.transaction().execute(async (trx) => {
    let query = kindRows(trx, spec, merchantId);
    if (filter.language && spec.languageColumn) query = query.where(spec.languageColumn, '=', filter.language);
    if (filter.state) query = query.where(stateSql(spec), '=', filter.state);
    await sql`set transaction isolation level repeatable read read only`.execute(trx);
    const { count, now } = (await loose(trx)
      .selectNoFrom([
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('n'))
          .as('count'),
        sql<Date>`now()`.as('now'),
      ])
      .executeTakeFirstOrThrow()) as { count: string | number; now: Date };
    let page = query;
    if (spec.orderedWithin) page = page.orderBy(spec.orderedWithin);
    const rows = await page
      .orderBy('sort')
      .orderBy('id')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute();
    return { rows: rows as ContentRow[], totalCount: Number(count), now };
  });
}

/** The row, locked for the change about to be made to it. */
export async function rowForUpdate(
  trx: Db,
  spec: ContentKindSpec,
  merchantId: number,
  id: number,
): Promise<ContentRow | undefined> {
  return (await kindRows(trx, spec, merchantId).where('id', '=', id).forUpdate().executeTakeFirst()) as
    | ContentRow
    | undefined;
}

/** A new item goes last among those ordered with it. */
export async function insertRow(
  trx: Db,
  spec: ContentKindSpec,
  merchantId: number,
  columns: Record<string, unknown>,
): Promise<ContentRow> {
  let last = kindRows(trx, spec, merchantId)
    .clearSelect()
    .select((eb) => eb.fn.max('sort').as('last'));
  if (spec.orderedWithin) last = last.where(spec.orderedWithin, '=', columns[spec.orderedWithin]);
  const { last: lastSort } = await last.executeTakeFirstOrThrow();
  return (await loose(trx)
    .insertInto(spec.table)
    .values({ ...columns, merchant_id: merchantId, sort: lastSort === null ? 0 : Number(lastSort) + 1 })
    .returningAll()
    .executeTakeFirstOrThrow()) as ContentRow;
}

export async function updateRow(
  trx: Db,
  spec: ContentKindSpec,
  merchantId: number,
  id: number,
  columns: Record<string, unknown>,
): Promise<ContentRow> {
  return (await loose(trx)
    .updateTable(spec.table)
    .set(columns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()) as ContentRow;
}

export async function deleteRow(trx: Db, spec: ContentKindSpec, merchantId: number, id: number): Promise<void> {
  await loose(trx).deleteFrom(spec.table).where('merchant_id', '=', merchantId).where('id', '=', id).execute();
}

/** The ids ordered with this row (itself included), in the lobby's order. */
export async function orderedNeighbours(
  trx: Db,
  spec: ContentKindSpec,
  merchantId: number,
  row: ContentRow,
): Promise<number[]> {
  let query = kindRows(trx, spec, merchantId).clearSelect().select('id');
  if (spec.orderedWithin) query = query.where(spec.orderedWithin, '=', row[spec.orderedWithin]);
  const rows = await query.orderBy('sort').orderBy('id').forUpdate().execute();
  return rows.map((r: { id: number }) => r.id);
}

/** Writes the order as given: the first id sorts 0, the next 1... */
export async function writeOrder(trx: Db, spec: ContentKindSpec, merchantId: number, ids: number[]): Promise<void> {
  for (const [sort, id] of ids.entries()) {
    await loose(trx)
      .updateTable(spec.table)
      .set({ sort })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('sort', '<>', sort)
      .execute();
  }
}
