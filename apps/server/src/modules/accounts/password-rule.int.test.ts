import { type Algorithm, hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, CAPTCHA_TEXT, freshIp, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
});

afterAll(async () => {
  await kit.close();
});

/** A 40-character passphrase with spaces, and one in Arabic: both what NIST asks a site to accept. */
const PASSPHRASE = 'correct horse battery staple on the roof';
const ARABIC = 'قمر الصحراء يضيء الطريق';

let accounts = 0;
const newAccount = () => {
  accounts += 1;
  return `rule${accounts}${Math.floor(Math.random() * 1e6)}`;
};

async function register(username: string, password: string) {
  const ip = freshIp();
  const body = {
    username,
    password,
    confirmPassword: password,
    registerMethod: 'WEB',
    termsAccepted: true,
    captchaId: await kit.captchaId(ip),
    captcha: CAPTCHA_TEXT,
  };
  return kit.sealed('PUT', '/wps/member/register', body, { ip });
}

const passwordErrors = (res: { body: { code: string; value: { errors?: unknown[] } } }) =>
  res.body.code === 'VALIDATION_FAILED' ? res.body.value.errors : res.body.code;

/** A member registered under the rule, logged in; its token. */
async function member(username: string, password: string): Promise<string> {
  const res = await register(username, password);
  if (res.status !== 200) throw new Error(`register ${username}: ${JSON.stringify(res.body)}`);
  return res.body.value.token;
}

const change = (token: string, oldPassword: string, newPassword: string) =>
  kit.sealed('POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword: newPassword }, { token });

/** Stores a hash made the way it was before this rule: of the text as typed, not normalised. */
async function setLegacyPassword(account: string, password: string) {
  const legacy = await hash(password, { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await kit.db.updateTable('member').set({ password_hash: legacy }).where('account', '=', account).execute();
}

describe('registration applies the password rule (decision 0026)', () => {
  it('refuses short, common and name-holding passwords, each with its rule', async () => {
    const name = newAccount();
    const rule = (errors: unknown) => (errors as { field: string; rule: string }[]).map((e) => e.rule);
    expect(passwordErrors(await register(name, 'qwerty1'))).toEqual([{ field: 'body.password', rule: 'min_length' }]);
    expect(rule(passwordErrors(await register(name, 'password123')))).toEqual(['common']);
    // The list is checked in any case and after NFKC: full-width letters are the same password.
    expect(rule(passwordErrors(await register(name, 'PassWord123')))).toEqual(['common']);
    expect(rule(passwordErrors(await register(name, 'ｐａｓｓｗｏｒｄ123')))).toEqual(['common']);
    expect(rule(passwordErrors(await register(name, `my ${name.toUpperCase()} secret`)))).toEqual([
      'contains_username',
    ]);
    expect(rule(passwordErrors(await register(name, 'x'.repeat(65))))).toEqual(['max_length']);
    expect(rule(passwordErrors(await register(name, 'tab\there and there')))).toEqual(['not_printable']);
    expect(await kit.db.selectFrom('member').select('id').where('account', '=', name).execute()).toEqual([]);
  });

  it('accepts a 40-character passphrase with spaces and an Arabic one, and they log in', async () => {
    expect(PASSPHRASE).toHaveLength(40);
    const first = newAccount();
    expect((await register(first, PASSPHRASE)).status).toBe(200);
    expect((await kit.login(first, PASSPHRASE)).body.value.token).toEqual(expect.any(String));

    const second = newAccount();
    expect((await register(second, ARABIC)).status).toBe(200);
    expect((await kit.login(second, ARABIC)).body.value.token).toEqual(expect.any(String));
  });

  it('stores the password normalised: the same text from another keyboard logs in', async () => {
    const name = newAccount();
    // "é" precomposed at registration, e + combining accent at login; full-width digits too.
    expect((await register(name, 'caf\u00e9 au lait ２０２６')).status).toBe(200);
    const login = await kit.login(name, 'cafe\u0301 au lait 2026');
    expect(login.body.value.token).toEqual(expect.any(String));
  });
});

describe('existing members (decision 0026)', () => {
  it('log in with a password the rule would now refuse, and are not forced to change it', async () => {
    const name = newAccount();
    await member(name, PASSPHRASE);
    await setLegacyPassword(name, 'abc123');
    const login = await kit.login(name, 'abc123');
    expect(login.body.value).toMatchObject({ token: expect.any(String), mustChangePassword: false });
  });

  it('log in with a password stored before passwords were normalised', async () => {
    const name = newAccount();
    await member(name, PASSPHRASE);
    await setLegacyPassword(name, 'Ｏｌｄ  ｐａｓｓ 7');
    expect((await kit.login(name, 'Ｏｌｄ  ｐａｓｓ 7')).body.value.token).toEqual(expect.any(String));
  });

  it('meet the rule when they change their password, not before', async () => {
    const name = newAccount();
    await member(name, PASSPHRASE);
    await setLegacyPassword(name, 'abc123');
    const token = (await kit.login(name, 'abc123')).body.value.token as string;
    expect(passwordErrors(await change(token, 'abc123', 'qwerty1'))).toEqual([
      { field: 'body.newPassword', rule: 'min_length' },
    ]);
    expect(passwordErrors(await change(token, 'abc123', 'password123'))).toEqual([
      { field: 'body.newPassword', rule: 'common' },
    ]);
    expect(passwordErrors(await change(token, 'abc123', `${name}-2026!`))).toEqual([
      { field: 'body.newPassword', rule: 'contains_username' },
    ]);
    const changed = await change(token, 'abc123', ARABIC);
    expect(changed.status).toBe(200);
    expect((await kit.login(name, ARABIC)).status).toBe(200);
    expect((await kit.login(name, 'abc123')).body.code).toBe('BAD_CREDENTIALS');
  });
});

describe('reset by phone applies the rule', () => {
  it('refuses qwerty1 and password123 without spending the code, the account name after it, then a passphrase works', async () => {
    await kit.setFlag('CHNGPASSVERIF3', true);
    const name = newAccount();
    await member(name, PASSPHRASE);
    await kit.db
      .updateTable('member')
      .set({ mobile: '+971507777777', mobile_dialing_code: '+971' })
      .where('account', '=', name)
      .execute();
    const ip = freshIp();
    const sendCode = async () => {
      const sent = await kit.call({
        method: 'POST',
        url: '/wps/verification/sms/password',
        body: { mobileNum: '507777777', countryDialingCode: '+971' },
        ip,
      });
      expect(sent.body.code).toBe('OK');
      return kit.lastCode('+971507777777');
    };
    const reset = (verificationCode: string, newPassword: string) =>
      kit.sealed(
        'POST',
        '/wps/member/password/verification',
        { mobileNum: '507777777', countryDialingCode: '+971', verificationCode, newPassword },
        { ip },
      );

    const code = await sendCode();
    expect(passwordErrors(await reset(code, 'qwerty1'))).toEqual([{ field: 'body.newPassword', rule: 'min_length' }]);
    expect(passwordErrors(await reset(code, 'password123'))).toEqual([{ field: 'body.newPassword', rule: 'common' }]);
    // The name is checked only once the code has proved the mobile, which spends the code.
    expect(passwordErrors(await reset(code, `I am ${name}`))).toEqual([
      { field: 'body.newPassword', rule: 'contains_username' },
    ]);
    const ok = await reset(await sendCode(), 'sunrise over the old harbour wall');
    expect(ok.body.value).toMatchObject({ userName: name, token: expect.any(String) });
  });
});
