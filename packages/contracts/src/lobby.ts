import { z } from 'zod';

/**
 * The game lobby's calls (spec 3 game tile, vendor card and lane, favourites, winner entry; 4.8;
 * 4.9; 7.3; 9). Shared by the server that answers them and the web that reads them.
 */

/** Spec 9: lobby page size 18, favourites and the sports list 80, winners 20, home rows 12. */
export const LOBBY_PAGE_SIZE = 18;
export const FAVORITE_PAGE_SIZE = 80;
export const MAX_GAME_PAGE_SIZE = 80;
export const WINNER_BOARD_LIMIT = 20;
export const HOME_ROW_LIMIT = 12;
/** Spec 9: platform strings and client type. */
export const GAME_PLATFORMS = 'flash,html5-desktop';
export const VENDOR_PLATFORM = 'html5-desktop';
export const CLIENT_TYPE = 3;

/** The categories a vendor card can carry in the catalogue (what vendors declare). */
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategoryCode = (typeof GAME_CATEGORIES)[number];
/** Lanes add INHOUSE (spec 4.9 restructuring): the in-house vendors' RNG cards. */
export const LANE_CATEGORIES = ['INHOUSE', ...GAME_CATEGORIES] as const;
export type LaneCategory = (typeof LANE_CATEGORIES)[number];
/** Spec 3: e-sport vendor codes (their SPORTS cards move to ESPORTS) and the in-house vendor. */
export const ESPORT_VENDORS: readonly string[] = ['IA', 'TF'];
export const IN_HOUSE_VENDOR = 'PGE';
/** Spec 4.9: an ELOTT lottery card is one of these vendors; then the prize mode is ELOTT. */
export const ELOTT_LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * What the game list can be asked for: a category (INHOUSE included), every game (ALL), the hot
 * or new ones, or a name search over every category (SEARCH, with gameName).
 */
export const GAME_LIST_TYPES = [...LANE_CATEGORIES, 'ALL', 'HOT', 'NEW', 'SEARCH'] as const;
export type GameListType = (typeof GAME_LIST_TYPES)[number];

const vassalageSchema = z.string().regex(/^[A-Z0-9_]{1,64}$/);
const pageNoSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const languageSchema = z.enum(['ar', 'en']).default('ar');

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
export const NAV_CATEGORY_ORDER: readonly GameCategoryCode[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
];
export const gameMenusQuerySchema = z.object({ language: languageSchema });
export const gameMenuSchema = z.object({
  gameType: z.enum(GAME_CATEGORIES),
  /** The vendors of the category, for the header dropdown (spec 2.3). */
  vendors: z.array(vendorCardSchema),
});
export const gameMenusValueSchema = z.object({ menus: z.array(gameMenuSchema) });
export type GameMenu = z.infer<typeof gameMenuSchema>;

// --- GET game vendor (platform html5-desktop; value.data.lanes).
export const gameVendorQuerySchema = z.object({
  platform: z.literal(VENDOR_PLATFORM).default(VENDOR_PLATFORM),
  language: languageSchema,
});
export const gameVendorValueSchema = z.object({
  data: z.object({ lanes: z.array(vendorLaneSchema) }),
});

// --- GET game list (spec 7.3 params; value games + totalPages).
export const gameListQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
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
  nodeId: z.coerce.number().int().positive().optional(),
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
  isPlatform: z.coerce.number().int().optional(),
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
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: vassalageSchema.optional(),
  language: languageSchema,
  clientType: z.coerce.number().int().optional(),
});
export const recentGamesValueSchema = z.object({
  list: z.array(gameTileSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});

// --- Favourites (token): ids, list (page size 80), add (V2 payload), remove.
export const favoriteIdsValueSchema = z.object({ favGameIds: z.array(z.number().int()) });
export const favoriteListQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(64).optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
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
/** Spec 7.3: POST add favourite (nodeId; the V2 payload also carries vendor and gameType). */
export const addFavoriteBodySchema = z.object({
  nodeId: z.number().int().positive(),
  vendor: vassalageSchema.optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
});
export const favoriteChangeValueSchema = z.object({ nodeId: z.number().int(), favorite: z.boolean() });
/** A member keeps at most this many favourites (a limit that protects the list call). */
export const MAX_FAVORITES = 500;

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
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

// --- GET game launch (token). Records the game as recent; returns the URL the game popup opens.
export const gameLaunchQuerySchema = z.object({
  nodeId: z.coerce.number().int().positive(),
  /** 1 = free trial (only where the game's supportPlay is 0). */
  trial: z.coerce.number().int().min(0).max(1).default(0),
  language: languageSchema,
});
export const gameLaunchValueSchema = z.object({ url: z.string(), nodeId: z.number().int(), trial: z.boolean() });

/**
 * Spec 4.9: SPORTS cards of e-sport vendors move to an ESPORTS lane appended at the end; RNG cards
 * of in-house vendors form an INHOUSE lane placed first; a lane exists only with a card. Input lanes
 * are in display order; `inHouse` says which vendors are in-house.
 */
export function restructureLanes(lanes: readonly VendorLane[], inHouse: ReadonlySet<string>): VendorLane[] {
  const inHouseCards: VendorCard[] = [];
  const esportCards: VendorCard[] = [];
  const kept: VendorLane[] = [];
  for (const lane of lanes) {
    const cards: VendorCard[] = [];
    for (const card of lane.cards) {
      if (lane.title === 'SPORTS' && ESPORT_VENDORS.includes(card.vassalage)) {
        esportCards.push({ ...card, gameType: 'ESPORTS' });
      } else {
        if (lane.title === 'RNG' && inHouse.has(card.vassalage)) inHouseCards.push(card);
        cards.push(card);
      }
    }
    kept.push({ ...lane, cards });
  }
  const esportLane = kept.find((lane) => lane.title === 'ESPORTS');
  const result = kept.filter((lane) => lane.title !== 'ESPORTS');
  const allEsports = [...(esportLane?.cards ?? []), ...esportCards];
  const esportClassify = esportLane?.gameClassify ?? [];
  if (inHouseCards.length > 0) result.unshift({ title: 'INHOUSE', cards: inHouseCards, gameClassify: [] });
  result.push({ title: 'ESPORTS', cards: allEsports, gameClassify: esportClassify });
  return result.filter((lane) => lane.cards.length > 0);
}

/** Spec 4.9: ELOTT when the vendor data has an ELOTT lottery card (TCG_LOTTO_VN or LOTT). */
export function prizeModeOf(lanes: readonly VendorLane[]): PrizeMode {
  const elott = lanes.find((lane) => lane.title === 'ELOTT');
  return elott?.cards.some((card) => ELOTT_LOTTERY_VENDORS.includes(card.vassalage)) ? 'ELOTT' : 'LOTT';
}

/** Spec 4.8: where starting a game leads, before any launch call. */
export type GameDestination =
  | { kind: 'route'; path: string }
  /** The popup game list of one vendor (a single game there launches at once). */
  | { kind: 'vendorGames'; vassalage: string; gameType: GameCategoryCode }
  | { kind: 'launch'; offerTrial: boolean };

export function gameDestination(
  tile: Pick<GameTile, 'vassalage' | 'gameType' | 'gameCode' | 'isGame' | 'supportPlay'>,
): GameDestination {
  const code = encodeURIComponent(tile.gameCode);
  if (tile.vassalage === 'TCG_LOTTO_VN') return { kind: 'route', path: `/vnLottery?gameCode=${code}` };
  if (tile.vassalage === 'TCG_SEA') return { kind: 'route', path: `/seaLottery?gameCode=${code}` };
  if (tile.vassalage === 'LOTT' || tile.vassalage === 'ELOTT')
    return { kind: 'route', path: `/lottery?gameCode=${code}` };
  if (tile.isGame === 'VASSALAGE') return { kind: 'vendorGames', vassalage: tile.vassalage, gameType: tile.gameType };
  return { kind: 'launch', offerTrial: tile.supportPlay === 0 };
}

/** Spec 4.8: a vendor tile of type RNG goes to the slot page filtered by vendor; others launch. */
export function vendorTileDestination(card: Pick<VendorCard, 'vassalage' | 'gameType'>): GameDestination {
  if (card.gameType === 'RNG') return { kind: 'route', path: `/rng?vassalage=${encodeURIComponent(card.vassalage)}` };
  return { kind: 'vendorGames', vassalage: card.vassalage, gameType: card.gameType };
}
