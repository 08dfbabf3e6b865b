import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, CAPTCHA_TEXT, freshIp, startAccountTestKit } from './account-test-kit';
import { LOGIN_THROTTLE } from './login-failures';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
});

afterAll(async () => {
  await kit.close();
});

/** A solved captcha, fetched from an address of its own so the one-a-second refresh limit never bites. */
const solved = async () => ({ captchaId: await kit.captchaId(freshIp()), captcha: CAPTCHA_TEXT });

/** Moves the remembered failures from an address back in time: the clock, driven through the rows. */
const ageFailures = (ip: string, seconds: number) =>
  sql`update login_failure set created_at = created_at - make_interval(secs => ${seconds}) where ip = ${ip}`.execute(
    kit.db,
  );

describe('failed logins throttle instead of locking (decision 0025)', () => {
  it('slows the guessing address down and still lets the member in from elsewhere with captcha and second factor', async () => {
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.PAIR_FREE_FAILURES; i++) {
      const guess = await kit.login('test_member', `guess-${i}`, { ip: attacker, ...(i ? await solved() : {}) });
      expect(guess.body).toMatchObject({ code: 'BAD_CREDENTIALS', value: { captcha: true } });
    }
    const slowed = await kit.login('test_member', 'guess-x', { ip: attacker, ...(await solved()) });
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(slowed.body.value.retryAfterSeconds).toBeGreaterThan(0);
    expect(slowed.body.value.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_THROTTLE.PAIR_FIRST_WAIT_SECONDS);

    // Once the wait is over one more guess goes through, and the next wait is twice as long.
    await ageFailures(attacker, LOGIN_THROTTLE.PAIR_FIRST_WAIT_SECONDS + 1);
    const later = await kit.login('test_member', 'guess-y', { ip: attacker, ...(await solved()) });
    expect(later.body.code).toBe('BAD_CREDENTIALS');
    const slowerStill = await kit.login('test_member', 'guess-z', { ip: attacker, ...(await solved()) });
    expect(slowerStill.body.value.retryAfterSeconds).toBeGreaterThan(LOGIN_THROTTLE.PAIR_FIRST_WAIT_SECONDS);

    // The member, from a new address: the account now asks everyone for a captcha ...
    const member = freshIp();
    const noCaptcha = await kit.login('test_member', 'Member123', { ip: member });
    expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // ... and with it the password is accepted and the new address asks for the second factor.
    const first = await kit.login('test_member', 'Member123', { ip: member, ...(await solved()) });
    expect(first.status).toBe(200);
    const { challengeId } = first.body.value.secondFactor;
    await kit.call({ method: 'POST', url: '/wps/verification/sms/secondFactor', body: { challengeId }, ip: member });
    const code = await kit.lastCode('+971501234567');
    const passed = await kit.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { challengeId, method: 'SMS', code },
      ip: member,
    });
    expect(passed.status).toBe(200);
    expect(passed.body.value.token).toEqual(expect.any(String));
  });

  it('never answers ACCOUNT_LOCKED, however many addresses guess wrong', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await kit.login('test_down2', `wrong-${i}`, { ip: freshIp(), ...(i ? await solved() : {}) });
      expect(res.body.code).toBe('BAD_CREDENTIALS');
    }
    const right = await kit.login('test_down2', 'Down12345', { ip: freshIp(), ...(await solved()) });
    expect(right.status).toBe(200);
    expect(right.body.value.token).toEqual(expect.any(String));
  });

  it('refuses an address that fails across many accounts until its failures age out', async () => {
    const sprayer = freshIp();
    const wrong = await kit.login('spray_0', 'nope', { ip: sprayer });
    expect(wrong.body.value).toEqual({ captcha: true });
    // One failure from an address asks for the captcha there, whatever the account.
    const otherAccount = await kit.login('test_down1', 'Down12345', { ip: sprayer });
    expect(otherAccount.body.code).toBe('CAPTCHA_REQUIRED');
    for (let i = 1; i < LOGIN_THROTTLE.SOURCE_FAILURE_LIMIT; i++) {
      const res = await kit.login(`spray_${i}`, 'nope', { ip: sprayer, ...(await solved()) });
      expect(res.body.code, `try ${i}`).toBe('BAD_CREDENTIALS');
    }
    const refused = await kit.login('test_down1', 'Down12345', { ip: sprayer, ...(await solved()) });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.value.retryAfterSeconds).toBeGreaterThan((LOGIN_THROTTLE.FAILURE_MEMORY_MINUTES - 1) * 60);

    // Another address is not concerned.
    expect((await kit.login('test_down1', 'Down12345', { ip: '127.0.0.1' })).status).toBe(200);

    await ageFailures(sprayer, LOGIN_THROTTLE.FAILURE_MEMORY_MINUTES * 60);
    const again = await kit.login('test_down1', 'Down12345', { ip: sprayer });
    expect(again.status).toBe(200);
  });
});
