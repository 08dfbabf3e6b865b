import { API } from '@platform/contracts/api-paths';
import type { GameMenusValue } from '@platform/contracts/lobby';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { apiRequest } from '../../shared/api/http';
import { type ApiLanguage, useApiLanguage } from '../../shared/i18n/api-language';
import { retryNetworkOnce } from '../../shared/session/session-api';

/** Keyed under 'lobby' with the other lobby calls, whose keys all start there. */
const gameMenusKey = (language: ApiLanguage) => ['lobby', 'menus', language] as const;

function fetchGameMenus(language: ApiLanguage, signal?: AbortSignal) {
  return apiRequest<GameMenusValue>(API.gameMenus, { query: { language }, signal });
}

/** GET game_menus: the categories with their vendors, for the navigation and its dropdown. */
function useGameMenus() {
  const language = useApiLanguage();
  return useQuery({
    queryKey: gameMenusKey(language),
    queryFn: ({ signal }) => fetchGameMenus(language, signal),
    staleTime: 5 * 60_000,
    retry: retryNetworkOnce,
  });
}

/**
 * The game menus as the first screen's builders read them: the navigation, the side menu, the
 * category menu, the home rows and the winner board's place, the footer's vendors. React Query hands
 * its answers over as blocking updates; deferred, all that the menus feed is built in one
 * transition, in slices the browser can breathe between, not in one long task. `settled` (answered
 * or failed) moves in the same render as `menus`.
 */
export function useDeferredGameMenus() {
  const { data, isPending } = useGameMenus();
  return { menus: useDeferredValue(data?.menus), settled: useDeferredValue(!isPending) };
}
