import type { ContentListQuery } from '@platform/contracts/content-admin';
import { pageValue } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import type { ContentKindSpec, ContentRow } from './content-kinds';
import {
  deleteRow,
  insertRow,
  listRows,
  orderedNeighbours,
  rowForUpdate,
  updateRow,
  writeOrder,
} from './content-repository';

/**
 * Content changes by staff, each in one transaction with its audit entry (before and after as the
 * console shows the item). The lobby sees a change at once on every process: announcements and
 * banners are read from the database on each call, and the other kinds live in the brand's
 * configuration, whose tables notify every process's cache when they change (migration 0001).
 */

const INT4_ID = /^[1-9][0-9]{0,9}$/;
const MAX_INT4 = 2_147_483_647;

/** A path's id as a row id; one that cannot name a row is no row of this brand's. */
export function contentIdOf(raw: string): number {
  const id = INT4_ID.test(raw) ? Number(raw) : Number.NaN;
  if (!(id <= MAX_INT4)) throw new ApiError('NOT_FOUND');
  return id;
}

/** PostgreSQL's unique violation: for content, a help article's term already used in its language. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

export function fieldTaken(field: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field: `body.${field}`, rule: 'taken' }] });
}

/** One page of a list read whole (a brand's mirror domains: a handful), the rest of it counted. */
export function pageOfItems<Item>(items: Item[], page: { pageNo: number; pageSize: number }) {
  const start = (page.pageNo - 1) * page.pageSize;
  return pageValue(items.slice(start, start + page.pageSize), items.length, page);
}

/** One page of a kind's list, filtered by language and state (see listRows). */
export async function listContent(db: Db, spec: ContentKindSpec, merchantId: number, query: ContentListQuery) {
  const { rows, totalCount, now } = await listRows(db, spec, merchantId, query);
  return pageValue(
    rows.map((row) => spec.item(row, now)),
    totalCount,
    query,
  );
}

export type Change = { db: Db; spec: ContentKindSpec; merchantId: number; actor: AuditActor };

export async function auditedChange(
  { db, spec, merchantId, actor }: Change,
  action: string,
  change: (trx: Db) => Promise<{ id: number; before: ContentRow | undefined; after: ContentRow | undefined }>,
) {
  const now = new Date();
  try {
    return await db.transaction().execute(async (trx) => {
      const { id, before, after } = await change(trx);
      await recordAudit(trx, actor, {
        merchantId,
        action: `content.${spec.kind}.${action}`,
        target: `${spec.kind}:${id}`,
        before: before && spec.item(before, now),
        after: after && spec.item(after, now),
      });
      return after && spec.item(after, now);
    });
  } catch (error) {
    if (spec.kind === 'help' && isUniqueViolation(error)) throw fieldTaken('term');
    throw error;
  }
}

export async function existingRow(trx: Db, spec: ContentKindSpec, merchantId: number, id: number): Promise<ContentRow> {
  const row = await rowForUpdate(trx, spec, merchantId, id);
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export function createContent(change: Change, input: unknown) {
  const columns = change.spec.columns(input as never);
  return auditedChange(change, 'create', async (trx) => {
    const after = await insertRow(trx, change.spec, change.merchantId, columns);
    return { id: after.id, before: undefined, after };
  });
}

export function updateContent(change: Change, id: number, input: unknown) {
  const columns = change.spec.columns(input as never);
  return auditedChange(change, 'update', async (trx) => {
    const before = await existingRow(trx, change.spec, change.merchantId, id);
    // An item moved to another group (a banner to another page) goes last there.
    const { orderedWithin } = change.spec;
    const regrouped = orderedWithin !== undefined && before[orderedWithin] !== columns[orderedWithin];
    const after = regrouped
      ? await moveToEnd(trx, change, id, columns)
      : await updateRow(trx, change.spec, change.merchantId, id, columns);
    return { id, before, after };
  });
}

async function moveToEnd(trx: Db, { spec, merchantId }: Change, id: number, columns: Record<string, unknown>) {
  const moved = await updateRow(trx, spec, merchantId, id, columns);
  const ids = (await orderedNeighbours(trx, spec, merchantId, moved)).filter((other) => other !== id);
  await writeOrder(trx, spec, merchantId, [...ids, id]);
  return existingRow(trx, spec, merchantId, id);
}

export function setContentEnabled(change: Change, id: number, enabled: boolean) {
  return auditedChange(change, enabled ? 'enable' : 'disable', async (trx) => {
    const before = await existingRow(trx, change.spec, change.merchantId, id);
    const after = await updateRow(trx, change.spec, change.merchantId, id, { enabled });
    return { id, before, after };
  });
}

/** One place up or down among the items the lobby orders with it; at an end, nothing moves. */
export function moveContent(change: Change, id: number, direction: 'up' | 'down') {
  return auditedChange(change, 'move', async (trx) => {
    const before = await existingRow(trx, change.spec, change.merchantId, id);
    const ids = await orderedNeighbours(trx, change.spec, change.merchantId, before);
    const at = ids.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to >= 0 && to < ids.length) [ids[at], ids[to]] = [ids[to] as number, id];
    await writeOrder(trx, change.spec, change.merchantId, ids);
    return { id, before, after: await existingRow(trx, change.spec, change.merchantId, id) };
  });
}

export async function deleteContent(change: Change, id: number): Promise<void> {
  await auditedChange(change, 'delete', async (trx) => {
    const before = await existingRow(trx, change.spec, change.merchantId, id);
    await deleteRow(trx, change.spec, change.merchantId, id);
    return { id, before, after: undefined };
  });
}
