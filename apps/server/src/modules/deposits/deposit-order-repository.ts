import type { DepositStatus } from '@platform/contracts/deposit';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { memberAccountSql } from '../accounts/member-reads';

/** An order as the lists show it: with its channel's kind and name and the member's account. */
export type OrderRow = {
  id: string;
  merchant_id: number;
  member_id: number;
  member_account: string;
  channel_id: number;
  channel_kind: 'BANK_TRANSFER' | 'ONLINE';
  channel_name: string;
  amount: string;
  status: DepositStatus;
  reference: string | null;
  provider: string | null;
  provider_reference: string | null;
  pay_url: string | null;
  created_at: Date;
  updated_at: Date;
};

/** An order locked for a decision, with what the decision needs: the merchant's currency. */
export type LockedOrder = OrderRow & { currency: string };

type Page = { pageNo: number; pageSize: number };

function selectOrders(db: Db) {
  return db
    .selectFrom('deposit_order as o')
    .innerJoin('deposit_channel as c', 'c.id', 'o.channel_id')
    .select([
      'o.id',
      'o.merchant_id',
      'o.member_id',
      memberAccountSql('o.member_id').as('member_account'),
      'o.channel_id',
      'c.kind as channel_kind',
      'c.name as channel_name',
      'o.amount',
      sql<DepositStatus>`o.status`.as('status'),
      'o.reference',
      'o.provider',
      'o.provider_reference',
      'o.pay_url',
      'o.created_at',
      'o.updated_at',
    ]);
}

export type NewOrder = {
  merchantId: number;
  memberId: number;
  channelId: number;
  amount: bigint;
  reference: string | null;
  provider: string | null;
  requestId: string;
};

/** Inserts a PENDING order; undefined when the member already has one under this request id. */
export async function insertOrder(db: Db, order: NewOrder): Promise<{ id: string; createdAt: Date } | undefined> {
  const row = await db
    .insertInto('deposit_order')
    .values({
      merchant_id: order.merchantId,
      member_id: order.memberId,
      channel_id: order.channelId,
      amount: order.amount,
      reference: order.reference,
      provider: order.provider,
      request_id: order.requestId,
    })
    .onConflict((oc) => oc.constraint('deposit_order_request').doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  return row && { id: row.id, createdAt: row.created_at };
}

export function findOrderByRequest(db: Db, memberId: number, requestId: string): Promise<OrderRow | undefined> {
  return selectOrders(db).where('o.member_id', '=', memberId).where('o.request_id', '=', requestId).executeTakeFirst();
}

export function findOrder(db: Db, merchantId: number, id: string): Promise<OrderRow | undefined> {
  return selectOrders(db).where('o.merchant_id', '=', merchantId).where('o.id', '=', id).executeTakeFirst();
}

/**
 * Remembers the provider's payment for an online order. The provider answers the same payment to a
 * repeated request, so a second writer (a retried submission) writes the same values.
 */
export async function attachPayment(
  db: Db,
  id: string,
  payment: { providerReference: string; payUrl: string },
): Promise<void> {
  await db
    .updateTable('deposit_order')
    .set({ provider_reference: payment.providerReference, pay_url: payment.payUrl, updated_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('provider_reference', 'is', null), eb('provider_reference', '=', payment.providerReference)]),
    )
    .execute();
}

async function pageOfOrders(
  query: ReturnType<typeof selectOrders>,
  page: Page,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    query
      .orderBy('o.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A member's own orders, newest first. */
export function listMemberOrders(db: Db, merchantId: number, memberId: number, page: Page) {
  return pageOfOrders(
    selectOrders(db).where('o.merchant_id', '=', merchantId).where('o.member_id', '=', memberId),
    page,
  );
}

/** The merchant's orders for the operator, newest first, optionally of one status or one member. */
export function listMerchantOrders(
  db: Db,
  merchantId: number,
  filter: { status?: DepositStatus | undefined; memberId?: number | undefined },
  page: Page,
) {
  let query = selectOrders(db).where('o.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.memberId !== undefined) query = query.where('o.member_id', '=', filter.memberId);
  return pageOfOrders(query, page);
}

/**
 * Locks one order row until the caller's transaction ends, so that two deciders (a callback and
 * its duplicate, two operators) take turns and the second sees what the first did.
 */
export function lockOrder(trx: Db, id: string, merchantId: number | undefined): Promise<LockedOrder | undefined> {
  let query = selectOrders(trx)
    .innerJoin('merchant as mc', 'mc.id', 'o.merchant_id')
    .select('mc.currency')
    .where('o.id', '=', id)
    .forUpdate('o');
  if (merchantId !== undefined) query = query.where('o.merchant_id', '=', merchantId);
  return query.executeTakeFirst();
}

export async function setOrderStatus(
  trx: Db,
  id: string,
  change: { status: DepositStatus; operatorRemark?: string | null; decidedBy?: number; providerReference?: string },
): Promise<void> {
  await trx
    .updateTable('deposit_order')
    .set({
      status: change.status,
      updated_at: sql`now()`,
      ...(change.operatorRemark !== undefined && { operator_remark: change.operatorRemark }),
      ...(change.decidedBy !== undefined && { decided_by: change.decidedBy }),
      ...(change.providerReference !== undefined && { provider_reference: change.providerReference }),
    })
    .where('id', '=', id)
    .execute();
}
