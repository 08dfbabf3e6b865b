import type { VendorRoundStatus, VendorTransactionKind, VendorWalletMode } from '@platform/contracts/vendor-wallet';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Int8Id = ColumnType<string, never, never>;
/** int8 columns: pg hands them over as decimal strings (see database.ts). */
type Int8 = ColumnType<string, string | bigint | undefined, string | bigint>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
type Json = ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;

/** Tables of migration 0015 (vendor registry, launch tokens, seamless wallet). */
export type VendorTables = {
  game_vendor_integration: GameVendorIntegrationTable;
  vendor_launch_token: VendorLaunchTokenTable;
  vendor_player: VendorPlayerTable;
  vendor_session: VendorSessionTable;
  vendor_round: VendorRoundTable;
  vendor_transaction: VendorTransactionTable;
};

export interface GameVendorIntegrationTable {
  merchant_id: number;
  /** The catalogue's vassalage code. */
  vendor: string;
  mode: VendorWalletMode;
  /** The shared HMAC secret (>= 32 characters). */
  secret: string;
  /** The vendor's game page; null for the in-house studio. */
  launch_url: string | null;
  /** The vendor's server API (TRANSFER mode). */
  api_url: string | null;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface VendorLaunchTokenTable {
  /** SHA-256 (hex) of the token: the token itself is never stored. */
  token_hash: string;
  merchant_id: number;
  vendor: string;
  member_id: number;
  node_id: number;
  game_code: string;
  currency: string;
  language: 'ar' | 'en';
  trial: boolean;
  /** The member's web session that launched the game (migration 0020). */
  member_session_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, never>;
}

export interface VendorPlayerTable {
  merchant_id: number;
  vendor: string;
  member_id: number;
  player_id: string;
  created_at: CreatedAt;
}

export interface VendorSessionTable {
  id: Int8Id;
  /** SHA-256 (hex) of the sessionId. */
  session_hash: string;
  merchant_id: number;
  vendor: string;
  member_id: number;
  player_id: string;
  node_id: number | null;
  game_code: string;
  currency: string;
  language: 'ar' | 'en';
  trial: boolean;
  /** The member's web session that launched the game: revoking it ends this one (migration 0020). */
  member_session_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, never>;
}

export interface VendorRoundTable {
  id: Int8Id;
  merchant_id: number;
  vendor: string;
  round_id: string;
  member_id: number;
  node_id: number | null;
  game_code: string;
  status: ColumnType<VendorRoundStatus, VendorRoundStatus | undefined, VendorRoundStatus>;
  /** Minor units: stakes still standing. */
  total_bet: Int8;
  /** Minor units: wins paid. */
  total_win: Int8;
  credited: Generated<boolean>;
  /** Verification data of an in-house round (seeds, nonce, outcome). */
  detail: Json;
  opened_at: CreatedAt;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface VendorTransactionTable {
  id: Int8Id;
  merchant_id: number;
  vendor: string;
  transaction_id: string;
  kind: VendorTransactionKind;
  member_id: number;
  round_pk: NullableInt8;
  round_id: string;
  amount: Int8;
  rollback_of: string | null;
  request_hash: string;
  /** The value answered to the first call and to every replay. */
  answer: Json;
  ledger_transaction_id: NullableInt8;
  reversal_ledger_id: NullableInt8;
  created_at: CreatedAt;
}
