import { z } from 'zod';
import { int4Schema, queryInt4Schema } from './integer-range';
import {
  FAVORITE_PAGE_SIZE,
  GAME_CATEGORIES,
  GAME_LIST_TYPES,
  HOME_ROW_LIMIT,
  LANE_CATEGORIES,
  LOBBY_PAGE_SIZE,
  MAX_GAME_PAGE_SIZE,
  VENDOR_PLATFORM,
  WINNER_BOARD_LIMIT,
} from './lobby-rules';

/**
 * The game lobby's calls (spec 3 game tile, vendor card and lane, favourites, winner entry; 4.8;
 * 4.9; 7.3; 9). Shared by the server that answers them and the web that reads them.
 */

// The constants and pure rules live in lobby-rules.ts, which has no zod; every existing import of
// them from here keeps working.
export * from './lobby-rules';

const vassalageSchema = z.string().regex(/^[A-Z0-9_]{1,64}$/);
const pageNoSchema = z.coerce.number().int().min(1).max(10_000).default(1);
/** The page language a list of games is asked in: names are given in it where the catalogue has them. */
export const languageSchema = z.enum(['ar', 'en']).default('ar');

/** Spec 3, game tile. `iconUrl` is our server's own path (never hot-linked). */
export const gameTileSchema = z.object({
  nodeId: z.number().int(),
  nodeName: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  /** The lane category the game shows under (ESPORTS for e-sport vendors, INHOUSE not used here). */
  gameType: z.enum(GAME_CATEGORIES),
  gameClassify: z.string().nullable(),
  iconUrl: z.string(),
  showIcon: z.literal(1).or(z.literal(0)),
  /** 1 = hot badge. */
  isHot: z.literal(1).or(z.literal(0)),
  isNew: z.literal(1).or(z.literal(0)),
  /** VASSALAGE opens the vendor's own game list in a popup (spec 4.8). */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  /** 0 = a free trial is offered. */
  supportPlay: z.literal(1).or(z.literal(0)),
  accountTypeName: z.string(),
  /** The vendor is under maintenance: the tile shows it and does not launch. */
  maintenance: z.boolean(),
});
export type GameTile = z.infer<typeof gameTileSchema>;

/** Spec 3, vendor card / tile. `lagerIcon` (sic, the spec's field) is our server's icon path. */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  lagerIcon: z.string(),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const classifySchema = z.object({
  gameClassify: z.string(),
  displayName: z.string(),
  /** The vendors that have games of this classify. */
  vendors: z.array(z.string()),
});

/** Spec 3, vendor lane: a category with its cards and classify filters. */
export const vendorLaneSchema = z.object({
  title: z.enum(LANE_CATEGORIES),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(classifySchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

// --- GET /lgw/games/game_menus (spec 7.3): the categories the navigation shows, in the spec's order.
export const gameMenusQuerySchema = z.object({ language: languageSchema });
export const gameMenuSchema = z.object({
  gameType: z.enum(LANE_CATEGORIES),
  /** The vendors of the category, for the header dropdown (spec 2.3). */
  vendors: z.array(vendorCardSchema),
});
export const gameMenusValueSchema = z.object({ menus: z.array(gameMenuSchema) });
export type GameMenusValue = z.infer<typeof gameMenusValueSchema>;
export type GameMenu = z.infer<typeof gameMenuSchema>;

// --- GET game vendor (platform html5-desktop; value.data.lanes).
export const gameVendorQuerySchema = z.object({
  platform: z.literal(VENDOR_PLATFORM).default(VENDOR_PLATFORM),
  language: languageSchema,
});
export const gameVendorValueSchema = z.object({
  data: z.object({ lanes: z.array(vendorLaneSchema) }),
});
export type GameVendorValue = z.infer<typeof gameVendorValueSchema>;

// --- GET game list (spec 7.3 params; value games + totalPages).
export const gameListQuerySchema = z.object({
  clientType: queryInt4Schema().optional(),
  platform: z.string().max(64).optional(),
  merchant: z.string().max(64).optional(),
  gameType: z.enum(GAME_LIST_TYPES).default('ALL'),
  vassalage: vassalageSchema.optional(),
  gameClassify: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/)
    .optional(),
  /** Trimmed; matched case-insensitively anywhere in the display name. */
  gameName: z.string().trim().max(100).optional(),
  /** One game by its id (a home banner that links to a game needs its tile to start it). */
  nodeId: queryInt4Schema().positive().optional(),
  /** 1 = only the new games of the list (a category page's NEW filter, spec 2.6). */
  isNew: z
    .enum(['0', '1'])
    .transform((v) => v === '1')
    .optional(),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(MAX_GAME_PAGE_SIZE).default(LOBBY_PAGE_SIZE),
  language: languageSchema,
  imgSize: z.string().max(16).optional(),
  iconType: z.string().max(16).optional(),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export const gameListValueSchema = z.object({
  games: z.array(gameTileSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

// --- GET hot game list (value list). `refresh` asks the server to rebuild its cached list.
export const hotGamesQuerySchema = z.object({
  merchantCode: z.string().max(64).optional(),
  isPlatform: queryInt4Schema().optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: vassalageSchema.optional(),
  platform: z.string().max(64).optional(),
  language: languageSchema,
  refresh: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const gameListOnlyValueSchema = z.object({ list: z.array(gameTileSchema) });
export type GameListOnlyValue = z.infer<typeof gameListOnlyValueSchema>;

// --- GET popular (spec 7.4): the most launched games of the last 7 days, hot games when none.
export const popularGamesQuerySchema = z.object({
  language: languageSchema,
  limitNum: z.coerce.number().int().min(1).max(MAX_GAME_PAGE_SIZE).default(HOME_ROW_LIMIT),
});

// --- GET vassalage game type: the categories one vendor serves (tabs of its popup game list).
export const vassalageGameTypeQuerySchema = z.object({ vassalage: vassalageSchema, language: languageSchema });
export const vassalageGameTypeValueSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameTypes: z.array(z.enum(GAME_CATEGORIES)),
});

// --- GET recent game list (token; value list + totalPages).
export const recentGamesQuerySchema = z.object({
  page: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(MAX_GAME_PAGE_SIZE).default(LOBBY_PAGE_SIZE),
  gameType: z.enum(LANE_CATEGORIES).optional(),
  vassalage: vassalageSchema.optional(),
  language: languageSchema,
  clientType: queryInt4Schema().optional(),
});
export const recentGamesValueSchema = z.object({
  list: z.array(gameTileSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
export type RecentGamesValue = z.infer<typeof recentGamesValueSchema>;

// --- Favourites (token): ids, list (page size 80), add (V2 payload), remove.
export const favoriteIdsValueSchema = z.object({ favGameIds: z.array(z.number().int()) });
export type FavoriteIdsValue = z.infer<typeof favoriteIdsValueSchema>;
export const favoriteListQuerySchema = z.object({
  clientType: queryInt4Schema().optional(),
  platform: z.string().max(64).optional(),
  gameType: z.enum(LANE_CATEGORIES).optional(),
  vassalage: vassalageSchema.optional(),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(FAVORITE_PAGE_SIZE).default(FAVORITE_PAGE_SIZE),
  language: languageSchema,
});
export const favoriteListValueSchema = z.object({
  content: z.array(gameTileSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type FavoriteListValue = z.infer<typeof favoriteListValueSchema>;
/** Spec 7.3: POST add favourite (nodeId; the V2 payload also carries vendor and gameType). */
export const addFavoriteBodySchema = z.object({
  nodeId: int4Schema().positive(),
  vendor: vassalageSchema.optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
});
export const favoriteChangeValueSchema = z.object({ nodeId: z.number().int(), favorite: z.boolean() });
export type FavoriteChangeValue = z.infer<typeof favoriteChangeValueSchema>;

// --- GET winner board (gameCategory ALL, limitNum 20; value.list each with vo).
export const winnerBoardQuerySchema = z.object({
  gameCategory: z.enum(['ALL', ...GAME_CATEGORIES]).default('ALL'),
  language: languageSchema,
  limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_LIMIT).default(WINNER_BOARD_LIMIT),
});
export const winnerEntrySchema = z.object({
  /** Masked by the server (first and last characters kept). */
  customerName: z.string(),
  gameName: z.string(),
  /** Decimal string in the merchant's currency, major units. */
  winAmount: z.string(),
  iconUrl: z.string(),
  wonAt: z.string(),
  /** The game the win was in, so a click can launch it. */
  game: gameTileSchema,
});
export const winnerBoardValueSchema = z.object({ list: z.array(z.object({ vo: winnerEntrySchema })) });
export type WinnerBoardValue = z.infer<typeof winnerBoardValueSchema>;
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

// --- GET game launch (token). Records the game as recent; returns the URL the game popup opens.
export const gameLaunchQuerySchema = z.object({
  nodeId: queryInt4Schema().positive(),
  /** 1 = free trial (only where the game's supportPlay is 0). */
  trial: z.coerce.number().int().min(0).max(1).default(0),
  language: languageSchema,
});
export const gameLaunchValueSchema = z.object({ url: z.string(), nodeId: z.number().int(), trial: z.boolean() });
/**
 * The value of a launch refused GAME_MAINTENANCE: what the operator says of the game's (or its
 * vendor's) maintenance and when it is planned to end (ISO time); null for nothing said.
 */
export const maintenanceNoticeSchema = z.object({ message: z.string().nullable(), until: z.string().nullable() });
export type MaintenanceNotice = z.infer<typeof maintenanceNoticeSchema>;
/** GET maintenance notice (public): the same, for a vendor card or a game tile the lobby shows as closed. */
export const maintenanceNoticeQuerySchema = z.object({
  vassalage: vassalageSchema,
  nodeId: queryInt4Schema().positive().optional(),
});
