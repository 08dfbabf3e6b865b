import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMember, sessionHandlers } from '../../shared/session/session-test-fixtures';
import { readsAs } from '../../test/player-text';
import { fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import {
  callsTo,
  captchaHandler,
  countriesHandler,
  jsonBodyOf,
  loginValue,
  sealingKeys,
  withFlags,
} from './auth-test-helpers';

async function typeCredentials(dialog: HTMLElement, username = 'alice', password = 'Secret#1') {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
}

describe('login popup', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));
  afterEach(() => vi.useRealTimers());

  it('logs in with a sealed body, loads the member, runs the first-login action and closes on /', async () => {
    const { fetchMock, router } = await startApp('/login', {
      handlers: {
        ...sessionHandlers('token-new', makeMember()),
        '/wps/session/login': () => ok(loginValue({ firstTimeLogin: true })),
        '/wps/member/firstLogin': () => ok(null),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeCredentials(dialog, ' alice ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('token')).toBe('token-new');
    expect(Object.keys(jsonBodyOf(callsTo(fetchMock, '/wps/session/login')[0])).sort()).toEqual(['ct', 'ek', 'iv']);
    expect(callsTo(fetchMock, '/wps/member/firstLogin')).toHaveLength(1);
    // Remember me keeps the username for a day, never the password.
    expect(document.cookie).toContain('rememberUsername=alice');
    expect(document.cookie).not.toContain('Secret');
  });

  it('shows and fetches the captcha after a refusal carrying captcha, then requires it', async () => {
    const { fetchMock } = await startApp('/login', {
      handlers: { ...captchaHandler, '/wps/session/login': () => fail(401, 'BAD_CREDENTIALS', { captcha: true }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByRole('textbox', { name: 'Captcha' })).toBeNull();
    await typeCredentials(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByText('Account or password is incorrect')).toBeInTheDocument();
    const image = await within(dialog).findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(callsTo(fetchMock, '/wps/captcha')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const captchaInput = within(dialog).getByRole('textbox', { name: 'Captcha' });
    expect(captchaInput.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('This field cannot be empty')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/session/login')).toHaveLength(1);
  });

  it('refreshes the captcha at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetchMock } = await startApp('/login', {
      handlers: { ...captchaHandler, '/wps/session/login': () => fail(401, 'BAD_CREDENTIALS', { captcha: true }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeCredentials(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const refresh = await within(dialog).findByRole('button', { name: 'Refresh captcha' });
    await waitFor(() => expect(refresh.hasAttribute('disabled')).toBe(false));
    await userEvent.click(refresh);
    await waitFor(() => expect(callsTo(fetchMock, '/wps/captcha')).toHaveLength(2));
    await waitFor(() => expect(refresh.hasAttribute('disabled')).toBe(false));
    await userEvent.click(refresh);
    expect(callsTo(fetchMock, '/wps/captcha')).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    await userEvent.click(refresh);
    await waitFor(() => expect(callsTo(fetchMock, '/wps/captcha')).toHaveLength(3));
  });

  it.each([
    // Failed logins never lock (they throttle): a locked account is one the site's staff locked.
    ['ACCOUNT_LOCKED', 423, 'This account has been locked by the site. Please contact customer service'],
    ['NON_MEMBER_ACCOUNT', 403, 'Non-member account unable to login'],
    ['TOO_MANY_REQUESTS', 429, 'Too many requests, please retry after 5 minutes'],
  ])('shows the translated refusal %s near the form and stays logged out', async (code, status, text) => {
    await startApp('/login', { handlers: { '/wps/session/login': () => fail(status, code) } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeCredentials(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it.each([
    [45, /please try again in \u206845\u2069 seconds/],
    [600, /please try again in \u206810\u2069 minutes/],
  ])('tells a throttled login how long to wait (%s s)', async (retryAfterSeconds, text) => {
    await startApp('/login', {
      handlers: { '/wps/session/login': () => fail(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds }) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeCredentials(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it("says 'Link abnormal' when the server cannot be reached", async () => {
    await startApp('/login', {
      handlers: {
        '/wps/session/login': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeCredentials(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Link abnormal, please try again')).toBeInTheDocument();
  });

  it('asks for a second factor when the login answers a challenge, then logs in with the code', async () => {
    const { fetchMock } = await startApp('/login', {
      handlers: {
        ...sessionHandlers('token-2fa', makeMember()),
        '/wps/session/login': () =>
          ok(
            loginValue({
              token: null,
              secondFactor: { challengeId: 'ch-1', methods: ['SMS', 'TOTP'], maskedMobile: '+971 ****4567' },
            }),
          ),
        '/wps/verification/sms/secondFactor': () => ok({ expiredMinutes: 5 }),
        '/wps/session/login/verify': (_url, init) =>
          JSON.parse(String(init?.body)).code === '123456'
            ? ok(loginValue({ token: 'token-2fa' }))
            : fail(400, 'SECOND_FACTOR_INVALID'),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeCredentials(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const step = await within(dialog).findByRole('form', { name: 'Extra verification' });
    expect(within(step).getByText(readsAs('The code will be sent to +971 ****4567'))).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    // Confirming before asking for a code says so, without a call the server would call expired.
    await userEvent.type(within(step).getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await within(step).findByText('Please get a code first')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/session/login/verify')).toHaveLength(0);
    await userEvent.clear(within(step).getByRole('textbox', { name: 'Verification code' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Get code' }));
    expect(await within(step).findByRole('button', { name: 'Resend in 300 s' })).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, '/wps/verification/sms/secondFactor')[0])).toEqual({ challengeId: 'ch-1' });

    await userEvent.type(within(step).getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await within(step).findByText('The verification code is incorrect or has expired')).toBeInTheDocument();

    await userEvent.clear(within(step).getByRole('textbox', { name: 'Verification code' }));
    await userEvent.type(within(step).getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('token')).toBe('token-2fa');
    expect(jsonBodyOf(callsTo(fetchMock, '/wps/session/login/verify')[1])).toEqual({
      challengeId: 'ch-1',
      method: 'SMS',
      code: '123456',
    });
  });

  it('forces the password change after a login with the default password, without asking for it again', async () => {
    const keys = await sealingKeys();
    const { fetchMock, router } = await startApp('/login', {
      permission: { encryption: keys.encryption },
      handlers: {
        ...sessionHandlers('token-new', makeMember()),
        // The change answers a fresh token; member info is then loaded with it.
        '/wps/member/info': () => ok(makeMember()),
        '/wps/session/login': () => ok(loginValue({ mustChangePassword: true })),
        '/wps/member/password': () => ok({ token: 'token-changed' }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeCredentials(dialog, 'alice', 'default1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).queryByLabelText('Current password')).toBeNull();
    await userEvent.type(within(change).getByLabelText('New password'), 'Better#Pass2');
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'Better#Pass2');
    await userEvent.click(within(change).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('token')).toBe('token-changed');
    expect(router.state.location.pathname).toBe('/');
    expect(await keys.open(jsonBodyOf(callsTo(fetchMock, '/wps/member/password')[0]))).toMatchObject({
      oldPassword: 'default1',
      newPassword: 'Better#Pass2',
      confirmNewPassword: 'Better#Pass2',
    });
  });

  it('a forced password change cannot be dismissed: closing it logs out', async () => {
    const { fetchMock } = await startApp('/login', {
      handlers: {
        ...sessionHandlers('token-new', makeMember()),
        '/wps/session/login': () => ok(loginValue({ mustChangePassword: true })),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await typeCredentials(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.click(within(change).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(callsTo(fetchMock, '/wps/session/logout')).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
  });
});

describe('sms login (MOBILEVERCODELOGIN3)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));
  afterEach(() => vi.useRealTimers());

  it('offers the country list with flags, counts the get-code button down and logs in with the code', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { fetchMock } = await startApp('/login', {
      permission: withFlags('MOBILEVERCODELOGIN3'),
      handlers: {
        ...countriesHandler,
        ...sessionHandlers('token-sms', makeMember()),
        '/wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5 }),
        '/wps/session/login': () => ok(loginValue({ token: 'token-sms' })),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mobile number (SMS)' }));
    const country = within(dialog).getByRole('combobox', { name: 'Country code' });
    expect(await within(country).findByRole('option', { name: 'AE +971' })).toBeInTheDocument();
    await userEvent.selectOptions(country, '+966');
    // The chosen country's flag, an SVG picture beside the list (an option holds text only).
    await waitFor(() => expect(dialog.querySelector('img[data-country="SA"]')).not.toBeNull());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '501234567');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    const counting = await within(dialog).findByRole('button', { name: 'Resend in 300 s' });
    expect(counting.hasAttribute('disabled')).toBe(true);
    expect(jsonBodyOf(callsTo(fetchMock, '/wps/verification/sms/noLogin')[0])).toEqual({
      countryDialingCode: '+966',
      mobileNum: '501234567',
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(within(dialog).getByRole('button', { name: 'Resend in 299 s' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299_000));
    expect(within(dialog).getByRole('button', { name: 'Get code' }).hasAttribute('disabled')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '246810');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('token')).toBe('token-sms');
    expect(decodeURIComponent(document.cookie)).toContain('rememberSmsNumber=+966 501234567');
    expect(document.cookie).not.toContain('246810');
  });

  it("shows a refused sms request's message in a warning dialog with a confirm button", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetchMock } = await startApp('/login', {
      permission: withFlags('MOBILEVERCODELOGIN3'),
      handlers: { ...countriesHandler, '/wps/verification/sms/noLogin': () => fail(429, 'TOO_MANY_REQUESTS') },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mobile number (SMS)' }));
    await within(dialog).findByRole('option', { name: 'AE +971' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '501234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    const warning = await screen.findByRole('alertdialog');
    expect(within(warning).getByText('Too many requests, please retry after 5 minutes')).toBeInTheDocument();
    // Escape answers the warning only; the login popup stays open beneath it.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    // Spec 4.6: one sms request per second; a press within the second is dropped.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(callsTo(fetchMock, '/wps/verification/sms/noLogin')).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, '/wps/verification/sms/noLogin')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Get code' }).hasAttribute('disabled')).toBe(false);
  });

  it('checks the mobile number before asking for a code', async () => {
    const { fetchMock } = await startApp('/login', {
      permission: withFlags('MOBILEVERCODELOGIN3'),
      handlers: countriesHandler,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mobile number (SMS)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(within(dialog).getByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/verification/sms/noLogin')).toHaveLength(0);
  });
});
