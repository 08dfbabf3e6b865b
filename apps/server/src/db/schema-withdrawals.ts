import type { ColumnType } from 'kysely';

/** int8 columns: pg hands them over as decimal strings (see database.ts). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type Int8Id = ColumnType<string, string | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of migration 0009 (withdrawals). */
export interface WithdrawalsTables {
  member_bank_account: MemberBankAccountTable;
  withdraw_policy: WithdrawPolicyTable;
  withdraw_order: WithdrawOrderTable;
  withdraw_proof_image: WithdrawProofImageTable;
}

export interface MemberBankAccountTable {
  id: Int8Id;
  merchant_id: number;
  member_id: number;
  bank_name: string;
  account_name: string;
  /** Digits only, whole; sent to clients masked. */
  account_number: string;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
}

export interface WithdrawPolicyTable {
  merchant_id: number;
  /** Minor units. */
  min_amount: Int8;
  max_amount: Int8;
  daily_max_amount: Int8;
  daily_max_count: number;
  /** numeric(6,2), as a decimal string. */
  turnover_multiplier: ColumnType<string, string | number, string | number>;
  confirmation_minutes: number;
  updated_at: Timestamp;
}

export type WithdrawStatus = 'PENDING' | 'PAID' | 'REJECTED';
export type WithdrawConfirmationColumn = 'NONE' | 'RECEIVED' | 'NOT_RECEIVED' | 'ALL_RECEIVED' | 'AUTO_RECEIVED';

export interface WithdrawOrderTable {
  id: Int8Id;
  merchant_id: number;
  member_id: number;
  request_id: string;
  amount: Int8;
  bank_account_id: Int8;
  status: ColumnType<WithdrawStatus, WithdrawStatus | undefined, WithdrawStatus>;
  confirmation: ColumnType<
    WithdrawConfirmationColumn,
    WithdrawConfirmationColumn | undefined,
    WithdrawConfirmationColumn
  >;
  received_amount: ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
  remark: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  auto_receive_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WithdrawProofImageTable {
  id: Int8Id;
  order_id: Int8;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  content: Buffer;
  created_at: CreatedAt;
}
