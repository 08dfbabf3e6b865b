import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { STAFF_IDLE_MINUTES, STAFF_LOCK_AFTER_FAILURES } from '@platform/contracts/staff';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { type AccountTestKit, freshIp, startAccountTestKit } from '../accounts/account-test-kit';
import { totpFor } from '../accounts/totp';
import { createStaffAccount } from './staff-service';

const PASSWORD = 'Staff-password-1';

let kit: AccountTestKit;
beforeAll(async () => {
  kit = await startAccountTestKit();
});
afterAll(() => kit.close());

let serial = 0;
async function newStaff(
  options: { role?: 'admin' | 'finance' | 'owner'; ipAllowList?: string[]; merchantId?: number } = {},
) {
  const account = `login_staff_${++serial}_${Date.now() % 100_000}`;
  const role = options.role ?? 'finance';
  await createStaffAccount(kit.db, {
    merchantId: role === 'owner' ? null : (options.merchantId ?? kit.merchantId),
    account,
    displayName: `Staff ${serial}`,
    role,
    password: PASSWORD,
    ...(options.ipAllowList && { ipAllowList: options.ipAllowList }),
  });
  return account;
}

const passwordStep = (account: string, password = PASSWORD, ip = freshIp()) =>
  kit.call({ method: 'POST', url: ADMIN_API.staffLogin, body: { account, password }, ip });
const codeStep = (challenge: string, code: string, ip = freshIp()) =>
  kit.call({ method: 'POST', url: ADMIN_API.staffSecondFactor, body: { challenge, code }, ip });
/** The authenticator's code for now, or for the next 30 s step (a code is accepted once only). */
const codeOf = (secret: string, stepsAhead = 0) =>
  totpFor(secret, '', '').generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Enrols at the first login as a staff member would: password, scan, code. */
async function enrol(account: string, ip = freshIp()) {
  const first = await passwordStep(account, PASSWORD, ip);
  expect(first.status).toBe(200);
  const { challenge, secret } = first.body.value;
  const done = await codeStep(challenge, codeOf(secret), ip);
  expect(done.status).toBe(200);
  return { secret, token: done.body.value.token as string };
}

describe('staff login', () => {
  it('enrols an authenticator at the first login, with a QR code, then asks for its code every time', async () => {
    const account = await newStaff();
    const first = await passwordStep(account);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ step: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]+$/) });
    expect(first.body.value.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(first.body.value.otpauthUri).toContain(`otpauth://totp/`);
    expect(first.body.value.otpauthUri).toContain(encodeURIComponent(account));

    const { challenge, secret } = first.body.value;
    expect((await codeStep(challenge, '000000')).body.code).toBe('SECOND_FACTOR_INVALID');
    const done = await codeStep(challenge, codeOf(secret));
    expect(done.status).toBe(200);
    expect(done.body.value.staff).toMatchObject({ account, role: 'finance', merchantId: kit.merchantId });
    expect(done.body.value.staff.permissions).toContain('deposits.review');
    expect(done.body.value.staff.permissions).not.toContain('content.manage');
    const token = done.body.value.token;
    expect((await kit.call({ method: 'GET', url: ADMIN_API.staffMe, token })).body.value.account).toBe(account);
    // A staff session is not a lobby session.
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token })).body.code).toBe('LOGIN_REQUIRED');

    // The challenge was used up; the next login asks for a code, not for enrolment.
    expect((await codeStep(challenge, codeOf(secret, 1))).body.code).toBe('LOGIN_CHALLENGE_EXPIRED');
    const again = await passwordStep(account);
    expect(again.body.value).toEqual({ step: 'code', challenge: expect.any(String) });
    // The code already used is refused (seen over a shoulder); the next one is accepted.
    expect((await codeStep(again.body.value.challenge, codeOf(secret))).body.code).toBe('SECOND_FACTOR_INVALID');
    expect((await codeStep(again.body.value.challenge, codeOf(secret, 1))).status).toBe(200);
  });

  it('answers an unknown account, a wrong password and another brand alike', async () => {
    const otherBrand = await createTestBrand(kit.db, {
      code: `SL${Date.now() % 10_000}`,
      domains: ['other.staff.test'],
    });
    const elsewhere = await newStaff({ merchantId: otherBrand.id });
    const account = await newStaff();
    for (const [name, password] of [
      ['nobody_at_all', PASSWORD],
      [account, 'Wrong-password-1'],
      [elsewhere, PASSWORD],
    ] as const) {
      expect(await passwordStep(name, password), name).toMatchObject({
        status: 401,
        body: { code: 'BAD_CREDENTIALS' },
      });
    }
    // The platform owner works on every brand.
    const owner = await newStaff({ role: 'owner' });
    expect((await passwordStep(owner)).body.value.step).toBe('enrol');
  });

  it('locks the account after repeated wrong passwords or codes, even against the right password', async () => {
    const account = await newStaff();
    const { secret } = await enrol(account);
    for (let i = 0; i < STAFF_LOCK_AFTER_FAILURES - 1; i++) {
      expect((await passwordStep(account, `Wrong-${i}-password`)).body.code).toBe('BAD_CREDENTIALS');
    }
    // The last failure is a wrong code after a right password: codes count too.
    const challenge = (await passwordStep(account)).body.value.challenge;
    expect((await codeStep(challenge, '123456')).body.code).toBe('SECOND_FACTOR_INVALID');
    const locked = await passwordStep(account);
    expect(locked).toMatchObject({ status: 423, body: { code: 'ACCOUNT_LOCKED' } });
    expect(locked.body.value.retryAfterSeconds).toBeGreaterThan(0);
    expect((await codeStep(challenge, codeOf(secret, 1))).body.code).toBe('ACCOUNT_LOCKED');

    // Once the lock has run out, the right password and code get in, and the count starts again.
    await kit.db
      .updateTable('staff_account')
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where('account', '=', account)
      .execute();
    const next = await passwordStep(account);
    expect((await codeStep(next.body.value.challenge, codeOf(secret, 1))).status).toBe(200);
    const row = await kit.db
      .selectFrom('staff_account')
      .select('failed_attempts')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(0);
  });

  it('admits a staff member only from the networks of its allow-list, at login and on every call', async () => {
    const account = await newStaff({ ipAllowList: ['10.20.0.0/16'] });
    expect(await passwordStep(account, PASSWORD, '192.0.2.7')).toMatchObject({
      status: 403,
      body: { code: 'IP_NOT_ALLOWED' },
    });
    const { token } = await enrol(account, '10.20.3.4');
    expect((await kit.call({ method: 'GET', url: ADMIN_API.staffMe, token, ip: '10.20.9.9' })).status).toBe(200);
    expect((await kit.call({ method: 'GET', url: ADMIN_API.staffMe, token, ip: '192.0.2.7' })).body.code).toBe(
      'IP_NOT_ALLOWED',
    );
  });

  it('ends a session idle for the timeout, moves the timeout with use, and holds the absolute limit', async () => {
    const account = await newStaff();
    const { token } = await enrol(account);
    const staffId = (
      await kit.db.selectFrom('staff_account').select('id').where('account', '=', account).executeTakeFirstOrThrow()
    ).id;
    const setSession = (changes: { last_seen_at?: unknown; expires_at?: unknown }) =>
      kit.db
        .updateTable('staff_session')
        .set(changes as never)
        .where('staff_id', '=', staffId)
        .execute();
    const me = () => kit.call({ method: 'GET', url: ADMIN_API.staffMe, token });

    // Used two minutes ago: still good, and the use moves the timeout.
    await setSession({ last_seen_at: sql`now() - interval '2 minutes'` });
    const used = await me();
    expect(used.status).toBe(200);
    expect(new Date(used.body.value.idleExpiresAt).getTime()).toBeGreaterThan(
      Date.now() + (STAFF_IDLE_MINUTES - 1) * 60_000,
    );

    await setSession({ last_seen_at: sql`now() - ${STAFF_IDLE_MINUTES + 1} * interval '1 minute'` });
    expect((await me()).body.code).toBe('LOGIN_REQUIRED');

    await setSession({ last_seen_at: sql`now()`, expires_at: sql`now() - interval '1 second'` });
    expect((await me()).body.code).toBe('LOGIN_REQUIRED');
  });

  it('logs out: the token is refused at once', async () => {
    const { token } = await enrol(await newStaff());
    expect((await kit.call({ method: 'POST', url: ADMIN_API.staffLogout, token })).status).toBe(200);
    expect((await kit.call({ method: 'GET', url: ADMIN_API.staffMe, token })).body.code).toBe('LOGIN_REQUIRED');
  });
});
