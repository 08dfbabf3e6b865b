import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountTestKit, CAPTCHA_TEXT, freshIp, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
});

afterAll(async () => {
  await kit.close();
});

// A test's refused logins would ask the next test's logins for a captcha: not what those test.
beforeEach(() => kit.forgetLoginFailures());

const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
  kit.sealed('POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword }, { token });

describe('change password', () => {
  it('is forced for the default password: only info, change and logout answer until it is changed', async () => {
    const login = await kit.login('test_newbie', 'Welcome123', { ip: '127.0.0.1' });
    expect(login.body.value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
    const token = login.body.value.token;
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token })).status).toBe(200);
    expect((await kit.call({ method: 'POST', url: '/wps/member/firstLogin', token })).body.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    expect((await kit.call({ method: 'GET', url: '/wps/member/security', token })).body.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );

    const changed = await change(token, 'Welcome123', 'Fresh1234');
    expect(changed.status).toBe(200);
    const fresh = changed.body.value.token;
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token })).body.code).toBe('LOGIN_REQUIRED');
    expect((await kit.call({ method: 'GET', url: '/wps/member/security', token: fresh })).status).toBe(200);
    const again = await kit.login('test_newbie', 'Fresh1234', { ip: '127.0.0.1' });
    expect(again.body.value.mustChangePassword).toBe(false);
  });

  it('is forced for an expired password while PWDEXPFORCECHANGE3 is on', async () => {
    await kit.db
      .updateTable('member')
      .set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000) })
      .where('account', '=', 'test_down2')
      .execute();
    const login = await kit.login('test_down2', 'Down12345', { ip: '127.0.0.1' });
    expect(login.body.value).toMatchObject({ mustChangePassword: true, passwordExpired: true });
    await kit.setFlag('PWDEXPFORCECHANGE3', false);
    try {
      const off = await kit.login('test_down2', 'Down12345', { ip: '127.0.0.1' });
      expect(off.body.value).toMatchObject({ mustChangePassword: false, passwordExpired: false });
    } finally {
      await kit.setFlag('PWDEXPFORCECHANGE3', true);
    }
  });

  it('checks the old password, the rule, the confirmation and reuse; and ends the other sessions', async () => {
    const token = await kit.tokenOf('test_down1', 'Down12345');
    const other = await kit.tokenOf('test_down1', 'Down12345');
    expect((await change(token, 'wrong', 'Better123')).body.code).toBe('OLD_PASSWORD_INCORRECT');
    expect((await change(token, 'Down12345', 'Better123', 'Better124')).body.code).toBe('PASSWORD_MISMATCH');
    expect((await change(token, 'Down12345', 'short')).body.value.errors).toEqual([
      { field: 'body.newPassword', rule: 'min_length' },
    ]);
    expect((await change(token, 'Down12345', 'Down12345')).body.code).toBe('PASSWORD_REUSED');
    const ok = await change(token, 'Down12345', 'Better123');
    expect(ok.status).toBe(200);
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token: other })).body.code).toBe('LOGIN_REQUIRED');
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token: ok.body.value.token })).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('by e-mail: mails a one-time temporary password that forces a change; answers alike when nothing matches', async () => {
    await kit.db
      .updateTable('member')
      .set({ email: 'member@example.com' })
      .where('account', '=', 'test_member')
      .execute();
    const ip = freshIp();
    const miss = await kit.call({
      method: 'POST',
      url: '/wps/member/password/email',
      body: { username: 'test_member', email: 'other@example.com' },
      ip,
    });
    const hit = await kit.call({
      method: 'POST',
      url: '/wps/member/password/email',
      body: { username: 'test_member', email: 'Member@Example.com' },
      ip,
      language: 'en',
    });
    expect(miss.body).toEqual(hit.body);
    expect(hit.body.code).toBe('OK');
    expect(await kit.lastMessage('other@example.com')).toBeUndefined();
    const mail = await kit.lastMessage('member@example.com');
    const temporary = mail?.body.match(/is (\S+)\. It works once/)?.[1];
    expect(temporary).toBeDefined();

    // The old password still works (a stranger cannot lock the owner out) ...
    expect((await kit.login('test_member', 'Member123', { ip: '127.0.0.1' })).status).toBe(200);
    // ... and the temporary one works once, forcing a change.
    const login = await kit.login('test_member', temporary as string, { ip: '127.0.0.1' });
    expect(login.body.value).toMatchObject({ mustChangePassword: true });
    const ip2 = freshIp();
    const twice = await kit.login('test_member', temporary as string, {
      ip: ip2,
      captchaId: await kit.captchaId(ip2),
      captcha: CAPTCHA_TEXT,
    });
    expect(twice.body.code).toBe('BAD_CREDENTIALS');
  });

  it('by phone: the sms code sets the new password and logs in; unknown numbers get the same answer', async () => {
    // A member of its own: the new password it sets must not lock other tests out.
    const member = await kit.addMember({ password: 'Member123', mobile: ['+971', '507654321'] });
    const ip = freshIp();
    expect(
      (
        await kit.call({
          method: 'POST',
          url: '/wps/verification/sms/password',
          body: { mobileNum: '507654321', countryDialingCode: '+971' },
          ip,
        })
      ).body.code,
    ).toBe('FEATURE_DISABLED');
    await kit.setFlag('CHNGPASSVERIF3', true);
    const unknown = await kit.call({
      method: 'POST',
      url: '/wps/verification/sms/password',
      body: { mobileNum: '509999999', countryDialingCode: '+971' },
      ip: freshIp(),
    });
    const known = await kit.call({
      method: 'POST',
      url: '/wps/verification/sms/password',
      body: { mobileNum: '507654321', countryDialingCode: '+971' },
      ip,
    });
    expect(unknown.body).toEqual(known.body);
    expect(await kit.lastMessage('+971509999999')).toBeUndefined();
    const code = await kit.lastCode('+971507654321');
    const other = await kit.tokenOf(member.account, 'Member123');

    const res = await kit.sealed(
      'POST',
      '/wps/member/password/verification',
      { mobileNum: '507654321', countryDialingCode: '+971', verificationCode: code, newPassword: 'Phone1234' },
      { ip },
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      userName: member.account,
      mustChangePassword: false,
      token: expect.any(String),
    });
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token: other })).body.code).toBe('LOGIN_REQUIRED');
    expect((await kit.login(member.account, 'Phone1234', { ip: '127.0.0.1' })).status).toBe(200);
  });
});
