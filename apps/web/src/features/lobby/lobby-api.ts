import { API, apiPath } from '@platform/contracts/api-paths';
import type {
  FavoriteChangeValue,
  FavoriteIdsValue,
  FavoriteListValue,
  GameListOnlyValue,
  GameListValue,
  GameTile,
  GameVendorValue,
  RecentGamesValue,
  WinnerBoardValue,
} from '@platform/contracts/lobby';
import {
  CLIENT_TYPE,
  GAME_PLATFORMS,
  type GameListType,
  HOME_ROW_LIMIT,
  type LaneCategory,
  VENDOR_PLATFORM,
  WINNER_BOARD_LIMIT,
} from '@platform/contracts/lobby-rules';
import { apiRequest } from '../../shared/api/http';
import type { ApiLanguage } from '../../shared/i18n/api-language';

/** Spec 9: icon type eu, size sx2; client type 3 and the platform strings on every list call. */
const LIST_DEFAULTS = { clientType: String(CLIENT_TYPE), platform: GAME_PLATFORMS, iconType: 'eu', imgSize: 'sx2' };

/** Drops unset params, so the query string carries only what the caller chose. */
function params(values: Record<string, string | number | boolean | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

export function fetchVendorLanes(language: ApiLanguage, signal?: AbortSignal) {
  return apiRequest<GameVendorValue>(API.gameVendor, {
    query: { platform: VENDOR_PLATFORM, language },
    signal,
  });
}

/** What a game page asks the game list for (spec 7.3); language and platform are added here. */
export type GameListParams = {
  gameType: GameListType;
  vassalage?: string | null;
  gameClassify?: string | null;
  gameName?: string | null;
  /** '1' = only the list's new games. */
  isNew?: '1';
  pageNo: number;
  pageSize: number;
};

export function fetchGameList(query: GameListParams, language: ApiLanguage, signal?: AbortSignal) {
  return apiRequest<GameListValue>(API.gameList, {
    query: params({ ...LIST_DEFAULTS, ...query, language }),
    signal,
  });
}

/** `refresh` asks the server to rebuild its cached hot list (spec 7.3 refresh flag). */
export function fetchHotGames(language: ApiLanguage, refresh: boolean, signal?: AbortSignal) {
  return apiRequest<GameListOnlyValue>(API.hotGames, {
    query: params({ isPlatform: 2, platform: GAME_PLATFORMS, language, refresh: refresh ? 'true' : undefined }),
    signal,
  });
}

export function fetchPopularGames(language: ApiLanguage, limitNum = HOME_ROW_LIMIT, signal?: AbortSignal) {
  return apiRequest<GameListOnlyValue>(API.popularGames, {
    query: params({ language, limitNum }),
    signal,
  });
}

export function fetchWinnerBoard(language: ApiLanguage, signal?: AbortSignal) {
  return apiRequest<WinnerBoardValue>(API.winnerBoard, {
    query: params({ gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT }),
    signal,
  });
}

export type MemberListParams = {
  gameType?: LaneCategory | null;
  vassalage?: string | null;
  pageNo: number;
  pageSize: number;
};

export function fetchRecentGames(query: MemberListParams, language: ApiLanguage, signal?: AbortSignal) {
  const { pageNo, ...rest } = query;
  return apiRequest<RecentGamesValue>(API.recentGames, {
    query: params({ clientType: CLIENT_TYPE, ...rest, page: pageNo, language }),
    signal,
  });
}

export function fetchFavoriteIds(signal?: AbortSignal) {
  return apiRequest<FavoriteIdsValue>(API.favoriteIds, { signal });
}

export function fetchFavoriteList(query: MemberListParams, language: ApiLanguage, signal?: AbortSignal) {
  return apiRequest<FavoriteListValue>(API.favoriteList, {
    query: params({ clientType: CLIENT_TYPE, platform: GAME_PLATFORMS, ...query, language }),
    signal,
  });
}

/** The V2 payload: the vendor and game type travel with the node id (spec 7.3). */
export function addFavorite(tile: Pick<GameTile, 'nodeId' | 'vassalage' | 'gameType'>) {
  return apiRequest<FavoriteChangeValue>(API.favoriteAdd, {
    method: 'POST',
    body: { nodeId: tile.nodeId, vendor: tile.vassalage, gameType: tile.gameType },
  });
}

export function removeFavorite(nodeId: number) {
  return apiRequest<FavoriteChangeValue>(apiPath(API.favoriteRemove, { nodeId: String(nodeId) }), {
    method: 'DELETE',
  });
}
