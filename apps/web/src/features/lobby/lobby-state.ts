import type { GameListType, LaneCategory } from '@platform/contracts/lobby';

/**
 * The lobby rules of spec 4.9 as a pure reducer. On a game page the spec's game type maps to the
 * lobby filter: ALL (the category's own listing, the spec's HOME), NEW (its new games, one of spec
 * 2.6's game selection filters), HOT, FAV and RECENT; a search term turns the listing into SEARCH
 * until it is cleared.
 */
export const LOBBY_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

export type LobbyState = {
  filter: LobbyFilter;
  /** A vendor (vassalage) the list is narrowed to; null = all providers. */
  vendor: string | null;
  classify: string | null;
  /** The trimmed search term; '' = no search. */
  search: string;
  page: number;
};

export type LobbyAction =
  | { type: 'filter'; filter: LobbyFilter; loggedIn: boolean }
  | { type: 'vendor'; vendor: string | null }
  | { type: 'classify'; classify: string | null }
  | { type: 'search'; text: string }
  | { type: 'page'; page: number; totalPages: number };

/** The next state, and whether the login popup must open instead (the state is then unchanged). */
export type LobbyOutcome = { state: LobbyState; login: boolean };

export const INITIAL_LOBBY_STATE: LobbyState = { filter: 'ALL', vendor: null, classify: null, search: '', page: 1 };

/** Spec 4.9: Favorite and Recent are a member's own lists. */
export function needsLogin(filter: LobbyFilter): boolean {
  return filter === 'FAV' || filter === 'RECENT';
}

export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyOutcome {
  const next = (changed: LobbyState): LobbyOutcome => ({ state: changed, login: false });
  switch (action.type) {
    case 'filter': {
      if (needsLogin(action.filter) && !action.loggedIn) return { state, login: true };
      // Any filter choice starts at page 1 without a search; ALL also drops vendor and classify.
      const reset = { ...state, filter: action.filter, search: '', page: 1 };
      return next(action.filter === 'ALL' ? { ...reset, vendor: null, classify: null } : reset);
    }
    case 'vendor':
      // The classify chips belong to vendors: another vendor starts from its whole list. A search
      // stays, narrowed to that vendor.
      return next({ ...state, vendor: action.vendor, classify: null, page: 1 });
    case 'classify':
      return next({ ...state, classify: action.classify, page: 1 });
    case 'search': {
      const term = action.text.trim();
      if (term === state.search) return next(state);
      // Searching (game type SEARCH) and clearing the term both land on the category's listing;
      // a vendor already chosen keeps narrowing the search.
      return next({ ...state, filter: 'ALL', classify: null, search: term, page: 1 });
    }
    case 'page': {
      const { page, totalPages } = action;
      if (!Number.isInteger(page) || page < 1 || page > totalPages) return next(state);
      return next({ ...state, page });
    }
  }
}

/**
 * The page a listing of `totalPages` pages shows for an asked page: the last one when it is beyond
 * them (a shared link, a reload after the list shrank), the first when there are none.
 */
export function clampPage(page: number, totalPages: number): number {
  return Math.max(1, Math.min(page, totalPages));
}

/** The game type the listing asks for: SEARCH while a term is set, else the filter's. */
export function listTypeOf(state: LobbyState, category: LaneCategory): GameListType | 'FAV' | 'RECENT' {
  if (state.search !== '') return 'SEARCH';
  return state.filter === 'ALL' ? category : state.filter;
}

const VENDOR_PATTERN = /^[A-Z0-9_]{1,64}$/;
const CLASSIFY_PATTERN = /^[A-Z0-9_]{1,32}$/;
const MAX_SEARCH = 100;

/**
 * The state lives in the URL's search params (filter, vassalage, classify, name, page) so that
 * back/forward, reload and shared links show the same listing. Anything malformed falls back to
 * its default. `vassalage` is the param spec 4.8 names for /rng?vassalage=CODE.
 */
export function lobbyStateFromParams(params: URLSearchParams): LobbyState {
  const filter = params.get('filter');
  const vendor = params.get('vassalage');
  const classify = params.get('classify');
  const page = Number(params.get('page') ?? '1');
  return {
    filter: (LOBBY_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as LobbyFilter) : 'ALL',
    vendor: vendor && VENDOR_PATTERN.test(vendor) ? vendor : null,
    classify: classify && CLASSIFY_PATTERN.test(classify) ? classify : null,
    search: (params.get('name') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The params of a state; defaults are left out so the plain path stays the default listing. */
export function lobbyParamsOf(state: LobbyState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.filter !== 'ALL') params.set('filter', state.filter);
  if (state.vendor) params.set('vassalage', state.vendor);
  if (state.classify) params.set('classify', state.classify);
  if (state.search) params.set('name', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
