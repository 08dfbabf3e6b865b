import { createHash } from 'node:crypto';
import { leadingZeroBits, proofInput, solveHumanCheck } from '@platform/contracts/human-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, CAPTCHA_TEXT, freshIp, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
});

afterAll(async () => {
  await kit.close();
});

describe('login by username and password', () => {
  it('gives a fresh token at every login and stores only its hash', async () => {
    const first = await kit.login('test_down1', 'Down12345', { ip: '127.0.0.1' });
    const second = await kit.login('TEST_DOWN1', 'Down12345', { ip: '127.0.0.1' });
    expect(first.body.value).toMatchObject({
      userName: 'test_down1',
      firstTimeLogin: true,
      mustChangePassword: false,
      secondFactor: null,
    });
    expect(first.body.value.token).not.toBe(second.body.value.token);
    const stored = await kit.db.selectFrom('member_session').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(first.body.value.token);
  });

  it('answers a wrong password and an unknown account alike, then asks for a captcha', async () => {
    const ip = freshIp();
    const wrong = await kit.login('test_down2', 'nope', { ip });
    expect(wrong).toEqual({
      status: 401,
      body: { success: false, code: 'BAD_CREDENTIALS', message: 'BAD_CREDENTIALS', value: { captcha: true } },
    });
    const unknown = await kit.login('nobody_here', 'nope', { ip: freshIp() });
    expect(unknown.body).toEqual(wrong.body);

    // The next try for that account needs the captcha, even with the right password and from another IP.
    const noCaptcha = await kit.login('test_down2', 'Down12345', { ip: freshIp() });
    expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const otherIp = freshIp();
    const ok = await kit.login('test_down2', 'Down12345', {
      ip: otherIp,
      captchaId: await kit.captchaId(otherIp),
      captcha: CAPTCHA_TEXT,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses non-member accounts, and non-agents in the agent area', async () => {
    const hash = (
      await kit.db
        .selectFrom('member')
        .select('password_hash')
        .where('account', '=', 'test_down1')
        .executeTakeFirstOrThrow()
    ).password_hash;
    await kit.db
      .insertInto('member')
      .values({
        merchant_id: kit.merchantId,
        account: 'backoffice',
        type: 90,
        register_method: 'SEED',
        password_hash: hash,
      })
      .execute();
    await kit.db
      .insertInto('member_known_ip')
      .values({
        member_id: (
          await kit.db.selectFrom('member').select('id').where('account', '=', 'backoffice').executeTakeFirstOrThrow()
        ).id,
        ip: '127.0.0.1',
      })
      .execute();
    expect((await kit.login('backoffice', 'Down12345', { ip: '127.0.0.1' })).body.code).toBe('NON_MEMBER_ACCOUNT');
    expect((await kit.login('test_down1', 'Down12345', { ip: '127.0.0.1', agentArea: true })).body.code).toBe(
      'NOT_AN_AGENT',
    );
    const agent = await kit.login('test_agent', 'Agent1234', { ip: '127.0.0.1', agentArea: true });
    expect(agent.status).toBe(200);
    const info = await kit.call({ method: 'GET', url: '/wps/member/info', token: agent.body.value.token });
    expect(info.body.value).toMatchObject({ role: 'agent', type: 1 });
  });

  it('refuses a plaintext login', async () => {
    const res = await kit.call({
      method: 'POST',
      url: '/wps/session/login',
      body: { username: 'test_down1', password: 'Down12345', type: 'username' },
    });
    expect(res.body.code).toBe('SEALED_BODY_REQUIRED');
  });
});

describe('login by mobile and sms code', () => {
  it('is refused while MOBILEVERCODELOGIN3 is off', async () => {
    const res = await kit.sealed('POST', '/wps/session/login', {
      username: '501234567',
      password: '123456',
      type: 'sms',
      countryDialingCode: '+971',
    });
    expect(res.body.code).toBe('FEATURE_DISABLED');
  });

  it('logs in with the code sent to the bound mobile, and never forces a password change', async () => {
    await kit.setFlag('MOBILEVERCODELOGIN3', true);
    await kit.db
      .updateTable('member')
      .set({ password_is_default: true })
      .where('account', '=', 'test_member')
      .execute();
    const ip = freshIp();
    const sent = await kit.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      body: {
        mobileNum: '501234567',
        countryDialingCode: '+971',
        captchaId: await kit.captchaId(ip),
        captcha: CAPTCHA_TEXT,
      },
      ip,
    });
    expect(sent.status).toBe(200);
    const code = await kit.lastCode('+971501234567');
    const res = await kit.sealed(
      'POST',
      '/wps/session/login',
      { username: '501234567', password: code, type: 'sms', countryDialingCode: '+971' },
      { ip },
    );
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ userName: 'test_member', mustChangePassword: false, secondFactor: null });
    expect(res.body.value.token).toEqual(expect.any(String));
    const reused = await kit.sealed(
      'POST',
      '/wps/session/login',
      { username: '501234567', password: code, type: 'sms', countryDialingCode: '+971' },
      { ip },
    );
    expect(reused.body.code).toMatch(/^VERIFICATION_CODE_/);
  });
});

describe('human verification before a password login (spec 4.2)', () => {
  const credentials = { username: 'test_down1', password: 'Down12345', type: 'username' };

  it('refuses a login without the proof, with a wrong one, and a proof used twice', async () => {
    const ip = freshIp();
    expect((await kit.sealed('POST', '/wps/session/login', credentials, { ip })).body.code).toBe(
      'HUMAN_CHECK_REQUIRED',
    );

    const check = (await kit.call({ method: 'GET', url: '/wps/verification/human', ip })).body.value;
    const proof = await solveHumanCheck(check);
    const wrong = { ...proof, nonce: String(Number(proof.nonce) + 1) };
    // A wrong nonce may by chance also qualify; only assert the refusal when it does not.
    const wrongQualifies =
      leadingZeroBits(createHash('sha256').update(proofInput(check.salt, wrong.nonce)).digest()) >= check.difficulty;
    const refused = await kit.sealed('POST', '/wps/session/login', { ...credentials, humanProof: wrong }, { ip });
    if (!wrongQualifies) expect(refused.body.code).toBe('HUMAN_CHECK_FAILED');

    // The challenge was spent by the first answer, right or wrong.
    const replay = await kit.sealed('POST', '/wps/session/login', { ...credentials, humanProof: proof }, { ip });
    expect(replay.body.code).toBe('HUMAN_CHECK_FAILED');
    expect(await kit.db.selectFrom('member_session').select('id').where('ip', '=', ip).execute()).toEqual([]);
  });

  it('lets a login with a fresh proof in', async () => {
    const res = await kit.login('test_down1', 'Down12345', { ip: '127.0.0.1' });
    expect(res.status).toBe(200);
  });
});
