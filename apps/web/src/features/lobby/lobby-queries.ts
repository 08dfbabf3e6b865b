import type { GameListOnlyValue, GameVendorValue } from '@platform/contracts/lobby';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiLanguage, useApiLanguage } from '../../shared/i18n/api-language';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/session-context';
import { readSessionAnswer, saveSessionAnswer } from '../../shared/storage/session-keys';
import {
  fetchFavoriteIds,
  fetchFavoriteList,
  fetchGameList,
  fetchHotGames,
  fetchPopularGames,
  fetchRecentGames,
  fetchVendorLanes,
  fetchWinnerBoard,
  type GameListParams,
  type MemberListParams,
} from './lobby-api';
import { GAME_VENDOR_KEY, HOT_GAMES_KEY } from './lobby-storage';

/*
 * Every lobby key starts with 'lobby'. What belongs to one member (favourites, recent games) is
 * keyed by the member's id as well, so the next person on this browser never sees it.
 */
export const lobbyKeys = {
  vendor: (language: ApiLanguage) => ['lobby', 'vendor', language] as const,
  list: (language: ApiLanguage, query: GameListParams) => ['lobby', 'list', language, query] as const,
  hot: (language: ApiLanguage) => ['lobby', 'hot', language] as const,
  popular: (language: ApiLanguage, limit: number) => ['lobby', 'popular', language, limit] as const,
  winners: (language: ApiLanguage) => ['lobby', 'winners', language] as const,
  member: (memberId: string) => ['lobby', 'member', memberId] as const,
  recent: (memberId: string, language: ApiLanguage, query: MemberListParams) =>
    ['lobby', 'member', memberId, 'recent', language, query] as const,
  favoriteIds: (memberId: string) => ['lobby', 'member', memberId, 'favoriteIds'] as const,
  favoriteLists: (memberId: string) => ['lobby', 'member', memberId, 'favorites'] as const,
  favoriteList: (memberId: string, language: ApiLanguage, query: MemberListParams) =>
    ['lobby', 'member', memberId, 'favorites', language, query] as const,
};

const FIVE_MINUTES = 5 * 60_000;

type Enabled = { enabled?: boolean };

/** The logged-in user's id (trial users included: they have favourites and recent games too). */
export function useMemberId(): string | null {
  const { member } = useSession();
  return member?.id ?? null;
}

/**
 * The vendor lanes (value.data.lanes). Spec 4.9: cached in session storage under `gameVendor`
 * and fetched again only when the language changes (the key and the stored entry carry it).
 */
export function useVendorLanes() {
  const language = useApiLanguage();
  return useQuery({
    queryKey: lobbyKeys.vendor(language),
    queryFn: async ({ signal }) => {
      const value = await fetchVendorLanes(language, signal);
      saveSessionAnswer(GAME_VENDOR_KEY, value, language);
      return value;
    },
    initialData: () => readSessionAnswer<GameVendorValue>(GAME_VENDOR_KEY, language),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryNetworkOnce,
  });
}

/** The game list of spec 7.3 (value.games + totalPages). */
export function useGameList(query: GameListParams, { enabled = true }: Enabled = {}) {
  const language = useApiLanguage();
  return useQuery({
    queryKey: lobbyKeys.list(language, query),
    queryFn: ({ signal }) => fetchGameList(query, language, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/**
 * Hot games. Spec 4.9: kept in session storage under HOT_GAMES until refreshed; `refresh()` asks
 * the server to rebuild its list (the refresh flag) and replaces the stored one.
 */
export function useHotGames({ enabled = true }: Enabled = {}) {
  const language = useApiLanguage();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: lobbyKeys.hot(language),
    queryFn: async ({ signal }) => {
      const value = await fetchHotGames(language, false, signal);
      saveSessionAnswer(HOT_GAMES_KEY, value, language);
      return value;
    },
    initialData: () => readSessionAnswer<GameListOnlyValue>(HOT_GAMES_KEY, language),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryNetworkOnce,
  });
  const refresh = useMutation({
    mutationFn: () => fetchHotGames(language, true),
    onSuccess: (value) => {
      saveSessionAnswer(HOT_GAMES_KEY, value, language);
      queryClient.setQueryData(lobbyKeys.hot(language), value);
    },
  });
  return { ...query, refresh: () => refresh.mutate(), refreshing: refresh.isPending, refreshError: refresh.error };
}

/** The member's recent games (value.list + totalPages); nothing is asked for a guest. */
export function useRecentGames(query: MemberListParams, { enabled = true }: Enabled = {}) {
  const language = useApiLanguage();
  const memberId = useMemberId();
  return useQuery({
    queryKey: lobbyKeys.recent(memberId ?? '', language, query),
    queryFn: ({ signal }) => fetchRecentGames(query, language, signal),
    enabled: enabled && memberId !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** The member's favourite games (content, pageNum, totalPages; page size 80 by default). */
export function useFavoriteList(query: MemberListParams, { enabled = true }: Enabled = {}) {
  const language = useApiLanguage();
  const memberId = useMemberId();
  return useQuery({
    queryKey: lobbyKeys.favoriteList(memberId ?? '', language, query),
    queryFn: ({ signal }) => fetchFavoriteList(query, language, signal),
    enabled: enabled && memberId !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/**
 * The ids of the member's favourites; only the favourites provider observes this entry. Always
 * stale, so that each login (spec 4.7: favourites load on login status change) asks again, even
 * when the same member logs back in.
 */
export function useFavoriteIdsQuery(memberId: string | null) {
  return useQuery({
    queryKey: lobbyKeys.favoriteIds(memberId ?? ''),
    queryFn: ({ signal }) => fetchFavoriteIds(signal),
    enabled: memberId !== null,
    staleTime: 0,
    retry: retryNetworkOnce,
  });
}

/** The winner board: gameCategory ALL, 20 entries, highest win first (the server sorts). */
export function useWinnerBoard() {
  const language = useApiLanguage();
  return useQuery({
    queryKey: lobbyKeys.winners(language),
    queryFn: ({ signal }) => fetchWinnerBoard(language, signal),
    staleTime: 60_000,
    retry: retryNetworkOnce,
  });
}

/** The most launched games of the week (hot games when none), for the home rows. */
export function usePopularGames(limitNum?: number) {
  const language = useApiLanguage();
  return useQuery({
    queryKey: lobbyKeys.popular(language, limitNum ?? 0),
    queryFn: ({ signal }) => fetchPopularGames(language, limitNum, signal),
    staleTime: FIVE_MINUTES,
    retry: retryNetworkOnce,
  });
}
