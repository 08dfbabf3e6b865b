import type { FavoriteIdsValue, FavoriteListValue, GameTile } from '@platform/contracts/lobby';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { errorMessageKey } from '../../shared/api/api-error';
import { useModals } from '../../shared/modal-state/modal-context';
import { useSession } from '../../shared/session/session-context';
import { FavoriteNotice } from './favorite-notice';
import { addFavorite, removeFavorite } from './lobby-api';
import { lobbyKeys, useFavoriteIdsQuery } from './lobby-queries';

/** Spec 9: at most one favourite action per second. */
export const FAVORITE_TOGGLE_THROTTLE_MS = 1000;

export type FavoritesApi = {
  ids: Set<number>;
  /** Adds or removes the game; a guest gets the login popup instead. */
  toggle(tile: GameTile): void;
  isFavorite(nodeId: number): boolean;
};

const FavoritesContext = createContext<FavoritesApi | null>(null);
const NO_IDS = new Set<number>();

const withId = (ids: FavoriteIdsValue | undefined, nodeId: number): FavoriteIdsValue => ({
  favGameIds: ids?.favGameIds.includes(nodeId) ? ids.favGameIds : [...(ids?.favGameIds ?? []), nodeId],
});
const withoutId = (ids: FavoriteIdsValue | undefined, nodeId: number): FavoriteIdsValue => ({
  favGameIds: (ids?.favGameIds ?? []).filter((id) => id !== nodeId),
});

/**
 * The member's favourites for every tile on the page (spec 4.7, 4.9). The ids load whenever the
 * login status changes (the query is keyed by the member). Adding is optimistic and skipped when
 * the game is already a favourite; removing takes the game out of the local lists first, then
 * tells the server. A refusal puts things back and says why.
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { status, member } = useSession();
  const { open } = useModals();
  const memberId = member?.id ?? null;
  const idsQuery = useFavoriteIdsQuery(memberId);
  const [failure, setFailure] = useState<string | null>(null);
  const lastAction = useRef(Number.NEGATIVE_INFINITY);
  const dismiss = useCallback(() => setFailure(null), []);

  const ids = useMemo(() => (idsQuery.data ? new Set(idsQuery.data.favGameIds) : NO_IDS), [idsQuery.data]);

  const add = useCallback(
    (id: string, tile: GameTile) => {
      const key = lobbyKeys.favoriteIds(id);
      // A load still running must not answer over the optimistic change.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<FavoriteIdsValue>(key, (old) => withId(old, tile.nodeId));
      addFavorite(tile).then(
        () => queryClient.invalidateQueries({ queryKey: lobbyKeys.favoriteLists(id) }),
        (error: unknown) => {
          queryClient.setQueryData<FavoriteIdsValue>(key, (old) => withoutId(old, tile.nodeId));
          setFailure(errorMessageKey(error));
        },
      );
    },
    [queryClient],
  );

  const remove = useCallback(
    (id: string, nodeId: number) => {
      const key = lobbyKeys.favoriteIds(id);
      const listsKey = lobbyKeys.favoriteLists(id);
      void queryClient.cancelQueries({ queryKey: key });
      const lists = queryClient.getQueriesData<FavoriteListValue>({ queryKey: listsKey });
      queryClient.setQueryData<FavoriteIdsValue>(key, (old) => withoutId(old, nodeId));
      queryClient.setQueriesData<FavoriteListValue>({ queryKey: listsKey }, (list) =>
        list ? { ...list, content: list.content.filter((tile) => tile.nodeId !== nodeId) } : list,
      );
      removeFavorite(nodeId).then(
        () => queryClient.invalidateQueries({ queryKey: listsKey }),
        (error: unknown) => {
          queryClient.setQueryData<FavoriteIdsValue>(key, (old) => withId(old, nodeId));
          for (const [listKey, list] of lists) queryClient.setQueryData(listKey, list);
          setFailure(errorMessageKey(error));
        },
      );
    },
    [queryClient],
  );

  const toggle = useCallback(
    (tile: GameTile) => {
      if (status === 'guest') {
        open('login');
        return;
      }
      // While the member info loads nobody knows whose favourites these are yet.
      if (memberId === null) return;
      const now = Date.now();
      if (now - lastAction.current < FAVORITE_TOGGLE_THROTTLE_MS) return;
      lastAction.current = now;
      setFailure(null);
      const current = queryClient.getQueryData<FavoriteIdsValue>(lobbyKeys.favoriteIds(memberId));
      if (current?.favGameIds.includes(tile.nodeId)) remove(memberId, tile.nodeId);
      else add(memberId, tile);
    },
    [status, memberId, open, queryClient, add, remove],
  );

  const value = useMemo<FavoritesApi>(() => ({ ids, toggle, isFavorite: (nodeId) => ids.has(nodeId) }), [ids, toggle]);
  return (
    <FavoritesContext.Provider value={value}>
      {children}
      {failure ? <FavoriteNotice messageKey={failure} onClose={dismiss} /> : null}
    </FavoritesContext.Provider>
  );
}

export function useFavorites(): FavoritesApi {
  const api = useContext(FavoritesContext);
  if (!api) throw new Error('useFavorites needs a FavoritesProvider');
  return api;
}
