import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeMember, sessionHandlers } from '../../shared/session/session-test-fixtures';
import { fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import {
  callsTo,
  captchaHandler,
  countriesHandler,
  fieldConfig,
  jsonBodyOf,
  loginValue,
  sealingKeys,
  withFlags,
} from './auth-test-helpers';

async function fillBasics(dialog: HTMLElement, username = 'player01') {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#1');
  await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret#1');
}

const acceptTerms = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('checkbox', { name: /18 or older/ }));
const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

describe('register popup', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows the pattern message under the input, in Arabic, with the range substituted', async () => {
    localStorage.setItem('lang', 'AR');
    const { fetchMock } = await startApp('/register', {
      permission: { register: [fieldConfig('username', { patternId: 1, minLength: 6, maxLength: 12 })] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'إنشاء حساب' });
    const username = within(dialog).getByRole('textbox', { name: 'اسم المستخدم' });
    await userEvent.type(username, '1abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنشاء حساب' }));
    const message = document.getElementById(String(username.getAttribute('aria-describedby')));
    expect(message?.textContent).toBe('يجب أن يبدأ بحرف ثم أحرف أو أرقام، 6-12 حرفًا');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
  });

  it("refuses an unticked terms box with 'not empty?' and mismatched passwords with 'inconsistent twice'", async () => {
    const { fetchMock } = await startApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#1');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret#2');
    await submit(dialog);
    expect(
      within(dialog).getByText('Please confirm that you are 18 or older and accept the terms'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The two passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
  });

  it('checks the affiliate code from the link first and shows invitation_code_error, registering nothing', async () => {
    const { fetchMock } = await startApp('/register?affiliateCode=NOPE', {
      permission: { register: [fieldConfig('affiliateCode', { required: false })] },
      handlers: { '/wps/agent/affiliate': () => fail(400, 'INVALID_AFFILIATE_CODE') },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const affiliate = within(dialog).getByRole('textbox', { name: 'Invitation code' }) as HTMLInputElement;
    expect(affiliate.value).toBe('NOPE');
    await fillBasics(dialog);
    await acceptTerms(dialog);
    await submit(dialog);
    await waitFor(() => expect(affiliate.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(affiliate.getAttribute('aria-describedby')))?.textContent).toBe(
      'Invalid invitation code',
    );
    const check = new URL(String(callsTo(fetchMock, '/wps/agent/affiliate')[0]?.[0]), 'http://localhost');
    expect(check.searchParams.get('code')).toBe('NOPE');
    expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
  });

  it('puts a taken username under the username input', async () => {
    await startApp('/register', { handlers: { '/wps/member/register': () => fail(409, 'USERNAME_TAKEN') } });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await fillBasics(dialog);
    await acceptTerms(dialog);
    await submit(dialog);
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(username.getAttribute('aria-describedby')))?.textContent).toBe(
      'This username is already registered',
    );
  });

  it("puts the server's field errors under their inputs", async () => {
    await startApp('/register', {
      permission: { register: [fieldConfig('email', { patternId: 3, required: false })] },
      handlers: {
        '/wps/member/register': () =>
          fail(400, 'VALIDATION_FAILED', { errors: [{ field: 'body.email', rule: 'reg_pattern_3' }] }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await fillBasics(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'me@example.com');
    await acceptTerms(dialog);
    await submit(dialog);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(email.getAttribute('aria-describedby')))?.textContent).toBe(
      'The value entered is not valid',
    );
  });

  it('registers with a sealed body, logs the new member in and goes to /', async () => {
    const keys = await sealingKeys();
    const { fetchMock, router } = await startApp('/register?referralCode=FRIEND&code=AGENT7', {
      permission: { encryption: keys.encryption },
      handlers: {
        '/wps/agent/affiliate': () => ok({ valid: true }),
        ...sessionHandlers('token-reg', makeMember({ account: 'player01' })),
        '/wps/member/register': () => ok(loginValue({ token: 'token-reg', userName: 'player01' })),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await fillBasics(dialog);
    await acceptTerms(dialog);
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('token')).toBe('token-reg');
    const call = callsTo(fetchMock, '/wps/member/register')[0];
    expect((call?.[1] as RequestInit | undefined)?.method).toBe('PUT');
    expect(Object.keys(jsonBodyOf(call)).sort()).toEqual(['ct', 'ek', 'iv']);
    // With no affiliate input shown, the code comes from the link (?code=), checked first.
    expect(callsTo(fetchMock, '/wps/agent/affiliate')).toHaveLength(1);
    expect(await keys.open(jsonBodyOf(call))).toMatchObject({
      username: 'player01',
      password: 'Secret#1',
      confirmPassword: 'Secret#1',
      referralCode: 'FRIEND',
      affiliateCode: 'AGENT7',
      registerMethod: 'WEB',
      domain: 'localhost',
      login: true,
      termsAccepted: true,
    });
  });

  it('mobile mode: tabs when both types are on, the captcha refetched on switching, sms code with countdown', async () => {
    const { fetchMock } = await startApp('/register', {
      permission: {
        ...withFlags('USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3'),
        register: [fieldConfig('captcha')],
      },
      handlers: {
        ...captchaHandler,
        ...countriesHandler,
        ...sessionHandlers('token-mob', makeMember()),
        '/wps/verification/sms/register': () => ok({ expiredMinutes: 2 }),
        '/wps/member/register/mobile': () => ok(loginValue({ token: 'token-mob' })),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const mobileTab = within(dialog).getByRole('tab', { name: 'Mobile number' });
    expect(mobileTab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).queryByRole('textbox', { name: 'Username' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, '/wps/captcha')).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Username' }));
    await waitFor(() => expect(callsTo(fetchMock, '/wps/captcha')).toHaveLength(2));
    await userEvent.click(mobileTab);
    await waitFor(() => expect(callsTo(fetchMock, '/wps/captcha')).toHaveLength(3));

    await within(dialog).findByRole('option', { name: 'AE +971' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '501234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toBeInTheDocument();
    expect(jsonBodyOf(callsTo(fetchMock, '/wps/verification/sms/register')[0])).toEqual({
      mobileNo: '501234567',
      countryDialingCode: '+971',
      regType: 'registerMobile',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '135790');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#1');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret#1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Captcha' }), 'ABCD');
    await acceptTerms(dialog);
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/wps/member/register/mobile')).toHaveLength(1);
    expect(callsTo(fetchMock, '/wps/member/register')).toHaveLength(0);
  });
});
