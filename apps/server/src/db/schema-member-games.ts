import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of migration 0012 (favourites, recent games, launches, winner board). */
export type MemberGamesTables = {
  member_favorite_game: MemberFavoriteGameTable;
  member_recent_game: MemberRecentGameTable;
  game_launch: GameLaunchTable;
  game_win: GameWinTable;
};

export interface MemberFavoriteGameTable {
  merchant_id: number;
  member_id: number;
  node_id: number;
  created_at: CreatedAt;
}

export interface MemberRecentGameTable {
  merchant_id: number;
  member_id: number;
  node_id: number;
  last_launched_at: Timestamp;
  launch_count: Generated<number>;
}

export interface GameLaunchTable {
  /** 128 random bits, base64url: the credential of the launch URL. */
  id: string;
  merchant_id: number;
  member_id: number;
  node_id: number;
  trial: boolean;
  language: 'ar' | 'en';
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, never>;
}

export interface GameWinTable {
  id: ColumnType<string, never, never>;
  merchant_id: number;
  /** Null for the demo's wins. */
  member_id: number | null;
  /** The winner's name as shown (masked when sent). */
  customer_name: string;
  node_id: number;
  /** Minor units of the merchant's currency (int8 comes back as a string). */
  win_amount: ColumnType<string, bigint | string, never>;
  won_at: CreatedAt;
}
