import { STUDIO_PAGE_PATH } from '@platform/contracts/studio';
import { WEB_ROUTES } from '@platform/contracts/web-routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loggedInAs, makeMember } from '../shared/session/session-test-fixtures';
import { fail } from '../test/render-app';
import { startApp } from '../test/start-app';
import { mainIdentity } from './main-identity';
import { appRoutes } from './routes';

describe('routes', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('has exactly the routes of WEB_ROUTES plus a catch-all', () => {
    const paths = appRoutes[0]?.children?.map((r) => r.path);
    expect(paths).toEqual([...WEB_ROUTES.map((r) => r.path), '*']);
  });

  it('routes the studio page beside the lobby layout, at the path the launch answers', () => {
    expect(appRoutes.map((route) => route.path)).toEqual([undefined, `${STUDIO_PAGE_PATH}/:engine`]);
  });

  it('sends a login-required route without a token to /login with the login dialog open', async () => {
    const { router } = await startApp('/member');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Game lobby' })).toBeInTheDocument();
  });

  it('lets a login-required route through with a session', async () => {
    await startApp('/member', { handlers: loggedInAs(makeMember()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member centre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My account' })).toBeInTheDocument();
  });

  it('closing a route-opened popup goes home; Escape closes it too', async () => {
    const { router } = await startApp('/register');
    await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders agent pages without header, navigation or footer, with a usable agent login form', async () => {
    await startApp('/agent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent centre' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Remember me' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('sends a login-required route to /login when the stored token turns out to be expired', async () => {
    sessionStorage.setItem('token', 'stale');
    const { router } = await startApp('/favorite', {
      handlers: { '/wps/member/info': () => fail(401, 'LOGIN_REQUIRED') },
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('hides the side menu on game pages only', async () => {
    await startApp('/lottery', { handlers: loggedInAs(makeMember()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).toBeNull();
  });

  it('shows a 404 page with a link home for unknown paths', async () => {
    const { router } = await startApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shares one main-area identity between /, /index, /login and /register only', () => {
    expect(mainIdentity('/login', '')).toBe(mainIdentity('/', ''));
    expect(mainIdentity('/register', '')).toBe(mainIdentity('/index', ''));
    expect(mainIdentity('/home', '')).not.toBe(mainIdentity('/', ''));
    expect(mainIdentity('/live', '?a=1')).not.toBe(mainIdentity('/live', ''));
  });
});
