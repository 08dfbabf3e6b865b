import type { GameTile, VendorCard, VendorLane } from './lobby';

// The lobby's constants and rules without their zod schemas (lobby.ts adds those and re-exports
// all of this): the web's first screen imports from here, so zod stays off its first download
// (decision 0019). The schemas' types come in as types only, which the build erases.

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

/**
 * The categories the navigation shows (GET /lgw/games/game_menus, spec 7.3), in the spec's order;
 * INHOUSE, made of the in-house vendors' cards, is placed first (spec 4.9).
 */
export const NAV_CATEGORY_ORDER: readonly LaneCategory[] = [
  'INHOUSE',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
];

/** A member keeps at most this many favourites (a limit that protects the list call). */
export const MAX_FAVORITES = 500;

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
