import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { AGENT, loggedInAs, makeMember, sessionHandlers, TRIAL } from './session-test-fixtures';

function banner() {
  return within(screen.getByRole('banner'));
}

async function openAccountMenu(account = 'alice') {
  await userEvent.click(await banner().findByRole('button', { name: `Account menu of ${account}` }));
}

describe('session state', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows a guest the login and register buttons and no member panel', async () => {
    await startApp('/');
    expect(banner().getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(banner().queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('returns quietly to guest when the stored token has expired', async () => {
    sessionStorage.setItem('token', 'stale');
    sessionStorage.setItem('merchantCode', 'DEMO');
    await startApp('/', { handlers: { '/wps/member/info': () => fail(401, 'SESSION_EXPIRED') } });
    expect(await banner().findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Link abnormal" when member info cannot be reached, and recovers on retry', async () => {
    sessionStorage.setItem('token', 'token-abc');
    let reachable = false;
    const member = makeMember();
    await startApp('/', {
      handlers: {
        '/wps/member/info': () => (reachable ? ok(member) : { status: 502, body: '<html>Bad gateway</html>' }),
      },
    });
    // The first failure is retried once after a second (lost connections are worth one more try).
    expect((await banner().findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Link abnormal, please try again',
    );
    expect(sessionStorage.getItem('token')).toBe('token-abc');
    reachable = true;
    await userEvent.click(banner().getByRole('button', { name: 'Retry' }));
    expect(await banner().findByRole('button', { name: 'Account menu of alice' })).toBeInTheDocument();
  });
});

describe('header member panel', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows the account, VIP label, balance with currency symbol and the ID, and copies the ID', async () => {
    const user = userEvent.setup();
    await startApp('/', { handlers: loggedInAs(makeMember()) });
    const menuButton = await banner().findByRole('button', { name: 'Account menu of alice' });
    expect(menuButton.textContent).toContain('alice');
    expect(menuButton.textContent).toContain('VIP 3');
    expect(banner().getByText('$1,250.50')).toBeInTheDocument();

    await user.click(menuButton);
    expect(banner().getByText('100234')).toBeInTheDocument();
    await user.click(banner().getByRole('button', { name: 'Copy' }));
    expect(await banner().findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('100234');
  });

  it('hides the balance as asterisks on demand', async () => {
    await startApp('/', { handlers: loggedInAs(makeMember()) });
    await userEvent.click(await banner().findByRole('button', { name: 'Hide balance' }));
    expect(banner().getByText('****')).toBeInTheDocument();
    expect(banner().queryByText('$1,250.50')).toBeNull();
  });

  it('lists My account, Messages with the unread count and Logout; Agent only for agents', async () => {
    await startApp('/', { handlers: loggedInAs(makeMember()) });
    await openAccountMenu();
    expect(banner().getByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Messages 2 unread' })).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(banner().queryByRole('button', { name: 'Agent' })).toBeNull();
  });

  it('gives agents an Agent entry that goes to /agentHome', async () => {
    const { router } = await startApp('/', { handlers: loggedInAs(makeMember(AGENT)) });
    await openAccountMenu('agent_bob');
    await userEvent.click(banner().getByRole('button', { name: 'Agent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(await screen.findByText('Welcome, agent_bob.')).toBeInTheDocument();
  });

  it('shows the member panel in Arabic', async () => {
    localStorage.setItem('lang', 'AR');
    await startApp('/', { handlers: loggedInAs(makeMember()) });
    await userEvent.click(await banner().findByRole('button', { name: 'قائمة حساب alice' }));
    expect(banner().getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'حسابي' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('keeps the session when the confirmation is cancelled', async () => {
    const { fetchMock } = await startApp('/', { handlers: loggedInAs(makeMember()) });
    await openAccountMenu();
    await userEvent.click(banner().getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('token-abc');
    expect(banner().getByRole('button', { name: 'Account menu of alice' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/wps/session/logout'))).toBe(false);
  });

  it('on confirm calls the server, clears session storage but the merchant keys and closed popups, and returns a guest to /', async () => {
    sessionStorage.setItem('merchantCode', 'DEMO');
    sessionStorage.setItem('account', 'alice');
    // Spec 4.7: a closed announcement popup stays closed for the browser session, across a logout.
    sessionStorage.setItem('ANONYMOUS_POPUP', 'true');
    const { fetchMock, router } = await startApp('/live', { handlers: loggedInAs(makeMember()) });
    await openAccountMenu();
    await userEvent.click(banner().getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await banner().findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('true');
    const logoutCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/wps/session/logout'));
    expect(logoutCall?.[1]?.method).toBe('DELETE');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-abc');
  });

  it('still logs out locally when the server cannot be reached', async () => {
    await startApp('/', {
      handlers: {
        ...loggedInAs(makeMember()),
        '/wps/session/logout': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await openAccountMenu();
    await userEvent.click(banner().getByRole('button', { name: 'Log out' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await banner().findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('roles in the web', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('tells a trial user opening My account to register a real account, and that button opens register', async () => {
    const { router } = await startApp('/', { handlers: loggedInAs(makeMember(TRIAL), 'trial-token') });
    expect(await banner().findByText('Trial')).toBeInTheDocument();
    await openAccountMenu('trial_8f3k2');
    await userEvent.click(banner().getByRole('button', { name: 'My account' }));
    const dialog = await screen.findByRole('dialog', { name: 'A real account is needed' });
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register a real account' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('turns a trial user away from /member with the same warning', async () => {
    const { router } = await startApp('/member', { handlers: loggedInAs(makeMember(TRIAL), 'trial-token') });
    expect(await screen.findByRole('dialog', { name: 'A real account is needed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers a trial user registration straight from the header', async () => {
    await startApp('/', { handlers: loggedInAs(makeMember(TRIAL), 'trial-token') });
    await userEvent.click(await banner().findByRole('button', { name: 'Register a real account' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('sends a guest opening the member centre to the login popup', async () => {
    const { router } = await startApp('/member');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses a logged-in non-agent on /agentHome, with a way back and a logout', async () => {
    await startApp('/agentHome', { handlers: loggedInAs(makeMember()) });
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agent accounts cannot log in to the agent area.');
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
  });

  it('takes an agent who logs in on /agent to /agentHome', async () => {
    const agent = makeMember(AGENT);
    const { router } = await startApp('/agent', {
      handlers: {
        ...sessionHandlers('agent-token', agent),
        '/wps/session/login': () =>
          ok({
            token: 'agent-token',
            userName: agent.account,
            firstTimeLogin: false,
            passwordExpired: false,
            mustChangePassword: false,
            secondFactor: null,
          }),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'agent_bob');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Welcome, agent_bob.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agentHome');
    expect(sessionStorage.getItem('token')).toBe('agent-token');
  });

  it('takes an agent on /agent to /agentHome', async () => {
    const { router } = await startApp('/agent', { handlers: loggedInAs(makeMember(AGENT)) });
    expect(await screen.findByText('Welcome, agent_bob.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agentHome');
  });
});

describe('free play', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('is offered only when FREEPLAY3 is on', async () => {
    await startApp('/');
    expect(banner().queryByRole('button', { name: 'Try free' })).toBeNull();
  });

  it('creates a trial session and shows the trial panel', async () => {
    const { makePermission } = await import('../../test/fixtures');
    const base = await makePermission();
    const trial = makeMember(TRIAL);
    let body: Record<string, unknown> | null = null;
    const { fetchMock } = await startApp('/', {
      permission: { whitelabel: { ...base.whitelabel, flags: { ...base.whitelabel.flags, FREEPLAY3: true } } },
      handlers: {
        '/wps/session/login/freeplay': (_url, init) => {
          body = JSON.parse(String(init?.body));
          return ok({
            token: 'trial-token',
            userName: trial.account,
            firstTimeLogin: true,
            passwordExpired: false,
            mustChangePassword: false,
            secondFactor: null,
          });
        },
        '/wps/member/info': (_url, init) =>
          new Headers(init?.headers).get('Authorization') === 'Bearer trial-token'
            ? ok(trial)
            : fail(401, 'LOGIN_REQUIRED'),
      },
    });
    await userEvent.click(banner().getByRole('button', { name: 'Try free' }));
    expect(await banner().findByText('Trial')).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Account menu of trial_8f3k2' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('trial-token');
    expect(body).toMatchObject({ platform: 'W', version: 3 });
    const random = JSON.parse(String((body as unknown as { random: string }).random));
    expect(Object.keys(random).sort()).toEqual(['ct', 'ek', 'iv']);
    // The trial account's avatar is its initial: the icon call is for real accounts.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/wps/member/info/icon'))).toBe(false);
  });
});
