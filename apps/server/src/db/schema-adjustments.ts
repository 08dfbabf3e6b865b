import type { ColumnType } from 'kysely';

type Int8 = ColumnType<string, string | bigint, string | bigint>;
type Int8Id = ColumnType<string, string | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** Tables of migration 0034 (manual adjustments by staff). */
export interface AdjustmentTables {
  merchant_adjustment_policy: MerchantAdjustmentPolicyTable;
  adjustment_request: AdjustmentRequestTable;
}

export interface MerchantAdjustmentPolicyTable {
  merchant_id: number;
  /** Minor units. */
  four_eyes_above: Int8;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type AdjustmentStatusColumn = 'PENDING' | 'APPLIED' | 'REJECTED';

export interface AdjustmentRequestTable {
  id: Int8Id;
  merchant_id: number;
  member_id: number;
  direction: 'CREDIT' | 'DEBIT';
  /** Minor units. */
  amount: Int8;
  ledger_kind: 'ADJUSTMENT' | 'BONUS';
  reason: string;
  status: AdjustmentStatusColumn;
  requested_by: number;
  request_id: string;
  decided_by: number | null;
  decision_remark: string | null;
  created_at: CreatedAt;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
