import type { ColumnType, Generated } from 'kysely';

/** int8 columns: pg hands them over as decimal strings (see database.ts). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type Int8Id = ColumnType<string, string | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of migration 0008 (deposits). */
export type DepositsTables = {
  deposit_channel: DepositChannelTable;
  deposit_order: DepositOrderTable;
  payment_callback: PaymentCallbackTable;
};

export interface DepositChannelTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  /** DEPOSIT_CHANNEL_KINDS in contracts. */
  kind: 'BANK_TRANSFER' | 'ONLINE';
  name: string;
  /** The name in Arabic (migration 0040); null: the lobby shows `name` in Arabic too. */
  name_ar: ColumnType<string | null, string | null | undefined, string | null>;
  /** BANK_TRANSFER only: the account the member pays into. */
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  /** ONLINE only: the payment provider's code ('sandbox'). */
  provider: string | null;
  /** Minor units of the merchant's currency. */
  min_amount: Int8;
  max_amount: Int8;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface DepositOrderTable {
  id: Int8Id;
  merchant_id: number;
  member_id: number;
  channel_id: number;
  amount: Int8;
  /** DEPOSIT_STATUSES in contracts. */
  status: ColumnType<string, string | undefined, string>;
  reference: string | null;
  provider: string | null;
  provider_reference: string | null;
  pay_url: string | null;
  request_id: string;
  operator_remark: string | null;
  decided_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PaymentCallbackTable {
  id: Int8Id;
  provider: string;
  event_id: string;
  order_id: string | null;
  status: string;
  /** As the provider sent it (a decimal string). */
  amount: string;
  outcome: 'CREDITED' | 'FAILED' | 'DUPLICATE' | 'IGNORED' | 'AMOUNT_MISMATCH' | 'UNKNOWN_ORDER';
  received_at: CreatedAt;
}
