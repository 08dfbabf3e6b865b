import type { BankAccount } from '@platform/contracts/withdraw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeHandler, fail, ok } from '../../test/render-app';
import { bankAccount, fieldError, jsonBody, openMemberPage, region } from './payments-test-fixtures';

const PASSWORD = '/wps/member/security/paymentPassword';
const ACCOUNTS = '/wps/member/bankAccounts';

/** A fake payment-security API: the payment password (old one checked) and up to five bank accounts. */
function securityServer(options: { passwordSet?: boolean; accounts?: BankAccount[] } = {}) {
  const state = {
    password: options.passwordSet ? '135790' : null,
    accounts: options.accounts ?? [bankAccount()],
    puts: [] as Record<string, unknown>[],
    added: [] as Record<string, unknown>[],
    deleted: [] as string[],
  };
  const handlers: Record<string, FakeHandler> = {
    '/wps/member/security': () => ok({ mobileBound: true, maskedMobile: '+971 ****4567', totpEnabled: false }),
    [PASSWORD]: (_url, init) => {
      if (init?.method !== 'PUT') return ok({ set: state.password !== null });
      const body = jsonBody(init);
      state.puts.push(body);
      if (state.password !== null && body.oldPassword !== state.password) {
        return fail(400, 'PAYMENT_PASSWORD_INCORRECT', { triesLeft: 2 });
      }
      state.password = String(body.newPassword);
      return ok({ set: true });
    },
    [ACCOUNTS]: (_url, init) => {
      if (init?.method !== 'POST') return ok({ accounts: state.accounts });
      const body = jsonBody(init);
      state.added.push(body);
      const account = bankAccount({
        id: String(20 + state.added.length),
        bankName: String(body.bankName),
        accountName: String(body.accountName),
        accountNumberMasked: `**** ${String(body.accountNumber).slice(-4)}`,
      });
      state.accounts = [...state.accounts, account];
      return ok({ accounts: state.accounts });
    },
  };
  for (const id of ['11', '12', '13', '14', '15', '21']) {
    handlers[`${ACCOUNTS}/${id}`] = (_url, init) => {
      if (init?.method !== 'DELETE') return fail(405, 'METHOD_NOT_ALLOWED');
      state.deleted.push(id);
      state.accounts = state.accounts.filter((a) => a.id !== id);
      return ok({ accounts: state.accounts });
    };
  }
  return { state, handlers };
}

describe('security centre: payment password and bank accounts', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('sets a first payment password: 6 digits, confirmation must match', async () => {
    const user = userEvent.setup({ delay: null });
    const server = securityServer();
    await openMemberPage('securityCenter', server.handlers);
    const section = await region('Payment password');
    expect(await section.findByText('Not set')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Set payment password' }));
    expect(section.queryByLabelText('Current payment password')).toBeNull();
    const next = section.getByLabelText('New payment password');
    const again = section.getByLabelText('Confirm payment password');
    const save = section.getByRole('button', { name: 'Save' });

    await user.type(next, '12ab34');
    await user.click(save);
    expect(fieldError(next)).toBe('The payment password is 6 digits');
    expect(fieldError(again)).toBe('This field cannot be empty');

    await user.type(next, '56');
    await user.type(again, '123457');
    await user.click(save);
    expect(fieldError(next)).toBeNull();
    expect(fieldError(again)).toBe('The two passwords do not match');
    expect(server.state.puts).toEqual([]);

    await user.clear(again);
    await user.type(again, '123456');
    await user.click(save);
    expect(await section.findByText('Your payment password was saved.')).toBeInTheDocument();
    expect(server.state.puts).toEqual([{ newPassword: '123456', confirmPassword: '123456' }]);
    expect(await section.findByText('Set')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Change payment password' })).toBeInTheDocument();
  });

  it('changes it only with the current one, showing a wrong one under its input', async () => {
    const user = userEvent.setup({ delay: null });
    const server = securityServer({ passwordSet: true });
    await openMemberPage('securityCenter', server.handlers);
    const section = await region('Payment password');
    await user.click(await section.findByRole('button', { name: 'Change payment password' }));
    const old = section.getByLabelText('Current payment password');
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(fieldError(old)).toBe('This field cannot be empty');

    await user.type(old, '000000');
    await user.type(section.getByLabelText('New payment password'), '246810');
    await user.type(section.getByLabelText('Confirm payment password'), '246810');
    await user.click(section.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(old)).toBe('The payment password is incorrect; 2 tries left'));
    expect(server.state.password).toBe('135790');

    await user.clear(old);
    await user.type(old, '135790');
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Your payment password was saved.')).toBeInTheDocument();
    expect(server.state.password).toBe('246810');
  });

  it('lists bank accounts with masked numbers and adds one after checking the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const server = securityServer();
    await openMemberPage('securityCenter', server.handlers);
    const section = await region('Bank accounts');
    expect(await section.findByText('**** 4321')).toBeInTheDocument();
    expect(section.getByText('Mashreq')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Add bank account' }));
    const bankName = section.getByRole('textbox', { name: 'Bank name' });
    const accountName = section.getByRole('textbox', { name: 'Account name' });
    const number = section.getByRole('textbox', { name: 'Account number' });
    await user.type(bankName, 'A');
    await user.type(number, '12-34');
    await user.click(section.getByRole('button', { name: 'Save bank account' }));
    expect(fieldError(bankName)).toBe('Please enter 2 to 64 characters');
    expect(fieldError(accountName)).toBe('This field cannot be empty');
    expect(fieldError(number)).toBe('Please enter an account number of 6 to 34 digits');
    expect(server.state.added).toEqual([]);

    await user.type(bankName, 'DCB');
    await user.type(accountName, 'Alice Ali');
    await user.type(number, '-5678 9012');
    await user.click(section.getByRole('button', { name: 'Save bank account' }));
    expect(await section.findByText('The bank account was added.')).toBeInTheDocument();
    expect(server.state.added).toEqual([{ bankName: 'ADCB', accountName: 'Alice Ali', accountNumber: '123456789012' }]);
    expect(section.getByText('**** 9012')).toBeInTheDocument();
  });

  it('deletes a bank account after confirmation, and keeps it on cancel', async () => {
    const user = userEvent.setup({ delay: null });
    const server = securityServer({
      accounts: [bankAccount(), bankAccount({ id: '12', bankName: 'ADCB', accountNumberMasked: '**** 7777' })],
    });
    await openMemberPage('securityCenter', server.handlers);
    const section = await region('Bank accounts');
    const remove = await section.findByRole('button', { name: 'Delete ADCB **** 7777' });

    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete bank account' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(server.state.deleted).toEqual([]);

    await user.click(remove);
    const dialog = within(screen.getByRole('dialog', { name: 'Delete bank account' }));
    expect(dialog.getByText(/Delete the account ADCB \*\*\*\* 7777\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await section.findByText('The bank account was deleted.')).toBeInTheDocument();
    expect(server.state.deleted).toEqual(['12']);
    expect(section.queryByText('**** 7777')).toBeNull();
    expect(section.getByText('**** 4321')).toBeInTheDocument();
  });

  it('allows at most five bank accounts', async () => {
    const accounts = ['11', '12', '13', '14', '15'].map((id) =>
      bankAccount({ id, accountNumberMasked: `**** 00${id}` }),
    );
    await openMemberPage('securityCenter', securityServer({ accounts }).handlers);
    const section = await region('Bank accounts');
    expect(
      await section.findByText('You can save at most 5 bank accounts. Delete one to add another.'),
    ).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Add bank account' }).matches(':disabled')).toBe(true);
  });

  it('shows an empty list, and a failed one with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const server = securityServer({ accounts: [] });
    let up = false;
    const list = server.handlers[ACCOUNTS] as FakeHandler;
    server.handlers[ACCOUNTS] = (url, init) => (up ? list(url, init) : fail(503, 'SERVICE_UNAVAILABLE'));
    await openMemberPage('securityCenter', server.handlers);
    const section = await region('Bank accounts');
    expect((await section.findByRole('alert')).textContent).toBe('The service is temporarily unavailable');
    up = true;
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText('No data')).toBeInTheDocument();
  });

  it('speaks Arabic by default, including the mismatch message', async () => {
    localStorage.removeItem('lang');
    const user = userEvent.setup({ delay: null });
    await openMemberPage('securityCenter', securityServer().handlers);
    const section = await region('كلمة مرور الدفع');
    await user.click(await section.findByRole('button', { name: 'تعيين كلمة مرور الدفع' }));
    await user.type(section.getByLabelText('كلمة مرور الدفع الجديدة'), '123456');
    const again = section.getByLabelText('تأكيد كلمة مرور الدفع');
    await user.type(again, '654321');
    await user.click(section.getByRole('button', { name: 'حفظ' }));
    expect(fieldError(again)).toMatch(/[\u0600-\u06FF]/);
    expect(await screen.findByRole('region', { name: 'الحسابات البنكية' })).toBeInTheDocument();
  });
});
