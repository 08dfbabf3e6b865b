import { type AliasedRawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { WithdrawConfirmationColumn, WithdrawStatus } from '../../db/schema-withdrawals';
import { memberAccountSql } from '../accounts/member-reads';

/** An order with what the lists show of it: its bank account, its member, its proof count. */
export type OrderView = {
  id: string;
  merchant_id: number;
  member_id: number;
  member_account: string;
  request_id: string;
  amount: string;
  bank_account_id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  status: WithdrawStatus;
  confirmation: WithdrawConfirmationColumn;
  received_amount: string | null;
  proof_images: string;
  remark: string | null;
  auto_receive_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

function selectViews(db: Db) {
  return db
    .selectFrom('withdraw_order as o')
    .innerJoin('member_bank_account as b', 'b.id', 'o.bank_account_id')
    .select([
      'o.id',
      'o.merchant_id',
      'o.member_id',
      memberAccountSql('o.member_id').as('member_account'),
      'o.request_id',
      'o.amount',
      'o.bank_account_id',
      'b.bank_name',
      'b.account_name',
      'b.account_number',
      'o.status',
      'o.confirmation',
      'o.received_amount',
      sql<string>`(select count(*) from withdraw_proof_image i where i.order_id = o.id)`.as('proof_images'),
      'o.remark',
      'o.auto_receive_at',
      'o.created_at',
      'o.updated_at',
    ]);
}

export function findOrderView(db: Db, id: string): Promise<OrderView | undefined> {
  return selectViews(db).where('o.id', '=', id).executeTakeFirst();
}

export function findOrderByRequest(db: Db, memberId: number, requestId: string): Promise<OrderView | undefined> {
  return selectViews(db).where('o.member_id', '=', memberId).where('o.request_id', '=', requestId).executeTakeFirst();
}

export type OrderPage = { rows: OrderView[]; total: number };

/**
 * Newest first. `memberId` narrows to one member's orders, `status` to one status. `columns` adds
 * the caller's own columns over `o` and `b` to each row (the review queue's risk facts), in the
 * same statement.
 */
export async function listOrders<Extra extends object = object>(
  db: Db,
  filter: { merchantId: number; memberId?: number; status?: WithdrawStatus },
  page: { pageNo: number; pageSize: number },
  columns: readonly AliasedRawBuilder<unknown, string>[] = [],
): Promise<{ rows: (OrderView & Extra)[]; total: number }> {
  let query = selectViews(db).where('o.merchant_id', '=', filter.merchantId);
  if (filter.memberId !== undefined) query = query.where('o.member_id', '=', filter.memberId);
  if (filter.status !== undefined) query = query.where('o.status', '=', filter.status);
  const rows = await query
    .select(columns)
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('o.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  if (rows.length > 0 || page.pageNo === 1)
    return { rows: rows as unknown as (OrderView & Extra)[], total: Number(rows[0]?.total ?? 0) };
  // Past the last page: the window count is gone with the rows, so count on its own.
  let count = db.selectFrom('withdraw_order as o').select(sql<string>`count(*)`.as('n'));
  count = count.where('o.merchant_id', '=', filter.merchantId);
  if (filter.memberId !== undefined) count = count.where('o.member_id', '=', filter.memberId);
  if (filter.status !== undefined) count = count.where('o.status', '=', filter.status);
  return { rows: [], total: Number((await count.executeTakeFirstOrThrow()).n) };
}

export async function insertOrder(
  db: Db,
  row: { merchantId: number; memberId: number; requestId: string; amount: bigint; bankAccountId: string },
): Promise<string> {
  const { id } = await db
    .insertInto('withdraw_order')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      request_id: row.requestId,
      amount: row.amount,
      bank_account_id: row.bankAccountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type LockedOrder = {
  id: string;
  member_id: number;
  amount: string;
  status: WithdrawStatus;
  confirmation: WithdrawConfirmationColumn;
};

/**
 * The order's row, locked until the caller's transaction ends: of two decisions or confirmations
 * on one order, the second waits and then sees what the first made of it.
 */
export function lockOrder(db: Db, merchantId: number, id: string): Promise<LockedOrder | undefined> {
  return db
    .selectFrom('withdraw_order')
    .select(['id', 'member_id', 'amount', 'status', 'confirmation'])
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}
