import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, CAPTCHA_TEXT, freshIp, startAccountTestKit } from '../accounts/account-test-kit';
import { LOGIN_THROTTLE } from '../accounts/login-failures';

describe('operator sessions', () => {
  let kit: AccountTestKit;
  beforeAll(async () => {
    kit = await startAccountTestKit();
  });
  afterAll(() => kit.close());

  const operatorLogin = (username: string, password: string) =>
    kit.call({ method: 'POST', url: '/wps/operator/session/login', body: { username, password }, ip: freshIp() });

  it('gives an operator a session for the operator API, not for the lobby', async () => {
    const token = await kit.operatorToken();
    const info = await kit.call({ method: 'GET', url: '/wps/member/info', token });
    expect(info.body.code).toBe('FORBIDDEN');
    const lobby = await kit.login('test_operator', 'Operator123', { ip: '127.0.0.1' });
    expect(lobby.body.code).toBe('NON_MEMBER_ACCOUNT');
  });

  it('answers a member, a wrong password and an unknown account alike, asking for the captcha', async () => {
    for (const [user, password] of [
      ['test_member', 'Member123'],
      ['test_operator', 'wrong-password'],
      ['nobody_here', 'Operator123'],
    ] as const) {
      const res = await operatorLogin(user, password);
      expect(res.status, user).toBe(401);
      expect(res.body.code, user).toBe('BAD_CREDENTIALS');
      expect(res.body.value, user).toEqual({ captcha: true });
    }
  });

  it('throttles wrong passwords like the lobby login, without locking the operator out', async () => {
    const attacker = freshIp();
    const solved = async () => ({ captchaId: await kit.captchaId(freshIp()), captcha: CAPTCHA_TEXT });
    const attempt = (ip: string, password: string, captcha: object = {}) =>
      kit.call({
        method: 'POST',
        url: '/wps/operator/session/login',
        body: { username: 'test_operator', password, ...captcha },
        ip,
      });
    for (let i = 0; i < LOGIN_THROTTLE.PAIR_FREE_FAILURES; i++) {
      // The earlier test's wrong password already asks this account for a captcha.
      const res = await attempt(attacker, `guess-${i}`, await solved());
      expect(res.body.code).toBe('BAD_CREDENTIALS');
    }
    const slowed = await attempt(attacker, 'guess-x', await solved());
    expect(slowed.status).toBe(429);
    expect(slowed.body.value.retryAfterSeconds).toBeGreaterThan(0);

    const operatorIp = freshIp();
    expect((await attempt(operatorIp, 'Operator123')).body.code).toBe('CAPTCHA_REQUIRED');
    const ok = await attempt(operatorIp, 'Operator123', await solved());
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toEqual(expect.any(String));
  });

  it('logs an operator out: the session ends', async () => {
    const token = await kit.operatorToken();
    const operatorApi = () => kit.call({ method: 'GET', url: '/wps/operator/deposits?status=PENDING', token });
    expect((await operatorApi()).status).toBe(200);
    const out = await kit.call({ method: 'DELETE', url: '/wps/session/logout', token });
    expect(out.status).toBe(200);
    expect((await operatorApi()).body.code).toBe('LOGIN_REQUIRED');
  });

  it('refuses bad input naming the field', async () => {
    const res = await operatorLogin('', 'x');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
