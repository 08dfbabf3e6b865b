import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Tables of migration 0002 (rate limits, captcha, verification codes, outbox, sealed-body nonces). */
export type AbuseMessagingTables = {
  rate_limit_window: RateLimitWindowTable;
  captcha: CaptchaTable;
  verification_code: VerificationCodeTable;
  message_outbox: MessageOutboxTable;
  sealed_body_nonce: SealedBodyNonceTable;
  human_check: HumanCheckTable;
};

/** Migration 0004: the login's proof-of-work challenges (contracts/human-check.ts). */
export interface HumanCheckTable {
  id: string;
  merchant_id: number;
  salt: string;
  difficulty: number;
  expires_at: Timestamp;
}

export interface RateLimitWindowTable {
  rule: string;
  key: string;
  window_start: Timestamp;
  expires_at: Timestamp;
  count: number;
}

export interface CaptchaTable {
  id: string;
  merchant_id: number;
  /** SHA-256 (hex) of the lower-cased answer. */
  answer_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface VerificationCodeTable {
  merchant_id: number;
  purpose: 'LOGIN' | 'REGISTER' | 'PASSWORD_RESET' | 'SECOND_FACTOR';
  mobile: string;
  /** SHA-256 (hex) of merchant, purpose, mobile and code. */
  code_hash: string;
  tries: Generated<number>;
  sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
}

export interface MessageOutboxTable {
  id: Generated<string>;
  merchant_id: number;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  /** E-mail only. */
  subject: string | null;
  body: string;
  created_at: CreatedAt;
}

export interface SealedBodyNonceTable {
  merchant_id: number;
  nonce: string;
  expires_at: Timestamp;
}
