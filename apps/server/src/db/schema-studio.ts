import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Int8Id = ColumnType<string, never, never>;
/** int8 columns: pg hands them over as decimal strings (see database.ts). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
type Json = ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;

export type StudioRoundStatus = 'PENDING' | 'PLAYING' | 'SETTLING' | 'COMPLETED' | 'CANCELLED';

/** Tables of migration 0017 (the in-house studio). */
export type StudioTables = {
  studio_seed_pair: StudioSeedPairTable;
  studio_round: StudioRoundTable;
  studio_trial_wallet: StudioTrialWalletTable;
  studio_game_limit: StudioGameLimitTable;
};

export interface StudioSeedPairTable {
  id: Int8Id;
  merchant_id: number;
  member_id: number;
  /** Secret until rotated_at is set. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  rotated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface StudioRoundTable {
  id: Int8Id;
  merchant_id: number;
  member_id: number;
  round_id: string;
  request_hash: string;
  launch_id: string;
  node_id: number;
  game_code: string;
  engine: string;
  trial: boolean;
  status: ColumnType<StudioRoundStatus, StudioRoundStatus | undefined, StudioRoundStatus>;
  stake: Int8;
  payout: NullableInt8;
  params: ColumnType<Record<string, unknown>, string, string>;
  pair_id: NullableInt8;
  nonce: ColumnType<number | null, number | null | undefined, number | null>;
  /** Server side only: a mines round's mine tiles are here. */
  state: Json;
  record: Json;
  answer: Json;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface StudioTrialWalletTable {
  launch_id: string;
  merchant_id: number;
  member_id: number;
  balance: Int8;
  updated_at: Timestamp;
}

export interface StudioGameLimitTable {
  merchant_id: number;
  engine: string;
  min_stake: Int8;
  max_stake: Int8;
}
