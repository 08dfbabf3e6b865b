import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of migration 0006 shared by the money features: payment password and member messages. */
export interface MoneySharedTables {
  member_payment_password: MemberPaymentPasswordTable;
  member_message: MemberMessageTable;
}

export interface MemberPaymentPasswordTable {
  member_id: number;
  /** argon2id, like the login password. */
  password_hash: string;
  failed_tries: Generated<number>;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface MemberMessageTable {
  id: ColumnType<string, string | bigint | undefined, never>;
  merchant_id: number;
  member_id: number;
  /** MEMBER_MESSAGE_KINDS in contracts. */
  kind: string;
  params: ColumnType<Record<string, string>, string | undefined, string>;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}
