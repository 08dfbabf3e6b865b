import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInAs, makeMember, TRIAL } from '../../shared/session/session-test-fixtures';
import { readSessionAnswer } from '../../shared/storage/session-keys';
import { fakeSocketServer } from '../../test/fake-socket-server';
import { ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { CONSOLIDATED, makeMerchantWallet, makeWallet, walletCalls, walletHandlers } from './wallet-test-fixtures';

let user: UserEvent;

function banner() {
  return within(screen.getByRole('banner'));
}

function installSockets() {
  const server = fakeSocketServer();
  vi.stubGlobal('WebSocket', server.FakeSocket);
  return server;
}

describe('header balance', () => {
  beforeEach(() => {
    localStorage.setItem('lang', 'EN');
    // No pause between keystrokes: these forms are typed into a lot, and only the result matters.
    user = userEvent.setup({ delay: null });
  });

  it('shows the main wallet with the currency symbol, and hides it as asterisks for the rest of the session', async () => {
    installSockets();
    const handlers = { ...loggedInAs(makeMember({ balance: '1.00' })), ...walletHandlers() };
    await startApp('/', { handlers });
    expect(await banner().findByText('$1,234.50')).toBeInTheDocument();

    const hide = banner().getByRole('button', { name: 'Hide balance' });
    await user.click(hide);
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(banner().getByText('****')).toBeInTheDocument();
    expect(banner().queryByText('$1,234.50')).toBeNull();

    // A new page in the same session remembers the choice.
    cleanup();
    await startApp('/', { handlers });
    await banner().findByRole('button', { name: 'Hide balance' });
    expect(banner().getByText('****')).toBeInTheDocument();
    await user.click(banner().getByRole('button', { name: 'Hide balance' }));
    expect(await banner().findByText('$1,234.50')).toBeInTheDocument();
  });

  it('refreshes the balance on demand', async () => {
    installSockets();
    let balance = '1234.50';
    await startApp('/', {
      handlers: { ...loggedInAs(makeMember()), ...walletHandlers({ wallet: () => makeWallet({ balance }) }) },
    });
    expect(await banner().findByText('$1,234.50')).toBeInTheDocument();
    balance = '2000.00';
    await user.click(banner().getByRole('button', { name: 'Refresh balance' }));
    expect(await banner().findByText('$2,000.00')).toBeInTheDocument();
  });

  it('says "Link abnormal" when a refresh cannot reach the server', async () => {
    installSockets();
    let reachable = true;
    await startApp('/', {
      handlers: {
        ...loggedInAs(makeMember()),
        ...walletHandlers(),
        '/wps/v2/wallets/balance': () => (reachable ? ok(makeWallet()) : { status: 502, body: 'down' }),
      },
    });
    expect(await banner().findByText('$1,234.50')).toBeInTheDocument();
    reachable = false;
    await user.click(banner().getByRole('button', { name: 'Refresh balance' }));
    expect((await banner().findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Link abnormal, please try again',
    );
    expect(banner().getByText('$1,234.50')).toBeInTheDocument();
  });

  it('has no refresh button on game pages', async () => {
    installSockets();
    await startApp('/seamless', { handlers: { ...loggedInAs(makeMember()), ...walletHandlers() } });
    expect(await banner().findByText('$1,234.50')).toBeInTheDocument();
    expect(banner().queryByRole('button', { name: 'Refresh balance' })).toBeNull();
  });

  it('changes at once when the live socket pushes a new balance', async () => {
    const sockets = installSockets();
    await startApp('/', { handlers: { ...loggedInAs(makeMember(), 'token-live'), ...walletHandlers() } });
    expect(await banner().findByText('$1,234.50')).toBeInTheDocument();

    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    const socket = sockets.last();
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-live' }]);
    socket.receive({ type: 'ready' });
    socket.receive({ type: 'balance', wallet: makeWallet({ balance: '5000.25' }) });
    expect(await banner().findByText('$5,000.25')).toBeInTheDocument();
  });

  it('closes the socket on logout', async () => {
    const sockets = installSockets();
    await startApp('/', { handlers: { ...loggedInAs(makeMember()), ...walletHandlers() } });
    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    sockets.last().open();

    await user.click(await banner().findByRole('button', { name: 'Account menu of alice' }));
    await user.click(banner().getByRole('button', { name: 'Log out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await banner().findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // The socket closes in an effect's cleanup, which may run just after the header re-renders.
    await waitFor(() => expect(sockets.last().closedWith).toBe(1000));
    expect(sockets.sockets).toHaveLength(1);
  });

  it('keeps the merchant wallet and the contract flags in session storage after login', async () => {
    installSockets();
    await startApp('/', { handlers: { ...loggedInAs(makeMember()), ...walletHandlers() } });
    await waitFor(() => expect(sessionStorage.getItem('consolidated')).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('consolidated') ?? '')).toEqual(CONSOLIDATED);
    await waitFor(() => expect(readSessionAnswer('merchantWallet')).toEqual(makeMerchantWallet()));
  });

  it('shows a trial user free play in place of a balance and a deposit, with no wallet call and no socket', async () => {
    const sockets = installSockets();
    const { fetchMock } = await startApp('/', {
      handlers: { ...loggedInAs(makeMember({ ...TRIAL, balance: '0.00' })), ...walletHandlers() },
    });
    expect(await banner().findByText('Free play')).toBeInTheDocument();
    expect(banner().queryByText('$0.00')).toBeNull();
    expect(banner().queryByRole('button', { name: 'Refresh balance' })).toBeNull();
    expect(banner().queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(walletCalls(fetchMock)).toEqual([]);
    expect(sockets.sockets).toHaveLength(0);
    expect(sessionStorage.getItem('consolidated')).toBeNull();
  });

  it('has a Deposit button that opens the deposit page of the member centre', async () => {
    installSockets();
    const { router } = await startApp('/', { handlers: { ...loggedInAs(makeMember()), ...walletHandlers() } });
    await user.click(await banner().findByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/member?page=depositv2'),
    );
  });

  it('is in Arabic by default', async () => {
    localStorage.removeItem('lang');
    installSockets();
    await startApp('/', { handlers: { ...loggedInAs(makeMember()), ...walletHandlers() } });
    expect(await banner().findByRole('button', { name: 'إيداع' })).toBeInTheDocument();
    expect(await banner().findByText('$1,234.50')).toBeInTheDocument();
  });
});
