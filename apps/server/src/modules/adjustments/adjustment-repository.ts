import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AdjustmentStatusColumn } from '../../db/schema-adjustments';
import { memberAccountSql } from '../accounts/member-reads';
import { staffAccountSql } from '../staff/staff-reads';

const COLUMNS = [
  'r.id',
  'r.member_id',
  'r.direction',
  'r.amount',
  'r.ledger_kind',
  'r.reason',
  'r.status',
  'r.requested_by',
  'r.decided_by',
  'r.decision_remark',
  'r.created_at',
  'r.decided_at',
] as const;

/** A request with the names a reader needs: the member's account and the staff members' accounts. */
function withNames(db: Db) {
  return db
    .selectFrom('adjustment_request as r')
    .select(COLUMNS)
    .select([
      memberAccountSql('r.member_id').as('member_account'),
      staffAccountSql('r.requested_by').as('requested_by_account'),
      staffAccountSql('r.decided_by').as('decided_by_account'),
    ]);
}

export type AdjustmentRow = Awaited<ReturnType<typeof findAdjustment>> & object;

export async function findAdjustment(db: Db, merchantId: number, id: string) {
  return withNames(db).where('r.merchant_id', '=', merchantId).where('r.id', '=', id).executeTakeFirst();
}

export async function listAdjustments(
  db: Db,
  merchantId: number,
  status: AdjustmentStatusColumn | undefined,
  page: { pageNo: number; pageSize: number },
) {
  let query = withNames(db).where('r.merchant_id', '=', merchantId);
  if (status) query = query.where('r.status', '=', status);
  let count = db.selectFrom('adjustment_request').where('merchant_id', '=', merchantId);
  if (status) count = count.where('status', '=', status);
  const [rows, total] = await Promise.all([
    query
      .orderBy('r.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Inserts the request, or finds the one this staff member already made under the same request id. */
export async function insertAdjustment(
  trx: Db,
  row: {
    merchantId: number;
    memberId: number;
    direction: 'CREDIT' | 'DEBIT';
    amount: bigint;
    ledgerKind: 'ADJUSTMENT' | 'BONUS';
    reason: string;
    status: AdjustmentStatusColumn;
    requestedBy: number;
    requestId: string;
  },
): Promise<{ id: string; created: boolean }> {
  const inserted = await trx
    .insertInto('adjustment_request')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      direction: row.direction,
      amount: row.amount,
      ledger_kind: row.ledgerKind,
      reason: row.reason,
      status: row.status,
      requested_by: row.requestedBy,
      request_id: row.requestId,
      ...(row.status === 'APPLIED' && { decided_at: sql<Date>`now()` }),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'requested_by', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await trx
    .selectFrom('adjustment_request')
    .select('id')
    .where('merchant_id', '=', row.merchantId)
    .where('requested_by', '=', row.requestedBy)
    .where('request_id', '=', row.requestId)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export async function lockPending(trx: Db, merchantId: number, id: string) {
  return trx
    .selectFrom('adjustment_request')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function decide(
  trx: Db,
  id: string,
  change: { status: 'APPLIED' | 'REJECTED'; decidedBy: number; remark: string | null },
): Promise<void> {
  await trx
    .updateTable('adjustment_request')
    .set({
      status: change.status,
      decided_by: change.decidedBy,
      decision_remark: change.remark,
      decided_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Minor units above which a second staff member decides; null when the brand set none. */
export async function fourEyesAbove(db: Db, merchantId: number): Promise<bigint | null> {
  const row = await db
    .selectFrom('merchant_adjustment_policy')
    .select('four_eyes_above')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ? BigInt(row.four_eyes_above) : null;
}

export async function setFourEyesAbove(trx: Db, merchantId: number, minor: bigint): Promise<void> {
  await trx
    .insertInto('merchant_adjustment_policy')
    .values({ merchant_id: merchantId, four_eyes_above: minor })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ four_eyes_above: minor, updated_at: sql`now()` }))
    .execute();
}
