import { API } from '@platform/contracts/api-paths';
import type { GameTile } from '@platform/contracts/lobby';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loggedInAs, makeMember, TRIAL } from '../../shared/session/session-test-fixtures';
import { makePermission } from '../../test/fixtures';
import { makeTile, makeVendorCard } from '../../test/lobby-fixtures';
import { fail, ok } from '../../test/render-app';
import { callsTo, renderPlay } from '../../test/render-play';

function gameList(games: GameTile[], totalPages = 1) {
  return ok({ games, pageNo: 1, totalPages, total: games.length });
}

const launchHandler = {
  [API.gameLaunch]: (url: URL) =>
    ok({ url: `/lgw/games/play/launch-${url.searchParams.get('nodeId')}`, nodeId: 1, trial: false }),
};

describe('starting a game (spec 4.8)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('gives a guest the login popup and launches nothing', async () => {
    const { fetchMock } = await renderPlay({ tiles: [makeTile()], handlers: launchHandler });
    await userEvent.click(screen.getByRole('button', { name: 'start Game 1001' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.gameLaunch)).toHaveLength(0);
  });

  it('asks a trial account to register a real account', async () => {
    const { fetchMock } = await renderPlay({
      tiles: [makeTile()],
      handlers: { ...loggedInAs(makeMember(TRIAL)), ...launchHandler },
    });
    await screen.findByText(TRIAL.account);
    await userEvent.click(screen.getByRole('button', { name: 'start Game 1001' }));
    const prompt = await screen.findByRole('dialog', { name: 'A real account is needed' });
    expect(within(prompt).getByRole('button', { name: 'Register a real account' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.gameLaunch)).toHaveLength(0);
  });

  it('lets a guest try a free demo: the free trial starts free play, then the game in play money', async () => {
    const permission = await makePermission();
    const trial = makeMember(TRIAL);
    const { fetchMock } = await renderPlay({
      tiles: [makeTile(1001, { supportPlay: 0, displayName: 'Lucky Koi' })],
      handlers: {
        '/wps/system/permission': () =>
          ok({
            ...permission,
            whitelabel: { ...permission.whitelabel, flags: { ...permission.whitelabel.flags, FREEPLAY3: true } },
          }),
        [API.freePlayLogin]: () =>
          ok({ token: 'trial-token', userName: trial.account, firstTimeLogin: true, passwordExpired: false }),
        [API.memberInfo]: (_url, init) =>
          new Headers(init?.headers).get('Authorization') === 'Bearer trial-token'
            ? ok(trial)
            : fail(401, 'LOGIN_REQUIRED'),
        ...launchHandler,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'start Lucky Koi' }));
    const choice = await screen.findByRole('dialog', { name: 'Lucky Koi' });
    expect(within(choice).getByText(/no registration needed/)).toBeInTheDocument();
    await userEvent.click(within(choice).getByRole('button', { name: 'Free trial' }));

    const game = await screen.findByRole('dialog', { name: 'Lucky Koi · Free trial' });
    expect((await within(game).findByTitle('Lucky Koi')).getAttribute('src')).toContain('/lgw/games/play/launch-1001');
    expect(callsTo(fetchMock, API.freePlayLogin)).toHaveLength(1);
    expect(callsTo(fetchMock, API.gameLaunch).map((url) => url.searchParams.get('trial'))).toEqual(['1']);
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('gives a guest the login popup for a free demo while the brand offers no free play', async () => {
    const { fetchMock } = await renderPlay({
      tiles: [makeTile(1001, { supportPlay: 0, displayName: 'Lucky Koi' })],
      handlers: launchHandler,
    });
    await userEvent.click(screen.getByRole('button', { name: 'start Lucky Koi' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.gameLaunch)).toHaveLength(0);
  });

  it('lets a trial account play the free trial and sends its real play to registration', async () => {
    const { fetchMock } = await renderPlay({
      tiles: [makeTile(1001, { supportPlay: 0, displayName: 'Lucky Koi' })],
      handlers: { ...loggedInAs(makeMember(TRIAL)), ...launchHandler },
    });
    await screen.findByText(TRIAL.account);
    await userEvent.click(screen.getByRole('button', { name: 'start Lucky Koi' }));
    let choice = await screen.findByRole('dialog', { name: 'Lucky Koi' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Real play' }));
    const prompt = await screen.findByRole('dialog', { name: 'A real account is needed' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'start Lucky Koi' }));
    choice = await screen.findByRole('dialog', { name: 'Lucky Koi' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Free trial' }));
    const game = await screen.findByRole('dialog', { name: 'Lucky Koi · Free trial' });
    expect(await within(game).findByTitle('Lucky Koi')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.gameLaunch).map((url) => url.searchParams.get('trial'))).toEqual(['1']);
  });

  it.each([
    ['TCG_LOTTO_VN', '/vnLottery?gameCode=VN%201'],
    ['TCG_SEA', '/seaLottery?gameCode=VN%201'],
    ['LOTT', '/lottery?gameCode=VN%201'],
    ['ELOTT', '/lottery?gameCode=VN%201'],
  ])('sends a %s game to its lottery page', async (vassalage, target) => {
    const tile = makeTile(1001, { vassalage, gameType: 'LOTT', gameCode: 'VN 1' });
    const { router } = await renderPlay({ tiles: [tile], handlers: loggedInAs(makeMember()) });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'start Game 1001' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target));
  });

  it('launches a real game in the game popup: a titled, sandboxed frame on the URL the server returns', async () => {
    const { fetchMock, queryClient } = await renderPlay({
      tiles: [makeTile(1001, { displayName: 'Fortune Tiger' })],
      handlers: { ...loggedInAs(makeMember()), ...launchHandler },
    });
    await screen.findByText('alice');
    // A recent-games list W1 cached: a launch makes it stale.
    queryClient.setQueryData(['lobby', 'member', '100234', 'recent', 'en', {}], { list: [] });
    await userEvent.click(screen.getByRole('button', { name: 'start Fortune Tiger' }));

    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger' });
    const frame = await within(dialog).findByTitle('Fortune Tiger');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/lgw/games/play/launch-1001`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    const [launch] = callsTo(fetchMock, API.gameLaunch);
    expect(launch?.searchParams.get('nodeId')).toBe('1001');
    expect(launch?.searchParams.get('trial')).toBe('0');
    expect(queryClient.getQueryState(['lobby', 'member', '100234', 'recent', 'en', {}])?.isInvalidated).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the free trial first when supportPlay is 0, then launches the chosen mode', async () => {
    const { fetchMock } = await renderPlay({
      tiles: [makeTile(1001, { supportPlay: 0, displayName: 'Lucky Koi' })],
      handlers: { ...loggedInAs(makeMember()), ...launchHandler },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'start Lucky Koi' }));
    const choice = await screen.findByRole('dialog', { name: 'Lucky Koi' });
    expect(callsTo(fetchMock, API.gameLaunch)).toHaveLength(0);
    await userEvent.click(within(choice).getByRole('button', { name: 'Free trial' }));

    const game = await screen.findByRole('dialog', { name: 'Lucky Koi · Free trial' });
    expect((await within(game).findByTitle('Lucky Koi')).getAttribute('src')).toContain('/lgw/games/play/launch-1001');
    expect(callsTo(fetchMock, API.gameLaunch)[0]?.searchParams.get('trial')).toBe('1');
  });

  it('refuses to frame a launch URL that is not http or https', async () => {
    await renderPlay({
      tiles: [makeTile()],
      handlers: {
        ...loggedInAs(makeMember()),
        [API.gameLaunch]: () => ok({ url: 'javascript:alert(1)', nodeId: 1001, trial: false }),
      },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'start Game 1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game 1001' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unknown error');
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('shows the launch refusals translated and a lost connection as link abnormal with a retry', async () => {
    let answer = fail(400, 'TRIAL_NOT_OFFERED');
    await renderPlay({
      tiles: [makeTile()],
      handlers: { ...loggedInAs(makeMember()), [API.gameLaunch]: () => answer },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'start Game 1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game 1001' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This game has no free trial');

    answer = { status: 502, body: 'Bad gateway' };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Link abnormal, please try again')).toBeInTheDocument();
  });

  it('answers GAME_MAINTENANCE from the launch with the message and other games', async () => {
    await renderPlay({
      tiles: [makeTile(1001, { vassalage: 'JILI', displayName: 'Crash Jet' })],
      handlers: {
        ...loggedInAs(makeMember()),
        [API.gameLaunch]: () => fail(503, 'GAME_MAINTENANCE'),
        [API.gameList]: () => gameList([makeTile(7, { displayName: 'Moon Slot' })]),
      },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'start Crash Jet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crash Jet' });
    expect(await within(dialog).findByText('This game is under maintenance, try another game')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Moon Slot' })).toBeInTheDocument();
  });

  it("shows the operator's message and planned end with a launch refused GAME_MAINTENANCE, in Arabic", async () => {
    localStorage.setItem('lang', 'AR');
    await renderPlay({
      tiles: [makeTile(1001, { vassalage: 'JILI', displayName: 'Crash Jet' })],
      handlers: {
        ...loggedInAs(makeMember()),
        [API.gameLaunch]: () =>
          fail(503, 'GAME_MAINTENANCE', { message: 'نحدّث المزوّد، نعود قريبًا', until: '2026-12-01T18:00:00.000Z' }),
        [API.gameList]: () => gameList([]),
      },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: /Crash Jet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Crash Jet' });
    expect(await within(dialog).findByText('نحدّث المزوّد، نعود قريبًا')).toBeInTheDocument();
    expect(within(dialog).getByText(/متوقّع أن تنتهي الصيانة في/)).toHaveTextContent('2026');
  });

  it("reads a closed tile's notice when the player opens it, before any launch", async () => {
    const { fetchMock } = await renderPlay({
      tiles: [makeTile(1001, { vassalage: 'JILI', displayName: 'Crash Jet', maintenance: true })],
      handlers: {
        [API.maintenanceNotice]: () => ok({ message: 'Provider upgrade', until: null }),
        [API.gameList]: () => gameList([]),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'start Crash Jet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(await within(dialog).findByText('Provider upgrade')).toBeInTheDocument();
    const asked = callsTo(fetchMock, API.maintenanceNotice)[0]?.searchParams;
    expect([asked?.get('vassalage'), asked?.get('nodeId')]).toEqual(['JILI', '1001']);
    expect(callsTo(fetchMock, API.gameLaunch)).toHaveLength(0);
  });

  it('says a tile under maintenance is down and suggests playable games of the same type from other vendors', async () => {
    const { fetchMock } = await renderPlay({
      tiles: [makeTile(1001, { vassalage: 'JILI', displayName: 'Crash Jet', maintenance: true })],
      handlers: {
        [API.gameList]: () =>
          gameList([
            makeTile(7, { displayName: 'Moon Slot' }),
            makeTile(8, { displayName: 'Other Jili', vassalage: 'JILI', maintenance: true }),
          ]),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'start Crash Jet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'This game is under maintenance. Try one of these games instead.',
    );
    expect(await within(dialog).findByRole('button', { name: 'Moon Slot' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Other Jili/ })).toBeNull();
    expect(callsTo(fetchMock, API.gameList)[0]?.searchParams.get('gameType')).toBe('RNG');
    expect(callsTo(fetchMock, API.gameLaunch)).toHaveLength(0);

    // A guest picking a suggestion gets the login popup in its place, not on top of it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Moon Slot' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows the game choice in Arabic by default', async () => {
    localStorage.removeItem('lang');
    await renderPlay({
      tiles: [makeTile(1001, { supportPlay: 0, displayName: 'Lucky Koi' })],
      handlers: { ...loggedInAs(makeMember()), ...launchHandler },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'start Lucky Koi' }));
    const choice = await screen.findByRole('dialog', { name: 'Lucky Koi' });
    expect(within(choice).getByRole('button', { name: 'تجربة مجانية' })).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: 'لعب حقيقي' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('vendor game lists (spec 4.8)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('opens the popup game list of a VASSALAGE tile, tabbed by game type, and launches a picked game', async () => {
    const liveGames = [makeTile(11, { displayName: 'Lightning Roulette', vassalage: 'EVO', gameType: 'LIVE' })];
    const { fetchMock } = await renderPlay({
      tiles: [
        makeTile(10, { displayName: 'Evolution Lobby', vassalage: 'EVO', gameType: 'LIVE', isGame: 'VASSALAGE' }),
      ],
      handlers: {
        ...loggedInAs(makeMember()),
        ...launchHandler,
        [API.vassalageGameType]: () => ok({ vassalage: 'EVO', displayName: 'Evolution', gameTypes: ['LIVE', 'RNG'] }),
        [API.gameList]: (url) =>
          url.searchParams.get('gameType') === 'LIVE'
            ? ok({ games: liveGames, pageNo: 1, totalPages: 1, total: 1 })
            : gameList([makeTile(12, { displayName: 'Evo Slot', vassalage: 'EVO' })]),
      },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'start Evolution Lobby' }));
    const popup = await screen.findByRole('dialog', { name: 'Evolution games' });
    expect(await within(popup).findByRole('button', { name: 'Lightning Roulette' })).toBeInTheDocument();
    const slotsTab = await within(popup).findByRole('tab', { name: 'Slots' });
    await userEvent.click(slotsTab);
    expect(await within(popup).findByRole('button', { name: 'Evo Slot' })).toBeInTheDocument();
    const listCall = callsTo(fetchMock, API.gameList).at(-1);
    expect(listCall?.searchParams.get('vassalage')).toBe('EVO');
    expect(listCall?.searchParams.get('pageSize')).toBe('18');

    await userEvent.click(within(popup).getByRole('button', { name: 'Evo Slot' }));
    const game = await screen.findByRole('dialog', { name: 'Evo Slot' });
    expect((await within(game).findByTitle('Evo Slot')).getAttribute('src')).toContain('/lgw/games/play/launch-12');
  });

  it('launches the only game of a one-game vendor at once', async () => {
    await renderPlay({
      cards: [makeVendorCard('SBO', 'SPORTS', { displayName: 'SBO Sports' })],
      handlers: {
        ...loggedInAs(makeMember()),
        ...launchHandler,
        [API.vassalageGameType]: () => ok({ vassalage: 'SBO', displayName: 'SBO Sports', gameTypes: ['SPORTS'] }),
        [API.gameList]: () => gameList([makeTile(31, { displayName: 'SBO Sportsbook', vassalage: 'SBO' })]),
      },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'vendor SBO Sports' }));
    const game = await screen.findByRole('dialog', { name: 'SBO Sportsbook' });
    expect((await within(game).findByTitle('SBO Sportsbook')).getAttribute('src')).toContain('launch-31');
  });

  it("opens a vendor's list for a trial account, whose free-trial games offer their trial there", async () => {
    const { fetchMock } = await renderPlay({
      cards: [makeVendorCard('OCK', 'FISH', { displayName: 'Ocean King Studio' })],
      handlers: {
        ...loggedInAs(makeMember(TRIAL)),
        ...launchHandler,
        [API.vassalageGameType]: () => ok({ vassalage: 'OCK', displayName: 'Ocean King Studio', gameTypes: ['FISH'] }),
        [API.gameList]: () =>
          gameList([
            makeTile(51, { displayName: 'Ocean King', vassalage: 'OCK', gameType: 'FISH', supportPlay: 0 }),
            makeTile(52, { displayName: 'Deep Sea', vassalage: 'OCK', gameType: 'FISH' }),
          ]),
      },
    });
    await screen.findByText(TRIAL.account);
    await userEvent.click(screen.getByRole('button', { name: 'vendor Ocean King Studio' }));
    const popup = await screen.findByRole('dialog', { name: 'Ocean King Studio games' });
    await userEvent.click(await within(popup).findByRole('button', { name: 'Ocean King' }));
    const choice = await screen.findByRole('dialog', { name: 'Ocean King' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Free trial' }));
    expect(await screen.findByRole('dialog', { name: 'Ocean King · Free trial' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.gameLaunch).map((url) => url.searchParams.get('trial'))).toEqual(['1']);
  });

  it('sends an RNG vendor tile to the slot page filtered by vendor, even for a guest', async () => {
    const { router } = await renderPlay({
      cards: [makeVendorCard('PG', 'RNG', { displayName: 'PG Soft' })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'vendor PG Soft' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/rng?vassalage=PG'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages a vendor list 18 at a time', async () => {
    const { fetchMock } = await renderPlay({
      cards: [makeVendorCard('EVO', 'LIVE', { displayName: 'Evolution' })],
      handlers: {
        ...loggedInAs(makeMember()),
        [API.vassalageGameType]: () => ok({ vassalage: 'EVO', displayName: 'Evolution', gameTypes: ['LIVE'] }),
        [API.gameList]: (url) => {
          const page = Number(url.searchParams.get('pageNo'));
          return ok({
            games: [makeTile(100 + page, { displayName: `Table ${page}`, gameType: 'LIVE' })],
            pageNo: page,
            totalPages: 3,
            total: 37,
          });
        },
      },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'vendor Evolution' }));
    const popup = await screen.findByRole('dialog', { name: 'Evolution games' });
    await within(popup).findByRole('button', { name: 'Table 1' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Page 2' }));
    expect(await within(popup).findByRole('button', { name: 'Table 2' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.gameList).at(-1)?.searchParams.get('pageNo')).toBe('2');
  });
});
