import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { createStaffAccount, issueStaffSession } from './staff-service';

let kit: AccountTestKit;
let admin: { id: number; account: string; token: string };
beforeAll(async () => {
  kit = await startAccountTestKit();
  admin = await kit.staff('admin');
});
afterAll(() => kit.close());

let seq = 0;
const create = (body: object, token = admin.token) =>
  kit.call({ method: 'POST', url: ADMIN_API.staffMembers, token, body });
const newFinance = async () => {
  seq += 1;
  const res = await create({ account: `cashier_${Date.now()}_${seq}`, displayName: 'Cashier', role: 'finance' });
  expect(res.status).toBe(200);
  return res.body.value as { staff: { id: string; account: string }; oneTimePassword: string };
};
const act = (path: string, id: string | number, token = admin.token, body?: object) =>
  kit.call({ method: 'POST', url: apiPath(path, { id: String(id) }), token, ...(body && { body }) });
const login = (account: string, password: string) =>
  kit.call({ method: 'POST', url: ADMIN_API.staffLogin, body: { account, password } });

describe('staff management', () => {
  it('opens a finance account whose one-time password logs in and must enrol an authenticator; audited', async () => {
    const { staff, oneTimePassword } = await newFinance();
    expect(staff).toMatchObject({ role: 'finance', locked: false, secondFactorEnrolled: false, liveSessions: 0 });
    expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{16}$/);
    expect((await login(staff.account, oneTimePassword)).body.value).toMatchObject({ step: 'enrol' });
    const stored = await kit.db
      .selectFrom('staff_account')
      .select('password_hash')
      .where('account', '=', staff.account)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(oneTimePassword);
    const audit = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'staff_account'])
      .where('target', '=', `staff:${staff.account}`)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'staff.create', staff_account: admin.account });
  });

  it('lists the brand staff, never another brand, and finds by account prefix', async () => {
    const { staff } = await newFinance();
    const other = await createTestBrand(kit.db, { code: `X${seq}`, domains: [`x${seq}.brand.test`] });
    await createStaffAccount(kit.db, {
      merchantId: other.id,
      account: `elsewhere_${seq}`,
      displayName: 'Elsewhere',
      role: 'admin',
      password: 'Staff-password-1',
    });
    const res = await kit.call({ method: 'GET', url: `${ADMIN_API.staffMembers}?pageSize=100`, token: admin.token });
    const accounts = res.body.value.list.map((s: { account: string }) => s.account);
    expect(accounts).toContain(staff.account);
    expect(accounts).not.toContain(`elsewhere_${seq}`);
    const found = await kit.call({
      method: 'GET',
      url: `${ADMIN_API.staffMembers}?q=${staff.account}`,
      token: admin.token,
    });
    expect(found.body.value.list.map((s: { account: string }) => s.account)).toEqual([staff.account]);
    // The platform owner sees every brand's staff.
    const owner = await kit.staffToken('owner');
    const all = await kit.call({ method: 'GET', url: `${ADMIN_API.staffMembers}?q=elsewhere_${seq}`, token: owner });
    expect(all.body.value.list).toMatchObject([{ account: `elsewhere_${seq}`, brand: `X${seq}` }]);
    // ...and an admin cannot touch an account of another brand.
    const theirs = all.body.value.list[0].id;
    expect((await act(ADMIN_API.staffMemberLock, theirs)).body.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('changes a role, locks (ending sessions, refusing login) and unlocks; resets the second factor', async () => {
    const { staff, oneTimePassword } = await newFinance();
    const session = await issueStaffSession(kit.db, Number(staff.id), '127.0.0.1');
    const changed = await act(ADMIN_API.staffMemberRole, staff.id, admin.token, { role: 'risk' });
    expect(changed.body.value.staff).toMatchObject({ role: 'risk', liveSessions: 0 });
    expect((await kit.call({ method: 'GET', url: ADMIN_API.staffMe, token: session })).body.code).toBe(
      'LOGIN_REQUIRED',
    );

    expect((await act(ADMIN_API.staffMemberLock, staff.id)).body.value.staff.locked).toBe(true);
    expect((await login(staff.account, oneTimePassword)).body.code).toBe('BAD_CREDENTIALS');
    expect((await act(ADMIN_API.staffMemberUnlock, staff.id)).body.value.staff.locked).toBe(false);
    expect((await login(staff.account, oneTimePassword)).body.value.step).toBe('enrol');

    await kit.db
      .updateTable('staff_account')
      .set({ totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', Number(staff.id))
      .execute();
    expect((await login(staff.account, oneTimePassword)).body.value.step).toBe('code');
    const reset = await act(ADMIN_API.staffMemberResetSecondFactor, staff.id);
    expect(reset.body.value.staff.secondFactorEnrolled).toBe(false);
    expect((await login(staff.account, oneTimePassword)).body.value.step).toBe('enrol');
    const actions = await kit.db
      .selectFrom('audit_entry')
      .select('action')
      .where('target', '=', `staff:${staff.account}`)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'staff.create',
      'staff.role',
      'staff.lock',
      'staff.unlock',
      'staff.reset-second-factor',
    ]);
  });

  it('refuses acting on oneself, an admin naming an owner, a taken account, and a role without staff.manage', async () => {
    expect((await act(ADMIN_API.staffMemberRole, admin.id, admin.token, { role: 'finance' })).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await act(ADMIN_API.staffMemberLock, admin.id)).body.code).toBe('FORBIDDEN');
    expect((await create({ account: 'second_owner', displayName: 'Owner', role: 'owner' })).body.code).toBe(
      'FORBIDDEN',
    );
    const { staff } = await newFinance();
    expect((await act(ADMIN_API.staffMemberRole, staff.id, admin.token, { role: 'owner' })).body.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await create({ account: staff.account.toUpperCase(), displayName: 'Copy', role: 'support' })).body.code,
    ).toBe('USERNAME_TAKEN');
    const finance = await kit.staffToken('finance');
    expect((await kit.call({ method: 'GET', url: ADMIN_API.staffMembers, token: finance })).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await act(ADMIN_API.staffMemberEndSessions, staff.id, finance)).body.code).toBe('FORBIDDEN');
    // The owner may open an owner account.
    const owner = await kit.staffToken('owner');
    const opened = await create({ account: `owner_${Date.now()}`, displayName: 'Second owner', role: 'owner' }, owner);
    expect(opened.body.value.staff).toMatchObject({ role: 'owner', brand: null });
  });
});

describe('the allow-list of a new staff account', () => {
  it('keeps the networks given, and refuses a network the database cannot hold as a field error', async () => {
    const ok = await create({
      account: `netted_${Date.now()}`,
      displayName: 'Net',
      role: 'support',
      ipAllowList: ['203.0.113.0/24', '2001:db8::1'],
    });
    expect(ok.body.value.staff.ipAllowList).toEqual(['203.0.113.0/24', '2001:db8::1/128']);
    const bits = await create({
      account: `bits_${Date.now()}`,
      displayName: 'Bits',
      role: 'support',
      ipAllowList: ['203.0.113.5/24'],
    });
    expect(bits.body).toMatchObject({ code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.ipAllowList' }] } });
    const garbage = await create({
      account: `junk_${Date.now()}`,
      displayName: 'Junk',
      role: 'support',
      ipAllowList: ['999.1.1.1'],
    });
    expect(garbage.body.code).toBe('VALIDATION_FAILED');
  });
});
