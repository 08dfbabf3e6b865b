import type { ColumnType } from 'kysely';

type Int8Id = ColumnType<string, string | bigint | undefined, never>;

/** Tables of migration 0033 (the audit trail of what staff change; append-only). */
export interface AuditTables {
  audit_entry: AuditEntryTable;
}

export interface AuditEntryTable {
  id: Int8Id;
  at: ColumnType<Date, Date | string, never>;
  staff_id: number | null;
  staff_account: string;
  role: string;
  merchant_id: number | null;
  action: string;
  target: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string | null;
  prev_hash: string;
  hash: string;
}
