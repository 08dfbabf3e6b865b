import { API } from '@platform/contracts/api-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { type FakeHandler, type FakeResponse, fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { lobbyServer } from './lobby-test-server';

const START = new Date('2025-03-15T12:00:00Z');

/** Only Date is faked: the throttle reads the clock, while promises and timers run as usual. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
}

function advanceClock(ms: number) {
  vi.setSystemTime(new Date(Date.now() + ms));
}

const heart = (name: string) => screen.getByRole('button', { name: `Favourite: ${name}` });
const pressed = (name: string) => heart(name).getAttribute('aria-pressed');

function callsOf(server: ReturnType<typeof lobbyServer>, method: string) {
  return server.state.calls.filter((c) => c.method === method && c.path.startsWith(API.favoriteList));
}

// The game pages are lazy routes: their modules load once here, so each test waits for data only.
beforeAll(async () => {
  await import('./game-category-page');
  await import('./account-games-page');
});

describe('favourites', () => {
  beforeEach(() => {
    localStorage.setItem('lang', 'EN');
    freezeClock();
  });
  afterEach(() => vi.useRealTimers());

  it('marks the favourites loaded for the member', async () => {
    const server = lobbyServer({ favorites: [1002] });
    await startApp('/rng', { handlers: { ...server.handlers, ...loggedInAs(makeMember()) } });
    await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(pressed('Game 1002')).toBe('true'));
    expect(pressed('Game 1001')).toBe('false');
  });

  it("forgets the member's favourites at logout", async () => {
    const server = lobbyServer({ favorites: [1002] });
    const { router } = await startApp('/rng', { handlers: { ...server.handlers, ...loggedInAs(makeMember()) } });
    await waitFor(() => expect(pressed('Game 1002')).toBe('true'));
    const banner = within(screen.getByRole('banner'));
    await userEvent.click(await banner.findByRole('button', { name: 'Account menu of alice' }));
    await userEvent.click(banner.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await router.navigate('/rng');
    await screen.findByRole('list', { name: 'Games' });
    expect(pressed('Game 1002')).toBe('false');
  });

  it('adds at once, before the server answers, and allows one action per second', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const server = lobbyServer();
    const slowAdd: FakeHandler = (url, init) =>
      init?.method === 'POST'
        ? new Promise<FakeResponse>((resolve) => {
            answer = resolve;
          })
        : (server.handlers[API.favoriteList] as FakeHandler)(url, init);
    await startApp('/rng', {
      handlers: { ...server.handlers, ...loggedInAs(makeMember()), [API.favoriteList]: slowAdd },
    });
    await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(server.state.calls.some((c) => c.path === API.favoriteIds)).toBe(true));

    await userEvent.click(heart('Game 1001'));
    // Optimistic: pressed while the server has not answered yet.
    expect(pressed('Game 1001')).toBe('true');

    // A second click within 1000 ms does nothing, not even a call.
    advanceClock(999);
    await userEvent.click(heart('Game 1001'));
    expect(pressed('Game 1001')).toBe('true');
    expect(callsOf(server, 'DELETE')).toHaveLength(0);

    answer(ok({ nodeId: 1001, favorite: true }));
    advanceClock(1);
    await userEvent.click(heart('Game 1001'));
    expect(pressed('Game 1001')).toBe('false');
    await waitFor(() => expect(callsOf(server, 'DELETE')).toHaveLength(1));
    expect(callsOf(server, 'DELETE')[0]?.path).toBe('/wps/game/favorite/1001');
  });

  it('sends the vendor and game type with the node id', async () => {
    const server = lobbyServer();
    let body: unknown;
    const add: FakeHandler = (url, init) => {
      if (init?.method === 'POST') body = JSON.parse(String(init.body));
      return (server.handlers[API.favoriteList] as FakeHandler)(url, init);
    };
    await startApp('/rng', { handlers: { ...server.handlers, ...loggedInAs(makeMember()), [API.favoriteList]: add } });
    await screen.findByRole('list', { name: 'Games' });
    await userEvent.click(heart('Game 1002'));
    await waitFor(() => expect(body).toEqual({ nodeId: 1002, vendor: 'JILI', gameType: 'RNG' }));
  });

  it('puts the heart back and says why when the server refuses', async () => {
    const server = lobbyServer();
    const refuse: FakeHandler = (url, init) =>
      init?.method === 'POST'
        ? fail(409, 'FAVORITE_LIMIT', { limit: 500 })
        : (server.handlers[API.favoriteList] as FakeHandler)(url, init);
    await startApp('/rng', {
      handlers: { ...server.handlers, ...loggedInAs(makeMember()), [API.favoriteList]: refuse },
    });
    await screen.findByRole('list', { name: 'Games' });
    await userEvent.click(heart('Game 1001'));
    expect((await screen.findByRole('alert')).textContent).toBe('You have reached the maximum number of favourites');
    expect(pressed('Game 1001')).toBe('false');
  });

  it('gives a guest the login dialog instead', async () => {
    const server = lobbyServer();
    await startApp('/rng', { handlers: server.handlers });
    await screen.findByRole('list', { name: 'Games' });
    await userEvent.click(heart('Game 1001'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(pressed('Game 1001')).toBe('false');
    expect(callsOf(server, 'POST')).toHaveLength(0);
  });

  it('lists the favourites on /favorite, 80 a page, and drops a removed one before the server answers', async () => {
    const server = lobbyServer({ favorites: [1001, 1004, 1007] });
    let answer: (response: FakeResponse) => void = () => {};
    const remove: FakeHandler = () =>
      new Promise<FakeResponse>((resolve) => {
        answer = resolve;
      });
    await startApp('/favorite', {
      handlers: { ...server.handlers, ...loggedInAs(makeMember()), '/wps/game/favorite/1004': remove },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Games' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    const listCall = server.state.calls.find((c) => c.path === API.favoriteList && c.method === 'GET');
    expect(listCall?.params.get('pageSize')).toBe('80');

    await waitFor(() => expect(pressed('Game 1004')).toBe('true'));
    await userEvent.click(heart('Game 1004'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Favourite: Game 1004' })).toBeNull());
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    answer(ok({ nodeId: 1004, favorite: false }));
  });
});
