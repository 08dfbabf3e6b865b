import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, CAPTCHA_TEXT, freshIp, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
  await kit.setFlag('MOBILENUMREG3', true);
  await kit.setFlag('REGMOBVERF3', true);
});

afterAll(async () => {
  await kit.close();
});

async function sendRegisterCode(mobileNo: string, ip: string) {
  const res = await kit.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    body: {
      mobileNo,
      countryDialingCode: '+971',
      regType: 'registerMobile',
      captchaId: await kit.captchaId(ip),
      captcha: CAPTCHA_TEXT,
    },
    ip,
  });
  expect(res.status).toBe(200);
  return kit.lastCode(`+971${mobileNo}`);
}

async function registerMobile(
  mobileNum: string,
  verificationCode: string | undefined,
  ip = freshIp(),
  password = 'harbour lights at 7',
) {
  return kit.sealed(
    'PUT',
    '/wps/member/register/mobile',
    {
      username: mobileNum,
      mobileNum,
      countryDialingCode: '+971',
      verificationCode,
      password,
      confirmPassword: password,
      registerMethod: 'WEB',
      termsAccepted: true,
      captchaId: await kit.captchaId(ip),
      captcha: CAPTCHA_TEXT,
    },
    { ip },
  );
}

describe('register in mobile mode with an sms code', () => {
  it('makes the mobile number the username and logs in', async () => {
    const code = await sendRegisterCode('502222222', freshIp());
    const res = await registerMobile('502222222', code);
    expect(res.status).toBe(200);
    expect(res.body.value.userName).toBe('502222222');
    const member = await kit.db
      .selectFrom('member')
      .selectAll()
      .where('account', '=', '502222222')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ mobile: '+971502222222', mobile_dialing_code: '+971' });
  });

  it('requires the code, refuses a wrong one, and a number already registered', async () => {
    const missing = await registerMobile('503333333', undefined);
    expect(missing.body.value.errors).toContainEqual({ field: 'body.verificationCode', rule: 'required' });
    const code = await sendRegisterCode('503333333', freshIp());
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await registerMobile('503333333', wrong)).body.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await registerMobile('503333333', code)).status).toBe(200);
    // The number is now registered: a second registration is refused before any code is looked at.
    expect((await registerMobile('503333333', code)).body.code).toBe('MOBILE_TAKEN');
    expect(await kit.db.selectFrom('member').select('id').where('mobile', '=', '+971503333333').execute()).toHaveLength(
      1,
    );
  });

  it('refuses a password holding the mobile number, which is the account name here', async () => {
    const code = await sendRegisterCode('506666666', freshIp());
    const res = await registerMobile('506666666', code, freshIp(), 'my number 506666666');
    expect(res.body.value.errors).toEqual([{ field: 'body.password', rule: 'contains_username' }]);
  });

  it('refuses a code already used', async () => {
    const code = await sendRegisterCode('505555555', freshIp());
    expect((await registerMobile('505555555', code)).status).toBe(200);
    await kit.db.deleteFrom('member').where('mobile', '=', '+971505555555').execute();
    expect((await registerMobile('505555555', code)).body.code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('refuses an expired code', async () => {
    const code = await sendRegisterCode('504444444', freshIp());
    await kit.db
      .updateTable('verification_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await registerMobile('504444444', code);
    expect(res.body.code).toBe('VERIFICATION_CODE_EXPIRED');
    expect(await kit.db.selectFrom('member').select('id').where('mobile', '=', '+971504444444').execute()).toHaveLength(
      0,
    );
  });
});
