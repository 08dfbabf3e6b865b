import { API } from '@platform/contracts/api-paths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/render-app';
import { LAUNCH_ID, makeSession, openStudio, studioServer, TOKEN } from './studio-test-server';

describe('studio page /studio/:engine', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('opens the launch with the member token and shows the game alone, without the lobby around it', async () => {
    const server = studioServer({
      session: makeSession({ engine: 'dice', maxWinMultiplier: 990, declaredRtpPercent: 99 }),
    });
    await openStudio('dice', server, { heading: 'Dice' });
    expect(server.callsTo(API.studioSession)).toEqual([
      { path: API.studioSession, body: { launchId: LAUNCH_ID }, authorization: `Bearer ${TOKEN}` },
    ]);
    expect(screen.getByText('Return to player 99% · maximum win 990× the stake')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.title).toBe('Dice');
    expect(screen.getByRole('main').getAttribute('dir')).toBe('ltr');
  });

  it('speaks the language of the launch: Arabic, right to left, whatever this browser stored', async () => {
    const server = studioServer({ session: makeSession({ language: 'ar' }) });
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    const main = screen.getByRole('main');
    expect(main.getAttribute('dir')).toBe('rtl');
    expect(main.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'دوران' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'الرصيد' }).textContent).toBe('$100.00');
    expect(screen.getByRole('textbox', { name: 'الرهان ($)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عدالة قابلة للإثبات' })).toBeInTheDocument();
    // The reels keep their left-to-right order: the lines pay from the leftmost reel.
    expect(screen.getByRole('table', { name: 'البكرات، الصف العلوي أولًا' }).getAttribute('dir')).toBe('ltr');
    // Nothing is stored: the lobby keeps the member's own choice.
    expect(localStorage.getItem('lang')).toBe('EN');
  });

  it('asks to launch again when the launch is missing from the address, without calling the server', async () => {
    const server = studioServer();
    await openStudio('slot', server, { launch: 'nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This game session has ended' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Close this window and launch the game again from the lobby.');
    expect(server.calls).toHaveLength(0);
  });

  it('asks to launch again when the launch has expired, with no retry', async () => {
    const server = studioServer({ session: fail(410, 'LAUNCH_EXPIRED') });
    await openStudio('slot', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'This game session has ended' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says when the member is no longer logged in', async () => {
    await openStudio('slot', studioServer(), { token: 'expired-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Log in again in the lobby, then launch the game again.');
  });

  it('says the game is under maintenance', async () => {
    const server = studioServer({ session: fail(503, 'GAME_MAINTENANCE') });
    await openStudio('slot', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe(
      'This game is under maintenance. Please try again later or pick another game.',
    );
  });

  it('offers a retry after a lost connection, which opens the game once the network is back', async () => {
    let online = false;
    const server = studioServer({ session: makeSession() });
    const healthy = server.handlers[API.studioSession];
    server.handlers[API.studioSession] = (url, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      return healthy ? healthy(url, init) : ok(null);
    };
    await openStudio('slot', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection' })).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fortune Dragon' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
