import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, freshIp, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
});

afterAll(async () => {
  await kit.close();
});

const FREE_PLAY = { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 };

describe('free play', () => {
  it('creates a trial account (type 4) with a session', async () => {
    const res = await kit.call({ method: 'POST', url: '/wps/session/login/freeplay', body: FREE_PLAY, ip: freshIp() });
    expect(res.status).toBe(200);
    expect(res.body.value.userName).toMatch(/^trial[0-9a-f]{12}$/);
    const member = await kit.db
      .selectFrom('member')
      .selectAll()
      .where('account', '=', res.body.value.userName)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ type: 4, password_hash: null });
    const info = await kit.call({ method: 'GET', url: '/wps/member/info', token: res.body.value.token });
    expect(info.body.value).toMatchObject({ role: 'trial', type: 4 });
  });

  it('is refused what only real accounts may do', async () => {
    const { token } = (
      await kit.call({ method: 'POST', url: '/wps/session/login/freeplay', body: FREE_PLAY, ip: freshIp() })
    ).body.value;
    for (const [method, url] of [
      ['GET', '/wps/member/security'],
      ['POST', '/wps/member/security/totp'],
    ] as const) {
      const res = await kit.call({ method, url, token });
      expect(res).toMatchObject({ status: 403, body: { code: 'TRIAL_NOT_ALLOWED' } });
    }
    const change = await kit.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: 'x', newPassword: 'Passw0rd9', confirmNewPassword: 'Passw0rd9' },
      { token },
    );
    expect(change.body.code).toBe('TRIAL_NOT_ALLOWED');
    // A trial account has no password: it can never be logged into again.
    const { account } = (await kit.call({ method: 'GET', url: '/wps/member/info', token })).body.value;
    expect((await kit.login(account, 'anything')).body.code).toBe('BAD_CREDENTIALS');
  });

  it('asks guests to log in, and is refused while FREEPLAY3 is off', async () => {
    expect((await kit.call({ method: 'GET', url: '/wps/member/info' })).body.code).toBe('LOGIN_REQUIRED');
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token: 'x'.repeat(43) })).body.code).toBe(
      'LOGIN_REQUIRED',
    );
    await kit.setFlag('FREEPLAY3', false);
    try {
      const res = await kit.call({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        body: FREE_PLAY,
        ip: freshIp(),
      });
      expect(res.body.code).toBe('FREE_PLAY_DISABLED');
    } finally {
      await kit.setFlag('FREEPLAY3', true);
    }
  });
});
