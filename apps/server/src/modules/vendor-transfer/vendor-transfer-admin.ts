import type { UnknownTransfer } from '@platform/contracts/finance-admin';
import { currencyDigits, pageValue, toDecimalAmount } from '@platform/contracts/money-amount';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { VendorTransferStatus } from '../../db/schema-vendor-transfer';
import { ApiError } from '../../http/envelope';
import { memberAccountSql } from '../accounts/member-reads';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import type { VendorTransferDeps } from './vendor-transfer-deps';
import { checkClaimed, scheduleCheck } from './vendor-transfer-reconciler';
import { claimTransferNow } from './vendor-transfer-repository';

/**
 * The back office's view of transfers to transfer-wallet vendors whose outcome is not known yet
 * (PENDING past its call, or UNKNOWN), and a staff member's "ask the vendor now": the same check
 * the reconciler runs, settled by the vendor's word through the same code, and audited.
 */

type Merchant = { id: number; currency: string };

function selectTransfers(db: Db, merchantId: number) {
  return db
    .selectFrom('vendor_transfer as t')
    .select([
      't.id',
      memberAccountSql('t.member_id').as('member_account'),
      't.vendor',
      't.direction',
      't.amount',
      't.status',
      't.transfer_id',
      't.checks',
      't.last_error',
      't.next_check_at',
      't.created_at',
    ])
    .where('t.merchant_id', '=', merchantId);
}
type TransferView = Awaited<ReturnType<ReturnType<typeof selectTransfers>['executeTakeFirstOrThrow']>>;

function toUnknownTransfer(row: TransferView, digits: number): UnknownTransfer {
  return {
    id: row.id,
    memberAccount: row.member_account,
    vendor: row.vendor,
    direction: row.direction,
    amount: toDecimalAmount(BigInt(row.amount), digits),
    status: row.status,
    transferId: row.transfer_id,
    checks: row.checks,
    lastError: row.last_error,
    nextCheckAt: row.next_check_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

const OPEN: VendorTransferStatus[] = ['PENDING', 'UNKNOWN'];

/** The merchant's open transfers, oldest first (the longest in transit is the most urgent). */
export async function unknownTransfers(db: Db, merchant: Merchant, page: { pageNo: number; pageSize: number }) {
  const rows = await selectTransfers(db, merchant.id)
    .where('t.status', 'in', OPEN)
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('t.id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const total =
    rows.length > 0 || page.pageNo === 1
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (
            await db
              .selectFrom('vendor_transfer')
              .select(sql<string>`count(*)`.as('n'))
              .where('merchant_id', '=', merchant.id)
              .where('status', 'in', OPEN)
              .executeTakeFirstOrThrow()
          ).n,
        );
  const digits = currencyDigits(merchant.currency);
  return pageValue(
    rows.map((row) => toUnknownTransfer(row, digits)),
    total,
    page,
  );
}

/** A transfer id as a path carries it; anything else is no transfer of ours. */
function transferIdOf(text: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(text)) throw new ApiError('ORDER_NOT_FOUND');
  return text;
}

/**
 * Asks the vendor about one open transfer now. The vendor's word settles it (money on to its
 * destination or back to its source) with the audit entry in the same transaction; no answer
 * leaves it open, defers its next check, and is audited as an attempt. A transfer of another
 * brand, or unknown, is ORDER_NOT_FOUND; one already settled (or being checked this instant by the
 * reconciler) is ORDER_STATE_CONFLICT.
 */
export async function reconcileTransferNow(
  deps: VendorTransferDeps,
  merchant: Merchant,
  idText: string,
  actor: AuditActor,
): Promise<{ transfer: UnknownTransfer; settled: boolean }> {
  const id = transferIdOf(idText);
  const digits = currencyDigits(merchant.currency);
  const before = await selectTransfers(deps.db, merchant.id).where('t.id', '=', id).executeTakeFirst();
  if (!before) throw new ApiError('ORDER_NOT_FOUND');
  const claimed = await claimTransferNow(deps.db, merchant.id, id, deps.timing.leaseMs);
  if (!claimed) throw new ApiError('ORDER_STATE_CONFLICT', { status: before.status });
  const entry = (after: object) => ({
    merchantId: merchant.id,
    action: 'vendor-transfer.reconcile',
    target: `vendor-transfer:${id}`,
    before: { status: before.status, vendor: before.vendor, amount: toDecimalAmount(BigInt(before.amount), digits) },
    after,
  });
  const result = await checkClaimed(deps, claimed, deps.timing.requestTimeoutMs, {
    settled: (trx, closed, vendorStatus) => recordAudit(trx, actor, entry({ status: closed.status, vendorStatus })),
    unanswered: (reason) =>
      deps.db.transaction().execute((trx) => recordAudit(trx, actor, entry({ status: 'UNKNOWN', reason }))),
  });
  if (result.nextCheckAt) await scheduleCheck(deps.jobs, id, result.nextCheckAt);
  const after = await selectTransfers(deps.db, merchant.id).where('t.id', '=', id).executeTakeFirstOrThrow();
  return { transfer: toUnknownTransfer(after, digits), settled: result.settled };
}
