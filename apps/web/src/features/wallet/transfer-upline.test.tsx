import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { fakeSocketServer } from '../../test/fake-socket-server';
import { playerText, readsAs } from '../../test/player-text';
import { type FakeHandler, fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { makeWallet, walletHandlers } from './wallet-test-fixtures';

let user: UserEvent;

type UplineBody = { amount: string; paymentPassword: string; requestId: string };

/** A fake line-transfer API: the right payment password is 'Pay123456'; two tries, then locked. */
function uplineServer(info: { upline: string | null; balance?: string; paymentPasswordSet?: boolean }) {
  const state = { balance: info.balance ?? '300.00', triesLeft: 2, bodies: [] as UplineBody[] };
  const handlers: Record<string, FakeHandler> = {
    ...walletHandlers({ wallet: () => makeWallet({ balance: state.balance, subWallets: [], total: state.balance }) }),
    '/wps/member/transfer/upline': (_url, init) => {
      if (init?.method !== 'POST') {
        return ok({ upline: info.upline, balance: state.balance, paymentPasswordSet: info.paymentPasswordSet ?? true });
      }
      const body = JSON.parse(String(init.body)) as UplineBody;
      state.bodies.push(body);
      if (body.paymentPassword !== 'Pay123456') {
        state.triesLeft -= 1;
        return fail(400, 'PAYMENT_PASSWORD_INCORRECT', { triesLeft: state.triesLeft });
      }
      const left = Math.round(Number(state.balance) * 100) - Math.round(Number(body.amount) * 100);
      if (left < 0) return fail(409, 'INSUFFICIENT_FUNDS');
      state.balance = (left / 100).toFixed(2);
      return ok({ transactionId: '7', balance: state.balance, to: info.upline });
    },
  };
  return { state, handlers };
}

async function openUpline(handlers: Record<string, FakeHandler>) {
  vi.stubGlobal('WebSocket', fakeSocketServer().FakeSocket);
  return startApp('/member?page=transferUpline', { handlers: { ...loggedInAs(makeMember()), ...handlers } });
}

async function submitTransfer(form: ReturnType<typeof within>, amount: string, password: string) {
  await user.type(form.getByRole('textbox', { name: 'Amount' }), amount);
  await user.type(form.getByLabelText('Payment password'), password);
  await user.click(form.getByRole('button', { name: 'Transfer' }));
}

describe('transferUpline page', () => {
  beforeEach(() => {
    localStorage.setItem('lang', 'EN');
    // No pause between keystrokes: these forms are typed into a lot, and only the result matters.
    user = userEvent.setup({ delay: null });
  });

  it('tells a member without an upline agent that there is nobody to transfer to', async () => {
    await openUpline(uplineServer({ upline: null }).handlers);
    expect(await screen.findByText('You have no upline agent, so there is no one to transfer to.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  });

  it('sends a member without a payment password to the security centre first', async () => {
    const { router } = await openUpline(uplineServer({ upline: 'demo_agent', paymentPasswordSet: false }).handlers);
    expect(
      await screen.findByText('A transfer needs your payment password. Set one in the security centre first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to the security centre' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/member');
  });

  it('checks amount and payment password, confirms, transfers and shows the new balance', async () => {
    const server = uplineServer({ upline: 'demo_agent' });
    await openUpline(server.handlers);
    const form = within(await screen.findByRole('region', { name: 'Transfer to your upline agent' }));
    expect(form.getByText('demo_agent')).toBeInTheDocument();
    expect(form.getByText('$300.00')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getAllByText('This field cannot be empty')).toHaveLength(2);
    await user.type(form.getByRole('textbox', { name: 'Amount' }), '300.01');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getByText('The amount is more than the available balance ($300.00)')).toBeInTheDocument();
    await user.clear(form.getByRole('textbox', { name: 'Amount' }));

    await submitTransfer(form, '120.5', 'Pay123456');
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    expect(dialog.getByText(readsAs('Send $120.50 to your upline agent demo_agent?'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(playerText((await form.findByRole('status')).textContent)).toBe(
      '$120.50 sent to demo_agent. Your balance is now $179.50.',
    );
    expect(server.state.bodies).toHaveLength(1);
    expect(server.state.bodies[0]).toMatchObject({ amount: '120.50', paymentPassword: 'Pay123456' });
    expect(await form.findByText('$179.50')).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByText('$179.50')).toBeInTheDocument();
    expect((form.getByLabelText('Payment password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong payment password with the tries left, and a short balance, translated', async () => {
    const server = uplineServer({ upline: 'demo_agent', balance: '50.00' });
    await openUpline(server.handlers);
    const form = within(await screen.findByRole('region', { name: 'Transfer to your upline agent' }));

    await submitTransfer(form, '10', 'wrong');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('alert')).textContent).toBe('The payment password is incorrect. Tries left: 1');
    expect((form.getByLabelText('Payment password') as HTMLInputElement).value).toBe('');
    expect(server.state.balance).toBe('50.00');

    // The server has the last word on the balance (it may have changed since the page loaded).
    server.state.balance = '5.00';
    await user.clear(form.getByRole('textbox', { name: 'Amount' }));
    await submitTransfer(form, '10', 'Pay123456');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('alert')).textContent).toBe('Insufficient balance');
    // Both attempts were the same submission of the same amount: one request id.
    expect(server.state.bodies[1]?.requestId).toBe(server.state.bodies[0]?.requestId);
  });

  it('works in Arabic', async () => {
    localStorage.setItem('lang', 'AR');
    await openUpline(uplineServer({ upline: null }).handlers);
    expect(await screen.findByText('ليس لديك وكيل أعلى، لذلك لا يوجد من يمكن التحويل إليه.')).toBeInTheDocument();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
