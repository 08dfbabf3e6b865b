import { API } from '@platform/contracts/api-paths';
import {
  type GameCategoryCode,
  type GameTile,
  gameLaunchValueSchema,
  gameListValueSchema,
  LOBBY_PAGE_SIZE,
  vassalageGameTypeValueSchema,
} from '@platform/contracts/lobby';
import { keepPreviousData, type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/http';
import { apiLanguage } from '../../shared/i18n/api-language';
import { useLanguage } from '../../shared/i18n/language-context';

/** The categories one vendor serves: the tabs of its popup game list. */
export function useVendorGameTypes(vassalage: string) {
  const language = apiLanguage(useLanguage().code);
  return useQuery({
    queryKey: ['play', 'vassalageGameType', vassalage, language],
    queryFn: ({ signal }) =>
      apiRequest(API.vassalageGameType, {
        query: { vassalage, language },
        schema: vassalageGameTypeValueSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** One page (18) of a vendor's games of one type; the last page stays on screen while the next loads. */
export function useVendorGames(vassalage: string, gameType: GameCategoryCode, pageNo: number) {
  const language = apiLanguage(useLanguage().code);
  return useQuery({
    queryKey: ['play', 'vendorGames', vassalage, gameType, pageNo, language],
    queryFn: ({ signal }) =>
      apiRequest(API.gameList, {
        query: { gameType, vassalage, pageNo: String(pageNo), pageSize: String(LOBBY_PAGE_SIZE), language },
        schema: gameListValueSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

const SUGGESTION_COUNT = 6;

/** Spec 8: other playable games of the same type, for a game whose vendor is under maintenance. */
export function useSuggestedGames(gameType: GameCategoryCode, downVendor: string) {
  const language = apiLanguage(useLanguage().code);
  return useQuery({
    queryKey: ['play', 'suggestions', gameType, language],
    queryFn: ({ signal }) =>
      apiRequest(API.gameList, {
        query: { gameType, pageNo: '1', pageSize: String(LOBBY_PAGE_SIZE), language },
        schema: gameListValueSchema,
        signal,
      }),
    staleTime: 60_000,
    select: (value): GameTile[] =>
      value.games.filter((game) => !game.maintenance && game.vassalage !== downVendor).slice(0, SUGGESTION_COUNT),
  });
}

/** W1's recent-games queries: keys start with 'lobby' and name the recent list. */
function isRecentGamesQuery(query: Query): boolean {
  const [root, ...rest] = query.queryKey;
  return root === 'lobby' && rest.some((part) => typeof part === 'string' && /recent/i.test(part));
}

/**
 * The launch call: it records the game as recent and answers the URL the game popup frames. A
 * query rather than a mutation so that a re-render cannot launch twice; dropped as soon as the
 * popup closes, so that opening the game again launches again.
 */
export function useGameLaunch(nodeId: number, trial: boolean, language: 'ar' | 'en') {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['play', 'launch', nodeId, trial, language],
    queryFn: async ({ signal }) => {
      const value = await apiRequest(API.gameLaunch, {
        query: { nodeId: String(nodeId), trial: trial ? '1' : '0', language },
        schema: gameLaunchValueSchema,
        signal,
      });
      void queryClient.invalidateQueries({ predicate: isRecentGamesQuery });
      return value;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
