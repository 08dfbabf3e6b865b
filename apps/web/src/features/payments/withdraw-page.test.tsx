import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readsAs } from '../../test/player-text';
import { type FakeHandler, fail, ok } from '../../test/render-app';
import {
  bankAccount,
  emptyPage,
  fieldError,
  jsonBody,
  openMemberPage,
  pageOf,
  region,
  withdrawOrder,
  withdrawSettings,
} from './payments-test-fixtures';

const SETTINGS = '/wps/v2/withdraw/settings';
const WITHDRAW = '/wps/v2/withdraw';
const ORDERS = '/wps/v2/withdraw/orders';

/** A fake withdraw API: a request holds the amount from the balance and answers a pending order. */
function withdrawServer(overrides: Parameters<typeof withdrawSettings>[0] = {}) {
  const state = { settings: withdrawSettings(overrides), posted: [] as Record<string, unknown>[] };
  const handlers: Record<string, FakeHandler> = {
    [SETTINGS]: () => ok(state.settings),
    [WITHDRAW]: (_url, init) => {
      const body = jsonBody(init);
      state.posted.push(body);
      if (body.paymentPassword !== '246810') return fail(400, 'PAYMENT_PASSWORD_INCORRECT', { triesLeft: 4 });
      const amount = String(body.amount);
      state.settings = { ...state.settings, balance: (Number(state.settings.balance) - Number(amount)).toFixed(2) };
      return ok({ order: withdrawOrder({ id: '702', amount }) });
    },
    [ORDERS]: emptyPage,
  };
  return { state, handlers };
}

async function openWithdraw(handlers: Record<string, FakeHandler>) {
  await openMemberPage('withdraw', handlers);
  return region('Request a withdrawal');
}

describe('withdraw page', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows the balance, the limits and what is used today', async () => {
    const section = await openWithdraw(withdrawServer().handlers);
    expect(await section.findByText(readsAs('$1,250.50'))).toBeInTheDocument();
    expect(section.getByText(readsAs('Min $50.00 – Max $1,000.00'))).toBeInTheDocument();
    expect(section.getByText(readsAs('$900.00 of $1,500.00'))).toBeInTheDocument();
    expect(section.getByText(readsAs('1 of 5'))).toBeInTheDocument();
  });

  it('checks the amount against limits, balance and today, and the payment password, under each input', async () => {
    const user = userEvent.setup({ delay: null });
    const server = withdrawServer({ balance: '550.00', usedTodayAmount: '1000.00' });
    const section = await openWithdraw(server.handlers);
    const amount = await section.findByRole('textbox', { name: 'Amount' });
    const password = section.getByLabelText('Payment password');
    const submit = section.getByRole('button', { name: 'Withdraw' });

    await user.click(submit);
    expect(fieldError(amount)).toBe('This field cannot be empty');
    expect(fieldError(password)).toBe('This field cannot be empty');

    const tryAmount = async (text: string) => {
      await user.clear(amount);
      await user.type(amount, text);
      await user.click(submit);
      return fieldError(amount);
    };
    expect(await tryAmount('abc')).toBe('Please enter a valid amount, for example 100.00');
    expect(await tryAmount('0')).toBe('The amount must be more than zero');
    expect(await tryAmount('49.99')).toBe('The minimum amount is $50.00');
    expect(await tryAmount('1000.01')).toBe('The maximum amount is $1,000.00');
    expect(await tryAmount('600')).toBe('The amount is more than your balance ($550.00)');
    expect(await tryAmount('500.01')).toBe('Today you can still withdraw up to $500.00');

    await user.type(password, '12a3');
    await user.click(submit);
    expect(fieldError(password)).toBe('The payment password is 6 digits');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.state.posted).toEqual([]);
  });

  it('asks for confirmation, then holds the amount and shows the order and the new balance', async () => {
    const user = userEvent.setup({ delay: null });
    const server = withdrawServer();
    const section = await openWithdraw(server.handlers);
    await user.selectOptions(await section.findByRole('combobox', { name: 'Bank account' }), '11');
    await user.type(section.getByRole('textbox', { name: 'Amount' }), '250');
    await user.type(section.getByLabelText('Payment password'), '246810');
    await user.click(section.getByRole('button', { name: 'Withdraw' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }));
    expect(dialog.getByText('$250')).toBeInTheDocument();
    // Bank, name and number are isolated one by one inside the line.
    expect(
      dialog.getByText(
        (_, element) => element?.tagName === 'DD' && element.textContent === 'Mashreq · Alice Ali · **** 4321',
      ),
    ).toBeInTheDocument();
    expect(server.state.posted).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(await section.findByText('Your withdrawal request was submitted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.state.posted).toHaveLength(1);
    expect(server.state.posted[0]).toMatchObject({ bankAccountId: '11', amount: '250', paymentPassword: '246810' });
    expect(server.state.posted[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(section.getByText('702')).toBeInTheDocument();
    const newBalance = section.getByText('New balance').nextElementSibling as HTMLElement;
    await waitFor(() => expect(newBalance.textContent).toBe('$1,000.50'));
  });

  it('shows a wrong payment password under its input with the tries left, and cancelling sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const server = withdrawServer();
    const section = await openWithdraw(server.handlers);
    await user.type(await section.findByRole('textbox', { name: 'Amount' }), '100');
    const password = section.getByLabelText('Payment password');
    await user.type(password, '111111');

    await user.click(section.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.state.posted).toEqual([]);

    await user.click(section.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(fieldError(password)).toBe('The payment password is incorrect; 4 tries left'));

    // The same withdrawal retried with the corrected password is the same request.
    await user.clear(password);
    await user.type(password, '246810');
    await user.click(section.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    expect(await section.findByText('Your withdrawal request was submitted.')).toBeInTheDocument();
    expect(server.state.posted[1]?.requestId).toBe(server.state.posted[0]?.requestId);
  });

  it('is blocked by the turnover still to play, saying so', async () => {
    const section = await openWithdraw(
      withdrawServer({ turnoverRemaining: '320.00', turnoverRequired: '500.00' }).handlers,
    );
    expect(
      await section.findByText('You need to bet $320.00 more (of $500.00 required) before you can withdraw.'),
    ).toBeInTheDocument();
    // The whole form sits in a disabled fieldset: nothing in it can be typed in or sent.
    expect(section.getByRole('textbox', { name: 'Amount' }).matches(':disabled')).toBe(true);
    expect(section.getByRole('button', { name: 'Withdraw' }).matches(':disabled')).toBe(true);
  });

  it('is blocked once the daily number of withdrawals is used', async () => {
    const section = await openWithdraw(withdrawServer({ usedTodayCount: 5 }).handlers);
    expect(await section.findByText(/today's limit of 5 withdrawals/)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Withdraw' }).matches(':disabled')).toBe(true);
  });

  it('sends a member without a payment password to the security centre', async () => {
    const section = await openWithdraw(withdrawServer({ paymentPasswordSet: false }).handlers);
    expect(await section.findByText(/Set a payment password before your first withdrawal/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Go to the security centre' }).getAttribute('href')).toBe('/member');
    expect(section.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  });

  it('shows everything still missing at once: payment password and bank account', async () => {
    const section = await openWithdraw(withdrawServer({ paymentPasswordSet: false, bankAccounts: [] }).handlers);
    expect(await section.findByRole('link', { name: 'Go to the security centre' })).toBeInTheDocument();
    expect(section.getByRole('form', { name: 'Add bank account' })).toBeInTheDocument();
    expect(section.queryByRole('form', { name: 'Withdrawal details' })).toBeNull();
  });

  it('offers the add-bank-account form when there is no bank account, then the withdrawal form', async () => {
    const user = userEvent.setup({ delay: null });
    const server = withdrawServer({ bankAccounts: [] });
    let added: Record<string, unknown> | null = null;
    server.handlers['/wps/member/bankAccounts'] = (_url, init) => {
      added = jsonBody(init);
      server.state.settings = { ...server.state.settings, bankAccounts: [bankAccount({ id: '12', bankName: 'ADCB' })] };
      return ok({ accounts: server.state.settings.bankAccounts });
    };
    const section = await openWithdraw(server.handlers);
    expect(await section.findByText('Add the bank account your withdrawals are paid to.')).toBeInTheDocument();
    await user.type(section.getByRole('textbox', { name: 'Bank name' }), 'ADCB');
    await user.type(section.getByRole('textbox', { name: 'Account name' }), 'Alice Ali');
    await user.type(section.getByRole('textbox', { name: 'Account number' }), '1234 5678 90');
    await user.click(section.getByRole('button', { name: 'Save bank account' }));

    expect(await section.findByRole('combobox', { name: 'Bank account' })).toBeInTheDocument();
    expect(added).toEqual({ bankName: 'ADCB', accountName: 'Alice Ali', accountNumber: '1234567890' });
  });

  it('shows a settings failure with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const server = withdrawServer();
    let up = false;
    const settings = server.handlers[SETTINGS] as FakeHandler;
    server.handlers[SETTINGS] = (url, init) => (up ? settings(url, init) : fail(500, 'INTERNAL_ERROR'));
    const section = await openWithdraw(server.handlers);
    expect((await section.findByRole('alert')).textContent).toBe('Unknown error');
    up = true;
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
  });

  it('lists the orders with translated status and confirmation state, and when an unanswered one counts as received', async () => {
    const server = withdrawServer();
    server.handlers[ORDERS] = () =>
      ok(
        pageOf([
          withdrawOrder({ id: '801', status: 'PENDING' }),
          withdrawOrder({ id: '802', status: 'PAID', autoReceiveAt: '2025-03-03T08:00:00.000Z' }),
          withdrawOrder({
            id: '803',
            status: 'PAID',
            confirmation: 'RECEIVED',
            receivedAmount: '200.00',
            remainingAmount: '100.00',
          }),
          withdrawOrder({ id: '804', status: 'REJECTED', remark: 'Name does not match' }),
        ]),
      );
    await openWithdraw(server.handlers);
    const orders = await region('Withdrawals');
    const pending = within(await orders.findByRole('article', { name: 'Withdrawal 801' }));
    expect(pending.getByText('Pending')).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: 'Received' })).toBeNull();

    const paid = within(orders.getByRole('article', { name: 'Withdrawal 802' }));
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByText('Waiting for your confirmation')).toBeInTheDocument();
    expect(paid.getByText(/counts as received at .*2025/)).toBeInTheDocument();
    expect(paid.getByRole('button', { name: 'Not received' })).toBeInTheDocument();

    const partly = within(orders.getByRole('article', { name: 'Withdrawal 803' }));
    expect(partly.getByText('Partly received')).toBeInTheDocument();
    expect(partly.getByText('$200.00')).toBeInTheDocument();
    expect(partly.getByText('$100.00')).toBeInTheDocument();
    expect(partly.queryByRole('button', { name: 'Received' })).toBeNull();
    // Once the rest arrives the member may still close the case.
    expect(partly.getByRole('button', { name: 'All received' })).toBeInTheDocument();

    const rejected = within(orders.getByRole('article', { name: 'Withdrawal 804' }));
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('Name does not match')).toBeInTheDocument();
    expect(rejected.queryByRole('button', { name: 'All received' })).toBeNull();
  });

  it('is in Arabic by default, right to left', async () => {
    localStorage.removeItem('lang');
    const server = withdrawServer({ turnoverRemaining: '320.00', turnoverRequired: '500.00' });
    server.handlers[ORDERS] = () => ok(pageOf([withdrawOrder({ status: 'PAID' })]));
    await openMemberPage('withdraw', server.handlers);
    expect(document.documentElement.dir).toBe('rtl');
    const section = await region('طلب سحب');
    expect(await section.findByText(/يجب أن تراهن بمبلغ \$320.00 إضافي/)).toBeInTheDocument();
    const orders = await region('عمليات السحب');
    expect(await orders.findByText('مدفوع')).toBeInTheDocument();
    expect(orders.getByText('بانتظار تأكيدك')).toBeInTheDocument();
  });
});
