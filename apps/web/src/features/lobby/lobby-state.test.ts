import { describe, expect, it } from 'vitest';
import {
  clampPage,
  INITIAL_LOBBY_STATE,
  type LobbyState,
  listTypeOf,
  lobbyParamsOf,
  lobbyReducer,
  lobbyStateFromParams,
} from './lobby-state';

const browsing: LobbyState = { filter: 'HOT', vendor: 'PG', classify: 'SLOT', search: '', page: 3 };

describe('lobby rules (spec 4.9)', () => {
  it('starts on the category listing (the spec HOME), page 1, all providers', () => {
    expect(INITIAL_LOBBY_STATE).toEqual({ filter: 'ALL', vendor: null, classify: null, search: '', page: 1 });
    expect(listTypeOf(INITIAL_LOBBY_STATE, 'LIVE')).toBe('LIVE');
  });

  it('opens the login popup instead of Favorite or Recent for a guest, leaving the state alone', () => {
    for (const filter of ['FAV', 'RECENT'] as const) {
      const outcome = lobbyReducer(browsing, { type: 'filter', filter, loggedIn: false });
      expect(outcome.login).toBe(true);
      expect(outcome.state).toBe(browsing);
    }
    expect(lobbyReducer(browsing, { type: 'filter', filter: 'FAV', loggedIn: true })).toEqual({
      state: { ...browsing, filter: 'FAV', page: 1 },
      login: false,
    });
  });

  it('lets a guest choose Hot', () => {
    const outcome = lobbyReducer(INITIAL_LOBBY_STATE, { type: 'filter', filter: 'HOT', loggedIn: false });
    expect(outcome).toEqual({ state: { ...INITIAL_LOBBY_STATE, filter: 'HOT' }, login: false });
  });

  it('resets vendor and classify when ALL is chosen', () => {
    const { state } = lobbyReducer(browsing, { type: 'filter', filter: 'ALL', loggedIn: true });
    expect(state).toEqual({ filter: 'ALL', vendor: null, classify: null, search: '', page: 1 });
  });

  it('goes back to page 1 and clears the search whenever the filter changes', () => {
    const searching: LobbyState = { ...INITIAL_LOBBY_STATE, vendor: 'PG', search: 'dragon', page: 2 };
    const { state } = lobbyReducer(searching, { type: 'filter', filter: 'RECENT', loggedIn: true });
    expect(state).toEqual({ filter: 'RECENT', vendor: 'PG', classify: null, search: '', page: 1 });
  });

  it('searches with the trimmed term (game type SEARCH), keeping the vendor', () => {
    const { state } = lobbyReducer(browsing, { type: 'search', text: '  Dragon Hatch  ' });
    expect(state).toEqual({ filter: 'ALL', vendor: 'PG', classify: null, search: 'Dragon Hatch', page: 1 });
    expect(listTypeOf(state, 'RNG')).toBe('SEARCH');
  });

  it('returns to the category listing when the term is cleared, and ignores a blank term', () => {
    const searching = lobbyReducer(INITIAL_LOBBY_STATE, { type: 'search', text: 'dragon' }).state;
    const cleared = lobbyReducer(searching, { type: 'search', text: '   ' }).state;
    expect(cleared.search).toBe('');
    expect(listTypeOf(cleared, 'RNG')).toBe('RNG');
    expect(lobbyReducer(INITIAL_LOBBY_STATE, { type: 'search', text: '  ' }).state).toBe(INITIAL_LOBBY_STATE);
  });

  it('ignores a page above the total pages (and below 1)', () => {
    expect(lobbyReducer(browsing, { type: 'page', page: 5, totalPages: 4 }).state).toBe(browsing);
    expect(lobbyReducer(browsing, { type: 'page', page: 0, totalPages: 4 }).state).toBe(browsing);
    expect(lobbyReducer(browsing, { type: 'page', page: 4, totalPages: 4 }).state.page).toBe(4);
  });

  it('starts a vendor or classify choice on page 1; a vendor drops the classify chosen for another', () => {
    expect(lobbyReducer(browsing, { type: 'vendor', vendor: 'JILI' }).state).toEqual({
      ...browsing,
      vendor: 'JILI',
      classify: null,
      page: 1,
    });
    expect(lobbyReducer(browsing, { type: 'classify', classify: 'TABLE' }).state).toEqual({
      ...browsing,
      classify: 'TABLE',
      page: 1,
    });
  });

  it('maps the filters to game types', () => {
    expect(listTypeOf({ ...INITIAL_LOBBY_STATE, filter: 'HOT' }, 'FISH')).toBe('HOT');
    expect(listTypeOf({ ...INITIAL_LOBBY_STATE, filter: 'FAV' }, 'FISH')).toBe('FAV');
    expect(listTypeOf({ ...INITIAL_LOBBY_STATE, filter: 'RECENT' }, 'FISH')).toBe('RECENT');
  });
});

describe('lobby state in the URL', () => {
  it('round-trips through the search params, leaving defaults out', () => {
    expect(lobbyParamsOf(INITIAL_LOBBY_STATE).toString()).toBe('');
    const state: LobbyState = { filter: 'FAV', vendor: 'PG', classify: 'SLOT', search: 'dragon hatch', page: 2 };
    const params = lobbyParamsOf(state);
    expect(params.toString()).toBe('filter=FAV&vassalage=PG&classify=SLOT&name=dragon+hatch&page=2');
    expect(lobbyStateFromParams(params)).toEqual(state);
  });

  it('reads /rng?vassalage=CODE as that vendor (spec 4.8)', () => {
    expect(lobbyStateFromParams(new URLSearchParams('vassalage=PG')).vendor).toBe('PG');
  });

  it('falls back to defaults for anything malformed', () => {
    const params = new URLSearchParams('filter=NOPE&vassalage=<script>&classify=a b&page=-2&name=%20%20x%20');
    expect(lobbyStateFromParams(params)).toEqual({ ...INITIAL_LOBBY_STATE, search: 'x' });
    expect(lobbyStateFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('clamps a page beyond the last to the last, and to the first when there is none', () => {
    expect(clampPage(99, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(1, 0)).toBe(1);
  });
});
