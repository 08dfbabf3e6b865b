import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<string, string | bigint, string | bigint>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;

/** Tables of migration 0016 (transfer-wallet vendors). Only modules/vendor-transfer writes them. */
export type VendorTransferTables = {
  vendor_sub_wallet: VendorSubWalletTable;
  vendor_transfer: VendorTransferTable;
};

export type VendorTransferStatus = 'PENDING' | 'UNKNOWN' | 'SUCCEEDED' | 'FAILED';
export type VendorReportedStatus = 'SUCCEEDED' | 'FAILED' | 'NOT_FOUND';

export interface VendorSubWalletTable {
  merchant_id: number;
  member_id: number;
  vendor: string;
  version: Generated<number>;
  settlements: Generated<number>;
  /** Minor units, as the vendor last answered it. */
  vendor_balance: NullableInt8;
  synced_at: Date | null;
  sync_attempted_at: Date | null;
}

export interface VendorTransferTable {
  id: ColumnType<string, string | bigint | undefined, never>;
  merchant_id: number;
  member_id: number;
  vendor: string;
  direction: 'IN' | 'OUT';
  amount: Int8;
  request_id: string;
  transfer_id: string;
  status: ColumnType<VendorTransferStatus, VendorTransferStatus | undefined, VendorTransferStatus>;
  vendor_status: VendorReportedStatus | null;
  hold_transaction_id: NullableInt8;
  settle_transaction_id: NullableInt8;
  checks: Generated<number>;
  next_check_at: Date;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  settled_at: Date | null;
}
