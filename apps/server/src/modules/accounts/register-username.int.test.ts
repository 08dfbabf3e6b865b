import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_LOGINS } from '../../test/account-test-brand';
import { type AccountTestKit, CAPTCHA_TEXT, freshIp, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
});

afterAll(async () => {
  await kit.close();
});

async function form(ip: string, over: Record<string, unknown> = {}) {
  return {
    username: 'newplayer1',
    password: 'Tulip fields 2031',
    confirmPassword: 'Tulip fields 2031',
    registerMethod: 'WEB',
    termsAccepted: true,
    captchaId: await kit.captchaId(ip),
    captcha: CAPTCHA_TEXT,
    ...over,
  };
}

async function register(over: Record<string, unknown> = {}) {
  const ip = freshIp();
  return kit.sealed('PUT', '/wps/member/register', await form(ip, over), { ip });
}

const memberCount = async () =>
  Number(
    (
      await kit.db
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('register in username mode', () => {
  it('creates the member under its agent, logs it in and stores only a hash of the password', async () => {
    const res = await register({
      username: 'Alice01',
      email: 'alice@example.com',
      mobileNum: '501111111',
      countryDialingCode: '+971',
      affiliateCode: TEST_LOGINS.agent.affiliateCode.toLowerCase(),
      referralCode: 'FRIEND1',
      qqNum: '12345678',
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      userName: 'Alice01',
      firstTimeLogin: true,
      mustChangePassword: false,
      secondFactor: null,
    });
    const member = await kit.db
      .selectFrom('member')
      .selectAll()
      .where('account', '=', 'Alice01')
      .executeTakeFirstOrThrow();
    const agent = await kit.db
      .selectFrom('member')
      .select('id')
      .where('account', '=', 'test_agent')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      type: 0,
      email: 'alice@example.com',
      mobile: '+971501111111',
      upline_member_id: agent.id,
      referral_code: 'FRIEND1',
    });
    // qqNum is not enabled for a new brand (system/brand-defaults.ts): ignored, not stored.
    expect(member.profile).toEqual({});
    expect(member.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(member)).not.toContain('Tulip fields');

    const info = await kit.call({ method: 'GET', url: '/wps/member/info', token: res.body.value.token });
    expect(info.body.value).toMatchObject({
      account: 'Alice01',
      role: 'member',
      balance: '0.00',
      currencySymbol: '$',
      mobileBound: true,
    });
  });

  it('refuses a taken username (in any case), e-mail and mobile, each with its own code', async () => {
    expect((await register({ username: 'ALICE01' })).body.code).toBe('USERNAME_TAKEN');
    expect((await register({ username: 'bobby01', email: 'ALICE@example.com' })).body.code).toBe('EMAIL_TAKEN');
    const mobile = await register({ username: 'bobby02', mobileNum: '501111111', countryDialingCode: '971' });
    expect(mobile).toMatchObject({ status: 409, body: { code: 'MOBILE_TAKEN' } });
  });

  it('names each field that breaks the brand rules', async () => {
    const res = await register({ username: '1abc', email: 'not-an-email', password: 'abc', confirmPassword: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.value.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.username', rule: 'reg_pattern_1' },
        { field: 'body.password', rule: 'min_length' },
        { field: 'body.email', rule: 'reg_pattern_3' },
      ]),
    );
  });

  it('refuses a confirmation that differs, unticked terms, a wrong captcha and an unknown invitation code', async () => {
    expect((await register({ confirmPassword: 'Tulip fields 2032' })).body.code).toBe('PASSWORD_MISMATCH');
    const terms = await register({ termsAccepted: false });
    expect(terms.body.value.errors).toEqual([{ field: 'body.termsAccepted', rule: expect.any(String) }]);
    expect((await register({ captcha: 'WRONG' })).body.code).toBe('CAPTCHA_INVALID');
    expect((await register({ affiliateCode: 'NOPE1234' })).body.code).toBe('INVALID_AFFILIATE_CODE');
    // A plain member's code is no invitation either.
    expect(
      (await kit.call({ method: 'GET', url: `/wps/agent/affiliate?code=${TEST_LOGINS.agent.affiliateCode}` })).body
        .value,
    ).toEqual({
      valid: true,
    });
    expect((await kit.call({ method: 'GET', url: '/wps/agent/affiliate?code=XXXX9999' })).body.code).toBe(
      'INVALID_AFFILIATE_CODE',
    );
  });

  it('refuses a plaintext body and a replayed one', async () => {
    const ip = freshIp();
    const plain = await kit.call({
      method: 'PUT',
      url: '/wps/member/register',
      body: await form(ip, { username: 'plainuser' }),
      ip,
    });
    expect(plain.body.code).toBe('SEALED_BODY_REQUIRED');
    const ip2 = freshIp();
    const sealed = await kit.seal(await form(ip2, { username: 'replayuser' }));
    expect((await kit.call({ method: 'PUT', url: '/wps/member/register', body: sealed, ip: ip2 })).status).toBe(200);
    const replay = await kit.call({ method: 'PUT', url: '/wps/member/register', body: sealed, ip: ip2 });
    expect(replay.body.code).toBe('SEALED_BODY_REPLAYED');
  });

  it('creates nothing when refused', async () => {
    const before = await memberCount();
    await register({ username: 'ghost01', captcha: 'WRONG' });
    await register({ username: 'ghost02', affiliateCode: 'NOPE1234' });
    await register({ username: 'ghost03', email: 'alice@example.com' });
    expect(await memberCount()).toBe(before);
  });

  it('is refused when username registration is off, and mobile mode is refused while MOBILENUMREG3 is off', async () => {
    const ip = freshIp();
    const mobile = await kit.sealed('PUT', '/wps/member/register/mobile', await form(ip), { ip });
    expect(mobile.body.code).toBe('FEATURE_DISABLED');
    await kit.setFlag('USERNAMEREG3', false);
    try {
      expect((await register({ username: 'offuser1' })).body.code).toBe('FEATURE_DISABLED');
    } finally {
      await kit.setFlag('USERNAMEREG3', true);
    }
  });
});
