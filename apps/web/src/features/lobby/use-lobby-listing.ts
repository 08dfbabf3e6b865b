import type { GameTile, LaneCategory } from '@platform/contracts/lobby';
import { useFavoriteList, useGameList, useHotGames, useRecentGames } from './lobby-queries';
import { type LobbyState, listTypeOf } from './lobby-state';

export type LobbyListing = {
  tiles: GameTile[];
  totalPages: number;
  loading: boolean;
  /** The tiles are another page's, shown while the asked one loads. */
  placeholder: boolean;
  error: unknown;
  retry: () => unknown;
};

/**
 * What a category page lists for its state: the category (or a search, or its new games) from the
 * game list, the member's favourites or recent games of the category, or the hot games of the
 * category. Only the source in use is asked; the hot list is the session's cached one, paged here.
 * `vendors` are the category's vendors: the hot list's INHOUSE games are typed RNG, so they are
 * told apart by vendor.
 */
export function useLobbyListing(
  category: LaneCategory,
  vendors: readonly string[],
  state: LobbyState,
  pageSize: number,
): LobbyListing {
  const type = listTypeOf(state, category);
  const vassalage = state.vendor;
  const memberQuery = { gameType: category, vassalage, pageNo: state.page, pageSize };

  const list = useGameList(
    type === 'SEARCH'
      ? { gameType: 'SEARCH', gameName: state.search, vassalage, pageNo: state.page, pageSize }
      : type === 'NEW'
        ? { gameType: category, isNew: '1', vassalage, pageNo: state.page, pageSize }
        : { gameType: category, vassalage, gameClassify: state.classify, pageNo: state.page, pageSize },
    { enabled: type === 'SEARCH' || type === 'NEW' || type === category },
  );
  const hot = useHotGames({ enabled: type === 'HOT' });
  const favorites = useFavoriteList(memberQuery, { enabled: type === 'FAV' });
  const recent = useRecentGames(memberQuery, { enabled: type === 'RECENT' });

  if (type === 'HOT') {
    const inCategory = (tile: GameTile) =>
      category === 'INHOUSE' ? vendors.includes(tile.vassalage) : tile.gameType === category;
    const all = (hot.data?.list ?? []).filter(
      (tile) => inCategory(tile) && (vassalage === null || tile.vassalage === vassalage),
    );
    const start = (state.page - 1) * pageSize;
    return {
      tiles: all.slice(start, start + pageSize),
      totalPages: Math.ceil(all.length / pageSize),
      loading: hot.isPending,
      placeholder: false,
      error: hot.error,
      retry: hot.refetch,
    };
  }
  if (type === 'FAV') {
    return {
      tiles: favorites.data?.content ?? [],
      totalPages: favorites.data?.totalPages ?? 0,
      loading: favorites.isPending,
      placeholder: favorites.isPlaceholderData,
      error: favorites.error,
      retry: favorites.refetch,
    };
  }
  if (type === 'RECENT') {
    return {
      tiles: recent.data?.list ?? [],
      totalPages: recent.data?.totalPages ?? 0,
      loading: recent.isPending,
      placeholder: recent.isPlaceholderData,
      error: recent.error,
      retry: recent.refetch,
    };
  }
  return {
    tiles: list.data?.games ?? [],
    totalPages: list.data?.totalPages ?? 0,
    loading: list.isPending,
    placeholder: list.isPlaceholderData,
    error: list.error,
    retry: list.refetch,
  };
}
