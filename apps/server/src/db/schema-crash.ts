import type { CrashBetStatus, CrashPhase } from '@platform/contracts/crash';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Int8Id = ColumnType<string, never, never>;
/** int8 columns: pg hands them over as decimal strings (see database.ts). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** Tables of migration 0018 (the in-house crash game). */
export type CrashTables = {
  crash_chain: CrashChainTable;
  crash_chain_hash: CrashChainHashTable;
  crash_round: CrashRoundTable;
  crash_bet: CrashBetTable;
};

export interface CrashChainTable {
  id: Generated<number>;
  merchant_id: number;
  commitment: string;
  salt: string;
  length: number;
  created_at: CreatedAt;
  retired_at: NullableTime;
}

export interface CrashChainHashTable {
  chain_id: number;
  round_number: number;
  game_hash: string;
}

export interface CrashRoundTable {
  id: Int8Id;
  merchant_id: number;
  chain_id: number;
  round_number: number;
  phase: ColumnType<CrashPhase, CrashPhase | undefined, CrashPhase>;
  crash_point: number;
  betting_ends_at: Date;
  started_at: NullableTime;
  crash_at: NullableTime;
  crashed_at: NullableTime;
  settled_at: NullableTime;
  created_at: CreatedAt;
}

export interface CrashBetTable {
  id: Int8Id;
  merchant_id: number;
  round_pk: Int8;
  member_id: number;
  launch_id: string;
  node_id: number;
  game_code: string;
  trial: boolean;
  request_id: string;
  stake: Int8;
  auto_cash_out: number | null;
  status: ColumnType<CrashBetStatus, CrashBetStatus | undefined, CrashBetStatus>;
  cashed_out_at: number | null;
  payout: NullableInt8;
  paid_at: NullableTime;
  created_at: CreatedAt;
}
