import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useModals } from '../../shared/modal-state/modal-context';
import { useSession } from '../../shared/session/session-context';
import {
  clampPage,
  type LobbyAction,
  type LobbyFilter,
  type LobbyState,
  lobbyParamsOf,
  lobbyReducer,
  lobbyStateFromParams,
  needsLogin,
} from './lobby-state';

export type LobbyControls = {
  state: LobbyState;
  loggedIn: boolean;
  chooseFilter: (filter: LobbyFilter) => void;
  chooseVendor: (vendor: string | null) => void;
  chooseClassify: (classify: string | null) => void;
  search: (text: string) => void;
  goToPage: (page: number, totalPages: number) => void;
  /** Replaces a page beyond the listing's `totalPages` in the address with the last (or first). */
  clampToPages: (totalPages: number) => void;
};

/**
 * The lobby state of a game page, kept in the URL's search params rather than in memory: every
 * change is a navigation, so back/forward walk through the listings and a reload shows the same
 * one (the main area is rebuilt per full path anyway, spec 2.1). The reducer of spec 4.9 decides
 * each change; a Favorite or Recent choice by a guest opens the login popup instead.
 */
export function useLobbyUrlState(): LobbyControls {
  const [params, setParams] = useSearchParams();
  const { status } = useSession();
  const { open } = useModals();
  // While the member info loads the token is there: the user counts as logged in.
  const loggedIn = status !== 'guest';
  const state = useMemo(() => {
    const parsed = lobbyStateFromParams(params);
    // A guest at ?filter=FAV (an old link, a reload after logout) sees the category's listing.
    return !loggedIn && needsLogin(parsed.filter) ? { ...parsed, filter: 'ALL' as const } : parsed;
  }, [params, loggedIn]);

  const dispatch = useCallback(
    (action: LobbyAction) => {
      const outcome = lobbyReducer(state, action);
      if (outcome.login) open('login');
      else if (outcome.state !== state) setParams(lobbyParamsOf(outcome.state));
    },
    [state, open, setParams],
  );

  return {
    state,
    loggedIn,
    chooseFilter: useCallback((filter) => dispatch({ type: 'filter', filter, loggedIn }), [dispatch, loggedIn]),
    chooseVendor: useCallback((vendor) => dispatch({ type: 'vendor', vendor }), [dispatch]),
    chooseClassify: useCallback((classify) => dispatch({ type: 'classify', classify }), [dispatch]),
    search: useCallback((text) => dispatch({ type: 'search', text }), [dispatch]),
    goToPage: useCallback((page, totalPages) => dispatch({ type: 'page', page, totalPages }), [dispatch]),
    clampToPages: useCallback(
      (totalPages) => {
        const page = clampPage(state.page, totalPages);
        // A correction, not a step: back must not return to the page that does not exist.
        if (page !== state.page) setParams(lobbyParamsOf({ ...state, page }), { replace: true });
      },
      [state, setParams],
    ),
  };
}
