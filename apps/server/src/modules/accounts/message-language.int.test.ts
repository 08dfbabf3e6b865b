import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, freshIp, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
  await kit.setFlag('MOBILEVERCODELOGIN3', true);
});

afterAll(async () => {
  await kit?.close();
});

// The web sends its page language as Accept-Language with every call.
describe('sms codes and e-mails in the language the member uses', () => {
  it('sends the login sms code in English or Arabic, Arabic when no language is said', async () => {
    const mobile: [string, string] = ['+971', '501112233'];
    await kit.addMember({ password: 'Member123', mobile });
    const sms = async (language?: string) => {
      const res = await kit.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        body: { mobileNum: mobile[1], countryDialingCode: mobile[0] },
        ip: freshIp(),
        language,
      });
      expect(res.body.code).toBe('OK');
      const message = await kit.lastMessage(`${mobile[0]}${mobile[1]}`);
      // One code a minute per number: the next request may send again at once.
      await kit.db
        .updateTable('verification_code')
        .set({ sent_at: new Date(0) })
        .execute();
      return message?.body;
    };
    expect(await sms('en-GB,en;q=0.9')).toMatch(/^Your verification code is \d{6}\. It expires in 5 minutes\.$/);
    expect(await sms('ar')).toMatch(/^رمز التحقق: \d{6}\. صالح لمدة 5 دقائق\.$/);
    expect(await sms()).toMatch(/^رمز التحقق: /);
  });

  it('mails the temporary password in English or Arabic, account and password isolated in the Arabic', async () => {
    const { id, account } = await kit.addMember({ password: 'Member123' });
    await kit.db.updateTable('member').set({ email: 'lang@example.com' }).where('id', '=', id).execute();
    const forgot = async (language: string) => {
      const res = await kit.call({
        method: 'POST',
        url: '/wps/member/password/email',
        body: { username: account, email: 'lang@example.com' },
        ip: freshIp(),
        language,
      });
      expect(res.body.code).toBe('OK');
      return kit.lastMessage('lang@example.com');
    };
    expect(await forgot('en')).toMatchObject({
      subject: 'Password reset',
      body: expect.stringMatching(
        new RegExp(`^Your temporary password for ${account} is \\S+\\. It works once, for 30 minutes`),
      ),
    });
    expect(await forgot('ar')).toMatchObject({
      subject: 'إعادة تعيين كلمة المرور',
      body: expect.stringMatching(
        new RegExp(
          `^كلمة المرور المؤقتة للحساب \u2068${account}\u2069 هي \u2068\\S+\u2069\\. تعمل مرة واحدة خلال 30 دقيقة`,
        ),
      ),
    });
  });
});
