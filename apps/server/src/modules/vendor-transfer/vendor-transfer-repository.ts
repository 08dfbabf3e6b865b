import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { VendorReportedStatus, VendorTransferStatus } from '../../db/schema-vendor-transfer';

/** The SQL of transfer-wallet vendors: vendor_transfer and vendor_sub_wallet (migration 0016). */

export type TransferDirection = 'IN' | 'OUT';

export type TransferRow = {
  id: string;
  merchantId: number;
  memberId: number;
  vendor: string;
  direction: TransferDirection;
  amount: bigint;
  requestId: string;
  transferId: string;
  status: VendorTransferStatus;
  vendorStatus: VendorReportedStatus | null;
  holdTransactionId: string | null;
  checks: number;
  nextCheckAt: Date;
};

/** A member's sub-wallet at one vendor. */
export type SubWalletKey = { merchantId: number; memberId: number; vendor: string };

type RawRow = {
  id: string;
  merchant_id: number;
  member_id: number;
  vendor: string;
  direction: TransferDirection;
  amount: string;
  request_id: string;
  transfer_id: string;
  status: VendorTransferStatus;
  vendor_status: VendorReportedStatus | null;
  hold_transaction_id: string | null;
  checks: number;
  next_check_at: Date;
};

function toRow(r: RawRow): TransferRow {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    memberId: r.member_id,
    vendor: r.vendor,
    direction: r.direction,
    amount: BigInt(r.amount),
    requestId: r.request_id,
    transferId: r.transfer_id,
    status: r.status,
    vendorStatus: r.vendor_status,
    holdTransactionId: r.hold_transaction_id,
    checks: r.checks,
    nextCheckAt: r.next_check_at,
  };
}

const COLUMNS = [
  'id',
  'merchant_id',
  'member_id',
  'vendor',
  'direction',
  'amount',
  'request_id',
  'transfer_id',
  'status',
  'vendor_status',
  'hold_transaction_id',
  'checks',
  'next_check_at',
] as const;

const OPEN: VendorTransferStatus[] = ['PENDING', 'UNKNOWN'];

/** Seconds for make_interval, from milliseconds. */
const seconds = (ms: number) => Math.max(0, ms) / 1000;

export async function findTransferByRequest(
  db: Db,
  merchantId: number,
  memberId: number,
  requestId: string,
): Promise<TransferRow | undefined> {
  const row = await db
    .selectFrom('vendor_transfer')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function findTransfer(db: Db, id: string): Promise<TransferRow | undefined> {
  const row = await db.selectFrom('vendor_transfer').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/** Starts the member's sub-wallet at the vendor; false when it existed already. */
export async function createSubWallet(trx: Db, key: SubWalletKey): Promise<boolean> {
  const row = await trx
    .insertInto('vendor_sub_wallet')
    .values({ merchant_id: key.merchantId, member_id: key.memberId, vendor: key.vendor })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'vendor']).doNothing())
    .returning('version')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the sub-wallet's row lock for the rest of the caller's transaction and bumps its version:
 * a balance the vendor reported before this moment no longer describes the sub-wallet.
 */
export async function bumpSubWallet(trx: Db, key: SubWalletKey): Promise<number> {
  const row = await trx
    .insertInto('vendor_sub_wallet')
    .values({ merchant_id: key.merchantId, member_id: key.memberId, vendor: key.vendor, version: 1 })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'member_id', 'vendor'])
        .doUpdateSet((eb) => ({ version: eb('vendor_sub_wallet.version', '+', 1) })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function insertTransfer(
  trx: Db,
  t: {
    key: SubWalletKey;
    direction: TransferDirection;
    amount: bigint;
    requestId: string;
    transferId: string;
    holdTransactionId: string;
    firstCheckAfterMs: number;
  },
): Promise<TransferRow> {
  const row = await trx
    .insertInto('vendor_transfer')
    .values({
      merchant_id: t.key.merchantId,
      member_id: t.key.memberId,
      vendor: t.key.vendor,
      direction: t.direction,
      amount: t.amount,
      request_id: t.requestId,
      transfer_id: t.transferId,
      hold_transaction_id: t.holdTransactionId,
      next_check_at: sql<Date>`now() + make_interval(secs => ${seconds(t.firstCheckAfterMs)})`,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/** The call ended without an answer we trust: the transfer waits for its status check. */
export async function markUnknown(db: Db, id: string, reason: string): Promise<void> {
  await db
    .updateTable('vendor_transfer')
    .set({ status: 'UNKNOWN', last_error: reason })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/**
 * Closes an open transfer with the vendor's word; undefined when it was closed already (by the
 * request itself or another reconciler): whoever closes it is the one who moves the money.
 */
export async function closeTransfer(
  trx: Db,
  id: string,
  status: 'SUCCEEDED' | 'FAILED',
  vendorStatus: VendorReportedStatus,
): Promise<TransferRow | undefined> {
  const row = await trx
    .updateTable('vendor_transfer')
    .set({ status, vendor_status: vendorStatus, settled_at: sql<Date>`now()`, last_error: null })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function setSettleTransaction(trx: Db, id: string, transactionId: string): Promise<void> {
  await trx.updateTable('vendor_transfer').set({ settle_transaction_id: transactionId }).where('id', '=', id).execute();
}

/**
 * Claims open transfers whose status check is due, for `leaseMs`: each row goes to exactly one
 * claimer (SKIP LOCKED among concurrent claimers, and the moved next_check_at keeps the row from
 * being claimed again until the lease ends, should the claimer die mid-check).
 */
export async function claimDueTransfers(
  db: Db,
  filter: { id?: string; merchantId?: number; memberId?: number; limit: number; leaseMs: number },
): Promise<TransferRow[]> {
  const { rows } = await sql<RawRow>`
    update vendor_transfer t
    set next_check_at = now() + make_interval(secs => ${seconds(filter.leaseMs)}), checks = t.checks + 1
    where t.id in (
      select id from vendor_transfer
      where status in ('PENDING', 'UNKNOWN') and next_check_at <= now()
        ${filter.id === undefined ? sql`` : sql`and id = ${filter.id}`}
        ${filter.merchantId === undefined ? sql`` : sql`and merchant_id = ${filter.merchantId}`}
        ${filter.memberId === undefined ? sql`` : sql`and member_id = ${filter.memberId}`}
      order by next_check_at
      limit ${filter.limit}
      for update skip locked
    )
    returning ${sql.join(COLUMNS.map((c) => sql.ref(`t.${c}`)))}
  `.execute(db);
  return rows.map(toRow);
}

/**
 * Claims one open transfer of the merchant for a check now, due or not (a staff member asked):
 * undefined when it is not open, not the merchant's, or another claimer holds it this instant.
 * Closing stays conditional, so a check running elsewhere meanwhile cannot settle it twice.
 */
export async function claimTransferNow(
  db: Db,
  merchantId: number,
  id: string,
  leaseMs: number,
): Promise<TransferRow | undefined> {
  const { rows } = await sql<RawRow>`
    update vendor_transfer t
    set next_check_at = now() + make_interval(secs => ${seconds(leaseMs)}), checks = t.checks + 1
    where t.id in (
      select id from vendor_transfer
      where id = ${id} and merchant_id = ${merchantId} and status in ('PENDING', 'UNKNOWN')
      for update skip locked
    )
    returning ${sql.join(COLUMNS.map((c) => sql.ref(`t.${c}`)))}
  `.execute(db);
  return rows[0] && toRow(rows[0]);
}

/** The check said nothing: the next one is due `afterMs` from now (the database's clock). */
export async function deferCheck(db: Db, id: string, afterMs: number, reason: string): Promise<Date | undefined> {
  const row = await db
    .updateTable('vendor_transfer')
    .set({
      next_check_at: sql<Date>`now() + make_interval(secs => ${seconds(afterMs)})`,
      last_error: reason.slice(0, 200),
      status: 'UNKNOWN',
    })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .returning('next_check_at')
    .executeTakeFirst();
  return row?.next_check_at;
}

/** Every open transfer with when its check is due, for the start-up sweep. */
export async function listOpenTransfers(db: Db): Promise<{ id: string; nextCheckAt: Date }[]> {
  const rows = await db
    .selectFrom('vendor_transfer')
    .select(['id', 'next_check_at'])
    .where('status', 'in', OPEN)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, nextCheckAt: r.next_check_at }));
}

export async function hasOpenTransfer(db: Db, key: SubWalletKey): Promise<boolean> {
  const row = await db
    .selectFrom('vendor_transfer')
    .select('id')
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('vendor', '=', key.vendor)
    .where('status', 'in', OPEN)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sub-wallet's version and settlement count, row-locked until the caller's transaction ends. */
export async function lockSubWallet(
  trx: Db,
  key: SubWalletKey,
): Promise<{ version: number; settlements: number } | undefined> {
  return trx
    .selectFrom('vendor_sub_wallet')
    .select(['version', 'settlements'])
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('vendor', '=', key.vendor)
    .forUpdate()
    .executeTakeFirst();
}

export async function subWalletVersion(db: Db, key: SubWalletKey): Promise<number | undefined> {
  const row = await db
    .selectFrom('vendor_sub_wallet')
    .select('version')
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('vendor', '=', key.vendor)
    .executeTakeFirst();
  return row?.version;
}

/** The vendor's balance was read (and, when `settled`, brought into the ledger). */
export async function recordSync(trx: Db, key: SubWalletKey, balance: bigint, settled: boolean): Promise<void> {
  await trx
    .updateTable('vendor_sub_wallet')
    .set((eb) => ({
      vendor_balance: balance,
      synced_at: sql<Date>`now()`,
      sync_attempted_at: sql<Date>`now()`,
      settlements: settled ? eb('settlements', '+', 1) : eb.ref('settlements'),
    }))
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('vendor', '=', key.vendor)
    .execute();
}

export async function markSyncAttempt(db: Db, key: SubWalletKey): Promise<void> {
  await db
    .updateTable('vendor_sub_wallet')
    .set({ sync_attempted_at: sql<Date>`now()` })
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('vendor', '=', key.vendor)
    .execute();
}

/**
 * The member's sub-wallets at enabled TRANSFER vendors not asked for their balance within
 * `staleMs`, and whether the member has a transfer whose check is due: what a wallet refresh
 * should do. One indexed query; for a member who never used a transfer vendor it finds nothing.
 */
export async function refreshPlan(
  db: Db,
  merchantId: number,
  memberId: number,
  staleMs: number,
): Promise<{ staleVendors: string[]; dueTransfers: boolean }> {
  const { rows } = await sql<{ vendor: string | null; due: boolean }>`
    select s.vendor, false as due
    from vendor_sub_wallet s
    join game_vendor_integration g on g.merchant_id = s.merchant_id and g.vendor = s.vendor
    where s.merchant_id = ${merchantId} and s.member_id = ${memberId}
      and g.mode = 'TRANSFER' and g.enabled
      and (s.sync_attempted_at is null or s.sync_attempted_at <= now() - make_interval(secs => ${seconds(staleMs)}))
    union all
    select null, true
    where exists (
      select 1 from vendor_transfer
      where merchant_id = ${merchantId} and member_id = ${memberId}
        and status in ('PENDING', 'UNKNOWN') and next_check_at <= now()
    )
  `.execute(db);
  return {
    staleVendors: rows.flatMap((r) => (r.vendor === null ? [] : [r.vendor])),
    dueTransfers: rows.some((r) => r.due),
  };
}
