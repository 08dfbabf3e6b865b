import type { ColumnType } from 'kysely';

/** int8 columns: pg hands them over as decimal strings (see database.ts). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type Int8Id = ColumnType<string, string | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export type LedgerAccountKind =
  | 'MEMBER_CASH'
  | 'MEMBER_BONUS'
  | 'MEMBER_POINTS'
  | 'MEMBER_VENDOR_WALLET'
  | 'MEMBER_HELD'
  | 'MEMBER_IN_TRANSIT'
  | 'HOUSE'
  | 'VENDOR_CLEARING'
  | 'PAYMENT_CLEARING'
  | 'AGENT_COMMISSION';

/**
 * Tables of migration 0005 (the ledger). Only modules/ledger writes them; every other module goes
 * through its service.
 */
export interface LedgerTables {
  ledger_account: LedgerAccountTable;
  ledger_transaction: LedgerTransactionTable;
  ledger_posting: LedgerPostingTable;
}

export interface LedgerAccountTable {
  id: Int8Id;
  merchant_id: number;
  kind: LedgerAccountKind;
  /** Set for the MEMBER_* and AGENT_COMMISSION kinds, null otherwise. */
  member_id: number | null;
  /** Set for VENDOR_CLEARING, MEMBER_VENDOR_WALLET and MEMBER_IN_TRANSIT only. */
  vendor: string | null;
  /** Which row of a shared (house, clearing) account this is; 0 for every other account (migration 0019). */
  shard: ColumnType<number, number | undefined, never>;
  /** Minor units; the sum of the account's postings, kept in the same database transaction. */
  balance: ColumnType<string, string | bigint | undefined, string | bigint>;
  created_at: CreatedAt;
}

export interface LedgerTransactionTable {
  id: Int8Id;
  merchant_id: number;
  kind: string;
  idempotency_source: string;
  idempotency_key: string;
  /** SHA-256 (hex) of the canonical parameters: a replay must carry the same. */
  request_hash: string;
  reverses_id: ColumnType<string | null, string | bigint | null | undefined, never>;
  memo: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface LedgerPostingTable {
  id: Int8Id;
  transaction_id: Int8;
  account_id: Int8;
  amount: Int8;
  balance_after: Int8;
}
