import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of migration 0003 (members, sessions, known IPs, login challenges, authenticators). */
export type AccountTables = {
  member: MemberTable;
  member_session: MemberSessionTable;
  member_known_ip: MemberKnownIpTable;
  login_challenge: LoginChallengeTable;
  login_failure: LoginFailureTable;
  member_totp: MemberTotpTable;
  password_reset: PasswordResetTable;
  merchant_account_policy: MerchantAccountPolicyTable;
  member_login: MemberLoginTable;
};

export interface MemberTable {
  id: Generated<number>;
  merchant_id: number;
  account: string;
  /** ACCOUNT_TYPE in contracts: 0 member, 1/2/41/42 agents, 4 trial, 90 operator. */
  type: number;
  nickname: string | null;
  email: string | null;
  /** Dialing code and national number together, e.g. +971501234567. */
  mobile: string | null;
  /** The dialing code part of `mobile` (+971), kept to mask the number the way users read it. */
  mobile_dialing_code: string | null;
  /** argon2id; null for accounts that cannot log in with a password (trial). */
  password_hash: string | null;
  password_is_default: Generated<boolean>;
  password_changed_at: Timestamp;
  payee_name: string | null;
  /** The rarely used registration fields (line, whatsapp, birthday, ...). */
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  upline_member_id: number | null;
  /** An agent's own invitation code. */
  affiliate_code: string | null;
  /** The referral code the member registered with (refer-and-earn). */
  referral_code: string | null;
  first_login_at: Timestamp | null;
  failed_logins: Generated<number>;
  locked_until: Timestamp | null;
  vip_label_name: string | null;
  vip_level: Generated<number>;
  icon: string | null;
  register_ip: string | null;
  register_domain: string | null;
  register_method: string;
  created_at: CreatedAt;
}

export interface MemberSessionTable {
  id: Generated<string>;
  /** SHA-256 of the bearer token, hex: the token itself is never stored. */
  token_hash: string;
  member_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string;
  /** Set when the login must be followed by a password change (default, expired or e-mailed password). */
  must_change_password: Generated<boolean>;
}

export interface MemberKnownIpTable {
  member_id: number;
  ip: string;
  first_seen_at: CreatedAt;
}

export interface LoginChallengeTable {
  id: string;
  member_id: number;
  ip: string;
  methods: string[];
  /** How the first step was passed: an e-mailed password still forces a change after the second. */
  proof: 'password' | 'emailed-password';
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  attempts: Generated<number>;
}

export interface LoginFailureTable {
  id: Generated<string>;
  merchant_id: number;
  /** Lower-cased account name as typed (it may name no account). */
  account_key: string;
  ip: string;
  created_at: CreatedAt;
}

export interface MemberTotpTable {
  member_id: number;
  /** base32; the active authenticator once confirmed_at is set. */
  secret: string | null;
  confirmed_at: Timestamp | null;
  /** An enrolment started but not yet confirmed with a code. */
  pending_secret: string | null;
  /** The last time step accepted, so one code cannot be used twice. */
  last_used_step: ColumnType<string | null, string | number | null, string | number | null>;
}

export interface PasswordResetTable {
  id: Generated<string>;
  member_id: number;
  /** argon2id of the temporary password e-mailed to the member. */
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface MerchantAccountPolicyTable {
  merchant_id: number;
  /** argon2id of the merchant's default password (back-office resets set it and password_is_default). */
  default_password_hash: string | null;
  /** Passwords older than this are expired when PWDEXPFORCECHANGE3 is on; null = never. */
  password_max_age_days: number | null;
}

/** Migration 0036: every login attempt of a known member, for the back office. */
export interface MemberLoginTable {
  id: ColumnType<string, never, never>;
  merchant_id: number;
  member_id: number;
  at: CreatedAt;
  ip: string;
  country: string | null;
  user_agent: string;
  /** The lobby's device id as the browser sent it, when it sent a well-formed one (0044). */
  device_id: ColumnType<string | null, string | null | undefined, never>;
  success: boolean;
  failure: 'BAD_PASSWORD' | 'LOCKED' | null;
}
