import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeMember, sessionHandlers } from '../../shared/session/session-test-fixtures';
import { fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { callsTo, countriesHandler, fieldConfig, jsonBodyOf, loginValue, withFlags } from './auth-test-helpers';

async function openForgot() {
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  return screen.findByRole('dialog', { name: 'Forgot password?' });
}

describe('forgot-password popup', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it("sends the reset email and shows 'in_been_out'", async () => {
    const { fetchMock } = await startApp('/login', { handlers: { '/wps/member/password/email': () => ok(null) } });
    const dialog = await openForgot();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/member/password/email')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'alice@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'The email has been sent. Please check your inbox.',
    );
    expect(jsonBodyOf(callsTo(fetchMock, '/wps/member/password/email')[0])).toEqual({
      username: 'alice',
      email: 'alice@example.com',
    });
    expect(within(dialog).getByRole('button', { name: /Customer service/ })).toBeInTheDocument();
  });

  it('shows the refusal of an unknown account', async () => {
    await startApp('/login', { handlers: { '/wps/member/password/email': () => fail(404, 'ACCOUNT_NOT_FOUND') } });
    const dialog = await openForgot();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'nobody');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Username or email does not exist')).toBeInTheDocument();
  });

  it('by phone (CHNGPASSVERIF3, the default then): code, new password checked by its rule, then logged in', async () => {
    const { fetchMock } = await startApp('/login', {
      permission: {
        ...withFlags('CHNGPASSVERIF3'),
        register: [fieldConfig('password', { patternId: 17, minLength: 8, maxLength: 20 })],
      },
      handlers: {
        ...countriesHandler,
        ...sessionHandlers('token-phone', makeMember()),
        '/wps/verification/sms/password': () => ok({ expiredMinutes: 1 }),
        '/wps/member/password/verification': () => ok(loginValue({ token: 'token-phone' })),
      },
    });
    const dialog = await openForgot();
    expect(within(dialog).getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    await within(dialog).findByRole('option', { name: 'AE +971' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '501234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, '/wps/verification/sms/password')[0])).toEqual({
      countryDialingCode: '+971',
      mobileNum: '501234567',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '112233');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'weakpass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(
      within(dialog).getByText('Must contain uppercase, lowercase, a digit and a special symbol, 8-64 characters'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/member/password/verification')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Strong#Pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('token')).toBe('token-phone');
    expect(Object.keys(jsonBodyOf(callsTo(fetchMock, '/wps/member/password/verification')[0])).sort()).toEqual([
      'ct',
      'ek',
      'iv',
    ]);
  });
});
