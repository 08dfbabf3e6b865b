import type { WalletBalance, WalletTransferBody } from '@platform/contracts/wallet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { fakeSocketServer } from '../../test/fake-socket-server';
import { playerText, readsAs } from '../../test/player-text';
import { type FakeHandler, type FakeResponse, fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { makeMerchantWallet, makeWallet, walletHandlers } from './wallet-test-fixtures';

let user: UserEvent;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A fake wallet server: moves money between MAIN and PG, or answers what `refuse` says; with
 * `inTransit`, PG (a transfer-mode vendor) does not confirm, so the money stays in transit.
 */
function transferServer(options: { refuse?: () => FakeResponse | undefined; inTransit?: boolean } = {}) {
  let wallet: WalletBalance = makeWallet();
  const bodies: WalletTransferBody[] = [];
  const handlers: Record<string, FakeHandler> = {
    ...walletHandlers({ wallet: () => wallet }),
    '/wps/relay/GCS_walletTransfer': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as WalletTransferBody;
      bodies.push(body);
      const refusal = options.refuse?.();
      if (refusal) return refusal;
      const cents = Math.round(Number(body.amount) * 100);
      const toMain = body.to === 'MAIN' ? cents : -cents;
      const money = (text: string, delta: number) => ((Math.round(Number(text) * 100) + delta) / 100).toFixed(2);
      wallet = {
        ...wallet,
        balance: money(wallet.balance, toMain),
        subWallets: wallet.subWallets.map((s) => {
          if (s.vendor !== 'PG') return s;
          return options.inTransit
            ? { ...s, inTransit: money(s.inTransit, -toMain) }
            : { ...s, balance: money(s.balance, -toMain) };
        }),
      };
      const status = options.inTransit ? 'IN_TRANSIT' : 'COMPLETED';
      return ok({ transactionId: String(bodies.length), status, wallet });
    },
  };
  return { handlers, bodies };
}

async function openTransferFund(handlers: Record<string, FakeHandler>) {
  vi.stubGlobal('WebSocket', fakeSocketServer().FakeSocket);
  const started = await startApp('/member?page=transferFund', {
    handlers: { ...loggedInAs(makeMember()), ...handlers },
  });
  const form = within(await screen.findByRole('region', { name: 'Transfer between wallets' }));
  return { ...started, form };
}

function walletCard(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

describe('transferFund page', () => {
  beforeEach(() => {
    localStorage.setItem('lang', 'EN');
    // No pause between keystrokes: these forms are typed into a lot, and only the result matters.
    user = userEvent.setup({ delay: null });
  });

  it('lists the main wallet and each sub-wallet with its balance, marking maintenance', async () => {
    await openTransferFund(transferServer().handlers);
    expect(walletCard('Main wallet').getByText('$1,234.50')).toBeInTheDocument();
    expect(walletCard('PG Soft').getByText('$20.00')).toBeInTheDocument();
    expect(walletCard('Evolution').getByText('$5.00')).toBeInTheDocument();
    expect(walletCard('Evolution').getByText('Under maintenance')).toBeInTheDocument();
    expect(walletCard('PG Soft').queryByText('Under maintenance')).toBeNull();
  });

  it('checks the amount before anything is sent', async () => {
    const server = transferServer();
    const { form } = await openTransferFund(server.handlers);
    const amount = form.getByRole('textbox', { name: 'Amount' });
    const transfer = form.getByRole('button', { name: 'Transfer' });

    await user.click(transfer);
    expect(form.getByText('This field cannot be empty')).toBeInTheDocument();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.type(amount, '1.005');
    await user.click(transfer);
    expect(form.getByText('Enter a valid amount, for example 100.00')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(transfer);
    expect(form.getByText('The amount must be greater than 0')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1234.51');
    await user.click(transfer);
    expect(form.getByText('The amount is more than the available balance ($1,234.50)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.bodies).toEqual([]);
  });

  it("limits a transfer out of a sub-wallet to that sub-wallet's balance, into the main wallet", async () => {
    const server = transferServer();
    const { form } = await openTransferFund(server.handlers);
    const amount = form.getByRole('textbox', { name: 'Amount' });
    const transfer = form.getByRole('button', { name: 'Transfer' });
    await user.selectOptions(form.getByRole('combobox', { name: 'From' }), 'PG');
    expect((form.getByRole('combobox', { name: 'To' }) as HTMLSelectElement).value).toBe('MAIN');
    await user.type(amount, '20.01');
    await user.click(transfer);
    expect(form.getByText('The amount is more than the available balance ($20.00)')).toBeInTheDocument();

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.bodies).toEqual([]);
  });

  it('fills the whole source balance with "All"', async () => {
    const { form } = await openTransferFund(transferServer().handlers);
    await user.click(form.getByRole('button', { name: /^All/ }));
    expect((form.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1234.50');
    await user.selectOptions(form.getByRole('combobox', { name: 'From' }), 'PG');
    await user.click(form.getByRole('button', { name: /^All/ }));
    expect((form.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('20.00');
  });

  it('offers no sub-wallet under maintenance', async () => {
    const { form } = await openTransferFund(transferServer().handlers);
    const evolution = within(form.getByRole('combobox', { name: 'To' })).getByRole('option', {
      name: 'Evolution (Under maintenance)',
    }) as HTMLOptionElement;
    expect(evolution.disabled).toBe(true);
  });

  it('asks for confirmation, then transfers and shows the new balances', async () => {
    const server = transferServer();
    const { form } = await openTransferFund(server.handlers);
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(form.getByRole('button', { name: 'Transfer' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    expect(dialog.getByText(readsAs('Transfer $100.00 from Main wallet to PG Soft?'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.bodies).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(playerText((await form.findByRole('status')).textContent)).toBe(
      '$100.00 moved from Main wallet to PG Soft.',
    );
    expect(server.bodies).toHaveLength(1);
    expect(server.bodies[0]).toMatchObject({ from: 'MAIN', to: 'PG', amount: '100.00' });
    expect(server.bodies[0]?.requestId).toMatch(UUID);
    expect(walletCard('Main wallet').getByText('$1,134.50')).toBeInTheDocument();
    expect(walletCard('PG Soft').getByText('$120.00')).toBeInTheDocument();
    // The header shows the same main wallet at once.
    expect(within(screen.getByRole('banner')).getByText('$1,134.50')).toBeInTheDocument();
    expect((form.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal near the form and moves nothing", async () => {
    const server = transferServer({ refuse: () => fail(409, 'VENDOR_MAINTENANCE') });
    const { form } = await openTransferFund(server.handlers);
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('alert')).textContent).toBe('This game provider is under maintenance');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(walletCard('Main wallet').getByText('$1,234.50')).toBeInTheDocument();
  });

  it('retries a transfer whose answer was lost with the same request id', async () => {
    let lost = true;
    const server = transferServer({ refuse: () => (lost ? { status: 502, body: 'Bad gateway' } : undefined) });
    const { form } = await openTransferFund(server.handlers);
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('alert')).textContent).toBe('Link abnormal, please try again');

    lost = false;
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await form.findByRole('status')).toBeInTheDocument();
    expect(server.bodies).toHaveLength(2);
    expect(server.bodies[1]?.requestId).toBe(server.bodies[0]?.requestId);

    // A new transfer after the success is a new request.
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.bodies).toHaveLength(3));
    expect(server.bodies[2]?.requestId).not.toBe(server.bodies[0]?.requestId);
  });

  it('shows money a game provider has not confirmed yet as in transit, and says it is on its way', async () => {
    const server = transferServer({ inTransit: true });
    const { form } = await openTransferFund(server.handlers);
    expect(walletCard('PG Soft').queryByText(/In transit/)).toBeNull();
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(playerText((await form.findByRole('status')).textContent)).toBe(
      '$100.00 is on its way from Main wallet to PG Soft. It shows as in transit until the game provider confirms it.',
    );
    expect(walletCard('Main wallet').getByText('$1,134.50')).toBeInTheDocument();
    expect(walletCard('PG Soft').getByText('$20.00')).toBeInTheDocument();
    expect(walletCard('PG Soft').getByText(readsAs('In transit: $100.00'))).toBeInTheDocument();
    expect(walletCard('Evolution').queryByText(/In transit/)).toBeNull();
    expect(screen.getByText(/Money in transit is still yours/)).toBeInTheDocument();
  });

  it('makes a new request of a transfer the game provider refused, once the money is back', async () => {
    let refused = true;
    const server = transferServer({ refuse: () => (refused ? fail(409, 'VENDOR_TRANSFER_FAILED') : undefined) });
    const { form } = await openTransferFund(server.handlers);
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'The game provider refused this transfer; the money is back in the wallet it came from',
    );

    refused = false;
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await form.findByRole('status')).toBeInTheDocument();
    expect(server.bodies).toHaveLength(2);
    expect(server.bodies[1]?.requestId).not.toBe(server.bodies[0]?.requestId);
  });

  it('tells a single-wallet merchant that no transfer is needed instead of showing the form', async () => {
    vi.stubGlobal('WebSocket', fakeSocketServer().FakeSocket);
    await startApp('/member?page=transferFund', {
      handlers: {
        ...loggedInAs(makeMember()),
        ...walletHandlers({
          wallet: () => makeWallet({ subWallets: [], total: '1234.50' }),
          merchant: makeMerchantWallet({ isSingle: true, vendors: [] }),
        }),
      },
    });
    expect(
      await screen.findByText(
        'This site uses a single wallet: your main balance is used directly in every game, so no transfer is needed.',
      ),
    ).toBeInTheDocument();
    expect(walletCard('Main wallet').getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transfer between wallets' })).toBeNull();
  });

  it('says "Link abnormal" when the wallets cannot load, and recovers on retry', async () => {
    vi.stubGlobal('WebSocket', fakeSocketServer().FakeSocket);
    let reachable = false;
    const server = transferServer();
    await startApp('/member?page=transferFund', {
      handlers: {
        ...loggedInAs(makeMember()),
        ...server.handlers,
        '/wps/v2/wallets/balance': () => (reachable ? ok(makeWallet()) : { status: 502, body: 'Bad gateway' }),
      },
    });
    const main = within(screen.getByRole('main'));
    expect((await main.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Link abnormal, please try again');
    reachable = true;
    await user.click(main.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Transfer between wallets' })).toBeInTheDocument();
  });

  it('works in Arabic', async () => {
    localStorage.setItem('lang', 'AR');
    vi.stubGlobal('WebSocket', fakeSocketServer().FakeSocket);
    await startApp('/member?page=transferFund', {
      handlers: { ...loggedInAs(makeMember()), ...transferServer().handlers },
    });
    const form = within(await screen.findByRole('region', { name: 'التحويل بين المحافظ' }));
    expect(walletCard('المحفظة الرئيسية').getByText('$1,234.50')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'تحويل' }));
    expect(form.getByText('لا يمكن ترك هذا الحقل فارغًا')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'المبلغ' }), '5');
    await user.click(form.getByRole('button', { name: 'تحويل' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'تأكيد التحويل' }));
    expect(dialog.getByText(readsAs('هل تريد تحويل $5.00 من المحفظة الرئيسية إلى PG Soft؟'))).toBeInTheDocument();
  });

  it('shows money in transit in Arabic', async () => {
    localStorage.setItem('lang', 'AR');
    vi.stubGlobal('WebSocket', fakeSocketServer().FakeSocket);
    const wallet = makeWallet();
    await startApp('/member?page=transferFund', {
      handlers: {
        ...loggedInAs(makeMember()),
        ...walletHandlers({
          wallet: () => ({
            ...wallet,
            subWallets: wallet.subWallets.map((s) => (s.vendor === 'PG' ? { ...s, inTransit: '7.50' } : s)),
          }),
        }),
      },
    });
    await screen.findByRole('region', { name: 'التحويل بين المحافظ' });
    expect(walletCard('PG Soft').getByText(readsAs('قيد التحويل: $7.50'))).toBeInTheDocument();
  });
});
