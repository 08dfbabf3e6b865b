import { API } from '@platform/contracts/api-paths';
import type { GameListOnlyValue } from '@platform/contracts/lobby';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { readSessionAnswer } from '../../shared/storage/session-keys';
import { makeTile } from '../../test/lobby-fixtures';
import { fail } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { lastCall, lobbyServer, makeGames } from './lobby-test-server';

async function openPage(path: string, server = lobbyServer(), handlers = {}) {
  const app = await startApp(path, { handlers: { ...server.handlers, ...handlers } });
  return { ...app, server };
}

/** The names of the games the grid shows. */
async function gridNames(): Promise<string[]> {
  const grid = await screen.findByRole('list', { name: 'Games' });
  return within(grid)
    .getAllByRole('article')
    .map((tile) => within(tile).getAllByRole('button')[0]?.getAttribute('aria-label') ?? '');
}

// The game pages are lazy routes: their modules load once here, so each test waits for data only.
beforeAll(async () => {
  await import('./game-category-page');
  await import('./account-games-page');
});

describe('game list centre (/rng)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows the category title, the filters and 18 games a page with the pager', async () => {
    const { server } = await openPage('/rng');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await gridNames()).toHaveLength(18);
    expect((await gridNames())[0]).toBe('Game 1001');
    expect(Object.fromEntries(lastCall(server.state, API.gameList))).toMatchObject({
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '18',
      language: 'en',
    });
    const filters = screen.getByRole('group', { name: 'Game filters' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All games', 'New games', 'Recent games', 'Favorites', 'Hot games']);

    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    // 40 games: pages 1, 2, 3.
    expect(pages.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(pages.getByRole('button', { name: 'Page 3' }));
    await waitFor(async () => expect(await gridNames()).toHaveLength(4));
    expect(lastCall(server.state, API.gameList).get('pageNo')).toBe('3');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists only the new games of the category under New', async () => {
    const games = [...makeGames(20), makeTile(2001, { displayName: 'Fresh Reels', gameType: 'RNG', isNew: 1 })];
    const { server, router } = await openPage('/rng', lobbyServer({ games }));
    await gridNames();
    await userEvent.click(screen.getByRole('button', { name: 'New games' }));
    await waitFor(() => expect(lastCall(server.state, API.gameList).get('isNew')).toBe('1'));
    expect(lastCall(server.state, API.gameList).get('gameType')).toBe('RNG');
    expect(router.state.location.search).toBe('?filter=NEW');
    await waitFor(async () => expect(await gridNames()).toEqual(['Fresh Reels']));
  });

  it('shows the last page for a page beyond it, corrects the URL and never says no data', async () => {
    const { server, router } = await openPage('/rng?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    // 40 games: page 3 holds the last 4.
    await waitFor(async () => expect(await gridNames()).toHaveLength(4));
    expect(lastCall(server.state, API.gameList).get('pageNo')).toBe('3');
    expect(screen.queryByText('No data')).toBeNull();
    // A correction, not a step: back does not return to page 9.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the page in the URL, so back returns to the previous page', async () => {
    const { router } = await openPage('/rng');
    await gridNames();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await gridNames()).toContain('Game 1019'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await gridNames()).toContain('Game 1001'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('narrows the list to the vendor chosen in the dropdown, starting again at page 1', async () => {
    const { server, router } = await openPage('/rng?page=2');
    await gridNames();
    const select = screen.getByRole('combobox', { name: 'Game provider' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All providers', 'PG Soft', 'Jili']);
    await userEvent.selectOptions(select, 'Jili');
    await waitFor(() => expect(lastCall(server.state, API.gameList).get('vassalage')).toBe('JILI'));
    expect(lastCall(server.state, API.gameList).get('pageNo')).toBe('1');
    expect(router.state.location.search).toBe('?vassalage=JILI');
    expect(await gridNames()).toContain('Game 1002');
    expect(await gridNames()).not.toContain('Game 1001');
  });

  it('preselects the vendor of /rng?vassalage= (a vendor tile of type RNG leads here)', async () => {
    const { server } = await openPage('/rng?vassalage=PG');
    await gridNames();
    expect(lastCall(server.state, API.gameList).get('vassalage')).toBe('PG');
    expect((screen.getByRole('combobox', { name: 'Game provider' }) as HTMLSelectElement).value).toBe('PG');
  });

  it('filters by the classify chips of the category and their vendors', async () => {
    const { server } = await openPage('/rng');
    await gridNames();
    await userEvent.click(screen.getByRole('button', { name: 'Table games' }));
    await waitFor(() => expect(lastCall(server.state, API.gameList).get('gameClassify')).toBe('TABLE'));
    const chips = await screen.findByRole('group', { name: 'Game types' });
    expect(within(chips).getByRole('button', { name: 'Table games' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(chips).getByRole('button', { name: 'All types' }).getAttribute('aria-pressed')).toBe('false');
    // Only the classify filters of the chosen vendor are offered.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game provider' }), 'PG Soft');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Table games' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Video slots' })).toBeInTheDocument();
  });

  it('searches every category with the trimmed term and returns to the category when cleared', async () => {
    const games = [...makeGames(20), makeTile(2001, { displayName: 'Dragon Hatch', gameType: 'FISH' })];
    const { server, router } = await openPage('/rng', lobbyServer({ games }));
    await gridNames();
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, '   dragon  {Enter}');
    await waitFor(() => expect(lastCall(server.state, API.gameList).get('gameType')).toBe('SEARCH'));
    expect(lastCall(server.state, API.gameList).get('gameName')).toBe('dragon');
    expect(await gridNames()).toEqual(['Dragon Hatch']);
    expect(screen.getByText('Search results for “dragon”')).toBeInTheDocument();

    expect(router.state.location.search).toBe('?name=dragon');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await gridNames()).toHaveLength(18));
    expect(screen.queryByText(/Search results/)).toBeNull();
  });

  it('opens the login dialog when a guest chooses Favorite, and stays on the listing', async () => {
    const { router } = await openPage('/rng');
    await gridNames();
    await userEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'All games' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("lists a member's favourites of the category under Favorite", async () => {
    const server = lobbyServer({ favorites: [1003, 1005] });
    const { router } = await openPage('/rng', server, loggedInAs(makeMember()));
    await gridNames();
    await userEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=FAV'));
    await waitFor(async () => expect(await gridNames()).toEqual(['Game 1003', 'Game 1005']));
    expect(Object.fromEntries(lastCall(server.state, API.favoriteList))).toMatchObject({
      gameType: 'RNG',
      pageSize: '18',
    });
  });

  it('shows the hot games of the category from the session cache, and refreshes them on request', async () => {
    const hot = [makeTile(1001, { isHot: 1 }), makeTile(3001, { isHot: 1, gameType: 'LIVE' })];
    const { server } = await openPage('/rng?filter=HOT', lobbyServer({ hot }));
    expect(await gridNames()).toEqual(['Game 1001']);
    expect(readSessionAnswer<GameListOnlyValue>('HOT_GAMES', 'en')?.list).toHaveLength(2);
    expect(lastCall(server.state, API.hotGames).get('refresh')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh hot games' }));
    await waitFor(() => expect(lastCall(server.state, API.hotGames).get('refresh')).toBe('true'));
  });

  it('shows badges, the maintenance state and lazy icons; a guest starting a game is asked to log in', async () => {
    const games = [
      makeTile(1001, { displayName: 'Fortune Tiger', isHot: 1, isNew: 1 }),
      makeTile(1002, { displayName: 'Old Reel', maintenance: true }),
    ];
    await openPage('/rng', lobbyServer({ games }));
    const grid = await screen.findByRole('list', { name: 'Games' });
    const [tiger, reel] = within(grid).getAllByRole('article');
    expect(within(tiger as HTMLElement).getByText('Hot')).toBeInTheDocument();
    expect(within(tiger as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(reel as HTMLElement).getByText('Under maintenance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Old Reel' })).toHaveAccessibleDescription('Under maintenance');
    const icon = (tiger as HTMLElement).querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/lgw/games/icons/game-1001.svg');
    expect(icon?.getAttribute('loading')).toBe('lazy');
    expect(icon?.getAttribute('width')).toBe('200');

    await userEvent.click(screen.getByRole('button', { name: 'Fortune Tiger' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it("says 'No data' when the category has no game", async () => {
    await openPage('/rng', lobbyServer({ games: [] }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows a failed list with a retry that asks again', async () => {
    let failing = true;
    const server = lobbyServer();
    const handlers = {
      [API.gameList]: (url: URL, init: RequestInit | undefined) =>
        failing
          ? fail(500, 'INTERNAL_ERROR')
          : (server.handlers[API.gameList]?.(url, init) ?? fail(500, 'INTERNAL_ERROR')),
    };
    await openPage('/rng', server, handlers);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await gridNames()).toHaveLength(18);
  });
});

describe('game centre (/sports)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows the vendors as big tiles above the games, 80 games a page', async () => {
    const server = lobbyServer({ games: makeGames(90, 'SPORTS') });
    await openPage('/sports', server);
    const vendors = await screen.findByRole('list', { name: 'Game providers' });
    expect(
      within(vendors)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Saba Sports', 'BTiUnder maintenance']);
    expect(await gridNames()).toHaveLength(80);
    expect(lastCall(server.state, API.gameList).get('pageSize')).toBe('80');
  });
});

describe('in Arabic (the default language)', () => {
  it('renders the page right to left with Arabic labels and asks for Arabic names', async () => {
    const { server } = await openPage('/live', lobbyServer({ games: makeGames(3, 'LIVE') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الكازينو المباشر' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('list', { name: 'الألعاب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'كل الألعاب' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'مزوّد الألعاب' })).toBeInTheDocument();
    expect(lastCall(server.state, API.gameList).get('language')).toBe('ar');
  });
});
