import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, freshIp, startAccountTestKit } from '../accounts/account-test-kit';
import { hashPassword } from '../accounts/password-hashing';
import { verifyPaymentPassword } from './payment-password-service';

const URL = '/wps/member/security/paymentPassword';
const FREE_PLAY = { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 };

describe('payment password (security centre)', () => {
  let kit: AccountTestKit;
  beforeAll(async () => {
    kit = await startAccountTestKit();
  });
  afterAll(() => kit.close());

  const put = (token: string, body: object) => kit.call({ method: 'PUT', url: URL, token, body });
  const status = async (token: string) => (await kit.call({ method: 'GET', url: URL, token })).body.value;

  it('is set the first time without an old password, then reads as set', async () => {
    const token = await kit.tokenOf('test_member', 'Member123');
    expect(await status(token)).toEqual({ set: false });
    const res = await put(token, { newPassword: '111222', confirmPassword: '111222' });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ set: true });
    expect(await status(token)).toEqual({ set: true });
  });

  it('is changed only with the right old password, and the old one stops working', async () => {
    const token = await kit.tokenOf('test_agent', 'Agent1234');
    await put(token, { newPassword: '333444', confirmPassword: '333444' });

    const missing = await put(token, { newPassword: '555666', confirmPassword: '555666' });
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.value.errors).toEqual([{ field: 'body.oldPassword', rule: 'required' }]);

    const wrong = await put(token, { oldPassword: '000000', newPassword: '555666', confirmPassword: '555666' });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(wrong.body.value).toEqual({ triesLeft: 4 });

    const changed = await put(token, { oldPassword: '333444', newPassword: '555666', confirmPassword: '555666' });
    expect(changed.status).toBe(200);
    const memberId = (
      await kit.db.selectFrom('member').select('id').where('account', '=', 'test_agent').executeTakeFirstOrThrow()
    ).id;
    await expect(verifyPaymentPassword(kit.db, memberId, '555666')).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(kit.db, memberId, '333444')).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
    });
  });

  it('locks after five wrong old passwords, like a payment', async () => {
    const token = await kit.tokenOf('test_down2', 'Down12345');
    await put(token, { newPassword: '777888', confirmPassword: '777888' });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await put(token, { oldPassword: '999999', newPassword: '121212', confirmPassword: '121212' })).body.code,
      );
    }
    expect(codes).toEqual([...Array(4).fill('PAYMENT_PASSWORD_INCORRECT'), 'PAYMENT_PASSWORD_LOCKED']);
    // Even the right one waits out the lock.
    const locked = await put(token, { oldPassword: '777888', newPassword: '121212', confirmPassword: '121212' });
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('refuses a confirmation that differs, and a new password that is not six digits, changing nothing', async () => {
    const token = await kit.tokenOf('test_member', 'Member123');
    const mismatch = await put(token, { oldPassword: '111222', newPassword: '123123', confirmPassword: '321321' });
    expect(mismatch.body.code).toBe('PASSWORD_MISMATCH');
    for (const newPassword of ['12345', '1234567', 'abcdef', '12 456']) {
      const res = await put(token, { oldPassword: '111222', newPassword, confirmPassword: newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.value.errors[0].field, newPassword).toBe('body.newPassword');
    }
    const memberId = (
      await kit.db.selectFrom('member').select('id').where('account', '=', 'test_member').executeTakeFirstOrThrow()
    ).id;
    await expect(verifyPaymentPassword(kit.db, memberId, '111222')).resolves.toBeUndefined();
  });

  it('may not be the login password', async () => {
    // A login password of six digits, as some merchants' patterns allow.
    await kit.db
      .updateTable('member')
      .set({ password_hash: await hashPassword('135790') })
      .where('account', '=', 'test_down1')
      .execute();
    const token = await kit.tokenOf('test_down1', '135790');
    const res = await put(token, { newPassword: '135790', confirmPassword: '135790' });
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.value.errors).toEqual([{ field: 'body.newPassword', rule: 'differs from login password' }]);
    expect(await status(token)).toEqual({ set: false });
  });

  it('is for real accounts only', async () => {
    expect((await kit.call({ method: 'GET', url: URL })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await kit.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      body: FREE_PLAY,
      ip: freshIp(),
    });
    const res = await put(trial.body.value.token, { newPassword: '111222', confirmPassword: '111222' });
    expect(res.body.code).toBe('TRIAL_NOT_ALLOWED');
    const staff = await kit.staffToken();
    expect((await kit.call({ method: 'GET', url: URL, token: staff })).body.code).toBe('LOGIN_REQUIRED');
  });
});
