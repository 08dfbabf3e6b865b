import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, freshIp, startAccountTestKit } from '../accounts/account-test-kit';

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
    const lobby = await kit.login('demo_operator', 'Operator123', { ip: '127.0.0.1' });
    expect(lobby.body.code).toBe('NON_MEMBER_ACCOUNT');
  });

  it('answers a member, a wrong password and an unknown account alike', async () => {
    for (const [user, password] of [
      ['demo_member', 'Member123'],
      ['demo_operator', 'wrong-password'],
      ['nobody_here', 'Operator123'],
    ] as const) {
      const res = await operatorLogin(user, password);
      expect(res.status, user).toBe(401);
      expect(res.body.code, user).toBe('BAD_CREDENTIALS');
      expect(res.body.value, user).toEqual({ captcha: false });
    }
  });

  it('refuses bad input naming the field', async () => {
    const res = await operatorLogin('', 'x');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
