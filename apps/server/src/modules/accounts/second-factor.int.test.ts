import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, freshIp, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
});

afterAll(async () => {
  await kit.close();
});

const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe('second factor on a login from a new IP', () => {
  it('lets an account with nothing to ask in, and remembers the IP', async () => {
    const ip = freshIp();
    const res = await kit.login('test_down1', 'Down12345', { ip });
    expect(res.body.value.secondFactor).toBeNull();
    const known = await kit.db.selectFrom('member_known_ip').select('ip').where('ip', '=', ip).execute();
    expect(known).toHaveLength(1);
  });

  it('challenges an account with a bound mobile and passes with the sms code', async () => {
    const ip = freshIp();
    const first = await kit.login('test_member', 'Member123', { ip });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      token: null,
      secondFactor: { methods: ['SMS'], maskedMobile: '+971 ****4567' },
    });
    const { challengeId } = first.body.value.secondFactor;

    const sent = await kit.call({
      method: 'POST',
      url: '/wps/verification/sms/secondFactor',
      body: { challengeId },
      ip,
    });
    expect(sent.body.value.expiredMinutes).toBeGreaterThan(0);
    const code = await kit.lastCode('+971501234567');

    // The challenge only works from the machine that started it.
    const elsewhere = await kit.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { challengeId, method: 'SMS', code },
      ip: freshIp(),
    });
    expect(elsewhere.body.code).toBe('SECOND_FACTOR_INVALID');

    const passed = await kit.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { challengeId, method: 'SMS', code },
      ip,
    });
    expect(passed.status).toBe(200);
    expect(passed.body.value).toMatchObject({ userName: 'test_member', secondFactor: null, token: expect.any(String) });
    const again = await kit.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { challengeId, method: 'SMS', code },
      ip,
    });
    expect(again.body.code).toBe('SECOND_FACTOR_INVALID');

    // The IP is known now: no second challenge.
    const next = await kit.login('test_member', 'Member123', { ip });
    expect(next.body.value.secondFactor).toBeNull();
  });

  it('enrols an authenticator in the security centre and then accepts its codes', async () => {
    const token = await kit.tokenOf('test_agent', 'Agent1234');
    const start = await kit.call({ method: 'POST', url: '/wps/member/security/totp', token });
    expect(start.status).toBe(200);
    const { secret, otpauthUri, qrCode } = start.body.value;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(
      (
        await kit.call({
          method: 'PUT',
          url: '/wps/member/security/totp',
          body: { code: '000000' === codeOf(secret) ? '111111' : '000000' },
          token,
        })
      ).body.code,
    ).toBe('VERIFICATION_CODE_INVALID');
    expect(
      (await kit.call({ method: 'PUT', url: '/wps/member/security/totp', body: { code: codeOf(secret) }, token }))
        .status,
    ).toBe(200);
    expect((await kit.call({ method: 'GET', url: '/wps/member/security', token })).body.value).toEqual({
      mobileBound: false,
      maskedMobile: null,
      totpEnabled: true,
    });

    const ip = freshIp();
    const first = await kit.login('test_agent', 'Agent1234', { ip });
    expect(first.body.value.secondFactor).toMatchObject({ methods: ['TOTP'], maskedMobile: null });
    const { challengeId } = first.body.value.secondFactor;
    // The code used to confirm the enrolment cannot be replayed; the next step's code works.
    const replay = await kit.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { challengeId, method: 'TOTP', code: codeOf(secret) },
      ip,
    });
    expect(replay.body.code).toBe('VERIFICATION_CODE_INVALID');
    const sms = await kit.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { challengeId, method: 'SMS', code: '123456' },
      ip,
    });
    expect(sms.body.code).toBe('SECOND_FACTOR_INVALID');
    const passed = await kit.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { challengeId, method: 'TOTP', code: codeOf(secret, 1) },
      ip,
    });
    expect(passed.status).toBe(200);
    expect(passed.body.value.token).toEqual(expect.any(String));

    // Disabling needs a current code.
    const bad = await kit.call({
      method: 'DELETE',
      url: '/wps/member/security/totp',
      body: { code: '000000' === codeOf(secret) ? '111111' : '000000' },
      token,
    });
    expect(bad.body.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('gives up a challenge after 5 tries and after 10 minutes', async () => {
    const ip = freshIp();
    const first = await kit.login('test_member', 'Member123', { ip });
    const { challengeId } = first.body.value.secondFactor;
    for (let i = 0; i < 5; i++) {
      await kit.call({
        method: 'POST',
        url: '/wps/session/login/verify',
        body: { challengeId, method: 'SMS', code: '000000' },
        ip,
      });
    }
    const sixth = await kit.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { challengeId, method: 'SMS', code: '000000' },
      ip,
    });
    expect(sixth.body.code).toBe('SECOND_FACTOR_INVALID');

    const ip2 = freshIp();
    const second = await kit.login('test_member', 'Member123', { ip: ip2 });
    const late = second.body.value.secondFactor.challengeId;
    await kit.db
      .updateTable('login_challenge')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', late)
      .execute();
    const sent = await kit.call({
      method: 'POST',
      url: '/wps/verification/sms/secondFactor',
      body: { challengeId: late },
      ip: ip2,
    });
    expect(sent.body.code).toBe('SECOND_FACTOR_INVALID');
  });
});
