import type { ColumnType } from 'kysely';
import type { AccountKind, TransactionKind } from '../modules/ledger/ledger-kinds';

/** int8 columns: pg hands them over as decimal strings (see database.ts). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type Int8Id = ColumnType<string, string | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

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
  kind: AccountKind;
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
  kind: TransactionKind;
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
