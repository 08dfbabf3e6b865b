import type { Adjustment } from '@platform/contracts/adjustments';
import { currencyDigits, pageValue, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import type { AdjustmentStatusColumn } from '../../db/schema-adjustments';
import { ApiError } from '../../http/envelope';
import { findMemberByAccount } from '../accounts/member-reads';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { postTransaction, runMoneyTransaction } from '../ledger/ledger-service';
import {
  type AdjustmentRow,
  decide,
  findAdjustment,
  fourEyesAbove,
  insertAdjustment,
  listAdjustments,
  lockPending,
  setFourEyesAbove,
} from './adjustment-repository';

type Merchant = { id: number; currency: string };

function view(row: AdjustmentRow, digits: number): Adjustment {
  return {
    id: row.id,
    memberAccount: row.member_account,
    direction: row.direction,
    amount: toDecimalAmount(BigInt(row.amount), digits),
    ledgerKind: row.ledger_kind,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by_account ?? '',
    decidedBy: row.decided_by_account,
    decisionRemark: row.decision_remark,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** The member's cash moves against the house: a credit gives, a debit takes (never below zero). */
async function applyToLedger(
  trx: Db,
  merchantId: number,
  adjustment: {
    id: string;
    memberId: number;
    direction: 'CREDIT' | 'DEBIT';
    amount: bigint;
    kind: 'ADJUSTMENT' | 'BONUS';
    reason: string;
  },
) {
  const toMember = adjustment.direction === 'CREDIT' ? adjustment.amount : -adjustment.amount;
  await postTransaction(trx, {
    merchantId,
    kind: adjustment.kind,
    idempotency: { source: 'manual-adjustment', key: adjustment.id },
    postings: [
      { account: { kind: 'MEMBER_CASH', memberId: adjustment.memberId }, amount: toMember },
      { account: { kind: 'HOUSE' }, amount: -toMember },
    ],
    memo: { adjustmentId: adjustment.id, reason: adjustment.reason },
  });
}

/**
 * A staff member's adjustment of a member's main wallet. At or below the brand's threshold it is
 * applied at once; above it (or with no threshold set, always) it waits for a second staff member.
 * Sent again with the same request id, it is the same adjustment. Audited with the change.
 */
export async function requestAdjustment(
  db: Db,
  merchant: Merchant,
  by: AuditActor,
  body: {
    memberAccount: string;
    direction: 'CREDIT' | 'DEBIT';
    amount: string;
    ledgerKind: 'ADJUSTMENT' | 'BONUS';
    reason: string;
    requestId: string;
  },
): Promise<Adjustment> {
  const digits = currencyDigits(merchant.currency);
  const amount = parseDecimalAmount(body.amount, digits);
  if (amount === null || amount <= 0n) {
    throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.amount', message: 'amount' }] });
  }
  const member = await findMemberByAccount(db, merchant.id, body.memberAccount);
  if (!member) throw new ApiError('ACCOUNT_NOT_FOUND');
  const threshold = await fourEyesAbove(db, merchant.id);
  const applyNow = threshold !== null && amount <= threshold;
  const id = await runMoneyTransaction(db, async (trx) => {
    const { id, created } = await insertAdjustment(trx, {
      merchantId: merchant.id,
      memberId: member.id,
      direction: body.direction,
      amount,
      ledgerKind: body.ledgerKind,
      reason: body.reason,
      status: applyNow ? 'APPLIED' : 'PENDING',
      requestedBy: by.staffId,
      requestId: body.requestId,
    });
    if (!created) return id;
    if (applyNow) {
      await applyToLedger(trx, merchant.id, {
        id,
        memberId: member.id,
        direction: body.direction,
        amount,
        kind: body.ledgerKind,
        reason: body.reason,
      });
    }
    await recordAudit(trx, by, {
      merchantId: merchant.id,
      action: applyNow ? 'adjustment.apply' : 'adjustment.request',
      target: `adjustment:${id}`,
      after: { member: member.account, ...body, status: applyNow ? 'APPLIED' : 'PENDING' },
    });
    return id;
  });
  return view((await findAdjustment(db, merchant.id, id)) as AdjustmentRow, digits);
}

/**
 * A second staff member's decision on a PENDING adjustment: never the one who asked (four eyes;
 * the database refuses it too). Approval moves the money in the same transaction as the decision
 * and its audit entry; of two decisions at once, one is made and the other is a conflict.
 */
export async function decideAdjustment(
  db: Db,
  merchant: Merchant,
  by: AuditActor,
  id: string,
  decision: { approve: boolean; remark: string | undefined },
): Promise<Adjustment> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw new ApiError('ORDER_NOT_FOUND');
  await runMoneyTransaction(db, async (trx) => {
    const row = await lockPending(trx, merchant.id, id);
    if (!row) throw new ApiError('ORDER_NOT_FOUND');
    if (row.status !== 'PENDING') throw new ApiError('ORDER_STATE_CONFLICT', { status: row.status });
    if (row.requested_by === by.staffId) throw new ApiError('FOUR_EYES_REQUIRED');
    const status = decision.approve ? 'APPLIED' : 'REJECTED';
    await decide(trx, id, { status, decidedBy: by.staffId, remark: decision.remark || null });
    if (decision.approve) {
      await applyToLedger(trx, merchant.id, {
        id,
        memberId: row.member_id,
        direction: row.direction,
        amount: BigInt(row.amount),
        kind: row.ledger_kind,
        reason: row.reason,
      });
    }
    await recordAudit(trx, by, {
      merchantId: merchant.id,
      action: decision.approve ? 'adjustment.approve' : 'adjustment.reject',
      target: `adjustment:${id}`,
      before: { status: 'PENDING', requestedBy: row.requested_by },
      after: { status, remark: decision.remark || null },
    });
  });
  return view((await findAdjustment(db, merchant.id, id)) as AdjustmentRow, currencyDigits(merchant.currency));
}

export async function adjustmentsPage(
  db: Db,
  merchant: Merchant,
  query: { status?: AdjustmentStatusColumn | undefined; pageNo: number; pageSize: number },
) {
  const { rows, total } = await listAdjustments(db, merchant.id, query.status, query);
  const digits = currencyDigits(merchant.currency);
  return pageValue(
    rows.map((row) => view(row, digits)),
    total,
    query,
  );
}

export async function adjustmentPolicy(db: Db, merchant: Merchant) {
  const threshold = await fourEyesAbove(db, merchant.id);
  return { fourEyesAbove: toDecimalAmount(threshold ?? 0n, currencyDigits(merchant.currency)) };
}

export async function changeAdjustmentPolicy(db: Db, merchant: Merchant, by: AuditActor, fourEyesAboveText: string) {
  const digits = currencyDigits(merchant.currency);
  const minor = parseDecimalAmount(fourEyesAboveText, digits);
  if (minor === null)
    throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.fourEyesAbove', message: 'amount' }] });
  const before = await adjustmentPolicy(db, merchant);
  await db.transaction().execute(async (trx) => {
    await setFourEyesAbove(trx, merchant.id, minor);
    await recordAudit(trx, by, {
      merchantId: merchant.id,
      action: 'adjustment-policy.change',
      target: `merchant:${merchant.id}`,
      before,
      after: { fourEyesAbove: toDecimalAmount(minor, digits) },
    });
  });
  return adjustmentPolicy(db, merchant);
}
