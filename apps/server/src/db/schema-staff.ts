import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Tables of migration 0033 (the back office's staff and its audit trail). */
export interface StaffTables {
  staff_account: StaffAccountTable;
  staff_session: StaffSessionTable;
  staff_login_challenge: StaffLoginChallengeTable;
}

export interface StaffAccountTable {
  id: Generated<number>;
  merchant_id: number | null;
  account: string;
  display_name: string;
  role: string;
  password_hash: string;
  totp_secret: string | null;
  /** int8: the last time step accepted, so a code is never accepted twice. */
  totp_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  ip_allow_list: ColumnType<string[], string[] | undefined, string[]>;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  disabled_at: Timestamp | null;
  /** Set for a password someone else chose: the console serves nothing else until it is changed. */
  password_must_change: Generated<boolean>;
  created_at: CreatedAt;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  ip: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
}

export interface StaffLoginChallengeTable {
  token_hash: string;
  staff_id: number;
  pending_secret: string | null;
  expires_at: Timestamp;
}
