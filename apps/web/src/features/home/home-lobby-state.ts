import type { LaneCategory } from '@platform/contracts/lobby';

/**
 * Spec 4.9 on the home page: HOME shows the rows; HOT and a category show their grid; SEARCH
 * shows the matches of the trimmed term. Changing the choice resets the page to 1 and clears the
 * search; clearing the search returns to HOME.
 */
export type HomeView = 'HOME' | 'HOT' | 'SEARCH' | LaneCategory;

export type HomeLobbyState = { view: HomeView; term: string; pageNo: number };

export const INITIAL_HOME_STATE: HomeLobbyState = { view: 'HOME', term: '', pageNo: 1 };

export function withSearch(typed: string): HomeLobbyState {
  const term = typed.trim();
  return term ? { view: 'SEARCH', term, pageNo: 1 } : INITIAL_HOME_STATE;
}

export function withView(view: Exclude<HomeView, 'SEARCH'>): HomeLobbyState {
  return { view, term: '', pageNo: 1 };
}

/** A page outside 1..totalPages is ignored (spec 4.9). */
export function withPage(state: HomeLobbyState, pageNo: number, totalPages: number): HomeLobbyState {
  if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > totalPages || pageNo === state.pageNo) return state;
  return { ...state, pageNo };
}
