import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeMember, sessionHandlers } from '../../shared/session/session-test-fixtures';
import { fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { callsTo, countriesHandler, loginValue, withFlags } from './auth-test-helpers';

/** The text under an input, as a screen reader announces it with the input. */
function messageOf(input: HTMLElement): string | null | undefined {
  return document.getElementById(String(input.getAttribute('aria-describedby')))?.textContent;
}

const refusedPassword = (field: string, rule: string) => () =>
  fail(400, 'VALIDATION_FAILED', { errors: [{ field: `body.${field}`, rule }] });

async function fillRegister(dialog: HTMLElement, labels: { username: string; password: string; confirm: string }) {
  const password = within(dialog).getByLabelText(labels.password);
  return {
    password,
    type: async (username: string, secret: string) => {
      const name = within(dialog).getByRole('textbox', { name: labels.username });
      await userEvent.clear(name);
      await userEvent.type(name, username);
      await userEvent.clear(password);
      await userEvent.type(password, secret);
      const confirm = within(dialog).getByLabelText(labels.confirm);
      await userEvent.clear(confirm);
      await userEvent.type(confirm, secret);
    },
  };
}

describe('password rule messages (decision 0026)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('register: a short password and one holding the username are refused before any call', async () => {
    const { fetchMock } = await startApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const form = await fillRegister(dialog, {
      username: 'Username',
      password: 'Password',
      confirm: 'Confirm password',
    });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /18 or older/ }));

    await form.type('player01', 'qwerty1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(messageOf(form.password)).toBe(
      'At least 8 characters: a phrase of a few words is long and easy to remember',
    );

    await form.type('player01', 'my Player01 rocks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(messageOf(form.password)).toBe('The password must not contain your username');
    expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
  });

  it("register, in Arabic: the server's refusal of a common password shows under the password", async () => {
    localStorage.setItem('lang', 'AR');
    await startApp('/register', { handlers: { '/wps/member/register': refusedPassword('password', 'common') } });
    const dialog = await screen.findByRole('dialog', { name: 'إنشاء حساب' });
    const form = await fillRegister(dialog, {
      username: 'اسم المستخدم',
      password: 'كلمة المرور',
      confirm: 'تأكيد كلمة المرور',
    });
    await form.type('player01', 'password123');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /18/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنشاء حساب' }));
    await waitFor(() => expect(form.password.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(form.password)).toBe(
      'كلمة المرور هذه شائعة جدًا وسهلة التخمين: اختر غيرها، مثل عبارة من بضع كلمات',
    );
  });

  it('change password: the local rule first, then the server names a common password; a passphrase goes through', async () => {
    let answers = 0;
    const { fetchMock } = await startApp('/login', {
      handlers: {
        ...sessionHandlers('token-new', makeMember()),
        // The change answers a fresh token; member info is then loaded with it.
        '/wps/member/info': () => ok(makeMember()),
        '/wps/session/login': () => ok(loginValue({ mustChangePassword: true })),
        '/wps/member/password': () => {
          answers += 1;
          return answers === 1 ? refusedPassword('newPassword', 'common')() : ok({ token: 'token-changed' });
        },
      },
    });
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(login).getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(within(login).getByLabelText('Password'), 'default1');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    const next = within(change).getByLabelText('New password');
    const confirm = within(change).getByLabelText('Confirm new password');
    const typeBoth = async (secret: string) => {
      await userEvent.clear(next);
      await userEvent.type(next, secret);
      await userEvent.clear(confirm);
      await userEvent.type(confirm, secret);
      await userEvent.click(within(change).getByRole('button', { name: 'Confirm' }));
    };

    await typeBoth('short');
    expect(messageOf(next)).toBe('At least 8 characters: a phrase of a few words is long and easy to remember');
    expect(callsTo(fetchMock, '/wps/member/password')).toHaveLength(0);

    await typeBoth('password123');
    await waitFor(() =>
      expect(messageOf(next)).toBe(
        'This password is too common and easy to guess: choose another, such as a phrase of a few words',
      ),
    );
    // Shown under the input, not repeated above the form.
    expect(within(change).getAllByRole('alert')).toHaveLength(1);

    await typeBoth('a river of quiet lanterns');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('token')).toBe('token-changed');
  });

  it('reset by phone: a password holding the account name, which only the server knows', async () => {
    await startApp('/login', {
      permission: withFlags('CHNGPASSVERIF3'),
      handlers: {
        ...countriesHandler,
        '/wps/verification/sms/password': () => ok({ expiredMinutes: 1 }),
        '/wps/member/password/verification': refusedPassword('newPassword', 'contains_username'),
      },
    });
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password?' });
    await within(dialog).findByRole('option', { name: 'AE +971' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '501234567');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '112233');
    const password = within(dialog).getByLabelText('New password');
    await userEvent.type(password, 'alice in wonderland');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(messageOf(password)).toBe('The password must not contain your username'));
  });
});
