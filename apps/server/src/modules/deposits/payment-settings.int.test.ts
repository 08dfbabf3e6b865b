import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API, apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';

let kit: AccountTestKit;
let admin: string;
beforeAll(async () => {
  kit = await startAccountTestKit();
  admin = await kit.staffToken('admin');
});
afterAll(() => kit.close());

type Channel = {
  id: string;
  code: string;
  name: string;
  nameAr: string | null;
  enabled: boolean;
  sort: number;
  minAmount: string;
  maxAmount: string;
};
const settings = async (token = admin) => kit.call({ method: 'GET', url: ADMIN_API.paymentSettings, token });
const lobbyChannels = async (language: string) => {
  const token = await kit.tokenOf('test_member', 'Member123');
  const res = await kit.call({ method: 'GET', url: API.depositChannels, token, language });
  return res.body.value.channels as { id: string; name: string; minAmount: string; maxAmount: string }[];
};
const save = (channel: Channel, changes: Partial<Channel>, token = admin) => {
  const { name, nameAr, enabled, sort, minAmount, maxAmount } = { ...channel, ...changes };
  return kit.call({
    method: 'PUT',
    url: apiPath(ADMIN_API.paymentChannel, { id: channel.id }),
    token,
    body: { name, nameAr, enabled, sort, minAmount, maxAmount },
  });
};

describe('payment channels and withdrawal limits in the back office', () => {
  it("lists every channel of the brand, enabled or not, with the brand's withdrawal limits", async () => {
    const res = await settings();
    expect(res.status).toBe(200);
    expect(res.body.value.channels.length).toBeGreaterThan(0);
    expect(res.body.value.channels[0]).toMatchObject({ minAmount: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(res.body.value.withdrawalLimits).toMatchObject({ dailyMaxCount: expect.any(Number) });
  });

  it('renames, reorders and limits a channel, and the lobby shows it at once in each language; audited', async () => {
    const [first, second] = (await settings()).body.value.channels as Channel[];
    if (!first || !second) throw new Error('the test brand has two channels');
    const saved = await save(second, {
      name: 'Fast transfer',
      nameAr: 'تحويل سريع',
      sort: 0,
      minAmount: '25',
      maxAmount: '2500.5',
    });
    expect(saved.body.value.channel).toMatchObject({ name: 'Fast transfer', minAmount: '25.00', maxAmount: '2500.50' });
    await save(first, { sort: 5 });
    const english = await lobbyChannels('en');
    expect(english[0]).toMatchObject({
      id: second.id,
      name: 'Fast transfer',
      minAmount: '25.00',
      maxAmount: '2500.50',
    });
    expect((await lobbyChannels('ar'))[0]?.name).toBe('تحويل سريع');

    await save(second, { enabled: false });
    expect((await lobbyChannels('en')).map((c) => c.id)).not.toContain(second.id);
    const audit = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'before', 'after'])
      .where('target', '=', `deposit-channel:${second.code}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'payment-channel.update',
      before: { enabled: true },
      after: { enabled: false },
    });
    await save(second, { enabled: true });
  });

  it('refuses a minimum above the maximum, amounts finer than the currency, and another role', async () => {
    const [channel] = (await settings()).body.value.channels as Channel[];
    if (!channel) throw new Error('the test brand has a channel');
    const inverted = await save(channel, { minAmount: '500', maxAmount: '100' });
    expect(inverted.body.code).toBe('VALIDATION_FAILED');
    const tooFine = await save(channel, { minAmount: '1.001' });
    expect(tooFine.body.code).toBe('VALIDATION_FAILED');
    expect((await save(channel, { sort: 1 }, await kit.staffToken('finance'))).body.code).toBe('FORBIDDEN');
    const unknown = await kit.call({
      method: 'PUT',
      url: apiPath(ADMIN_API.paymentChannel, { id: '999999' }),
      token: admin,
      body: { name: 'x', nameAr: null, enabled: true, sort: 0, minAmount: '1', maxAmount: '2' },
    });
    expect(unknown.body.code).toBe('NOT_FOUND');
  });

  it('changes the withdrawal limits the member sees, refusing a maximum above the daily maximum', async () => {
    const put = (body: object) => kit.call({ method: 'PUT', url: ADMIN_API.withdrawalLimits, token: admin, body });
    const saved = await put({ minAmount: '60', maxAmount: '4000', dailyMaxAmount: '8000', dailyMaxCount: 4 });
    expect(saved.body.value.withdrawalLimits).toEqual({
      minAmount: '60.00',
      maxAmount: '4000.00',
      dailyMaxAmount: '8000.00',
      dailyMaxCount: 4,
      turnoverMultiplier: expect.any(String),
      confirmationMinutes: expect.any(Number),
    });
    const token = await kit.tokenOf('test_member', 'Member123');
    const memberView = await kit.call({ method: 'GET', url: '/wps/v2/withdraw/settings', token });
    expect(memberView.body.value).toMatchObject({ minAmount: '60.00', maxAmount: '4000.00' });
    const refused = await put({ minAmount: '60', maxAmount: '9000', dailyMaxAmount: '8000', dailyMaxCount: 4 });
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });

  it('changes the turnover and confirmation time the member is held to, refusing what is out of range; audited', async () => {
    const limits = { minAmount: '60', maxAmount: '4000', dailyMaxAmount: '8000', dailyMaxCount: 4 };
    const put = (rules: object) =>
      kit.call({ method: 'PUT', url: ADMIN_API.withdrawalLimits, token: admin, body: { ...limits, ...rules } });
    const saved = await put({ turnoverMultiplier: '2.5', confirmationMinutes: 90 });
    expect(saved.body.value.withdrawalLimits).toMatchObject({ turnoverMultiplier: '2.50', confirmationMinutes: 90 });
    expect((await settings()).body.value.withdrawalLimits).toMatchObject({
      turnoverMultiplier: '2.50',
      confirmationMinutes: 90,
    });
    const audit = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'after'])
      .where('action', '=', 'withdrawal-limits.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ turnoverMultiplier: '2.50', confirmationMinutes: 90 });

    const tooMuch = await put({ turnoverMultiplier: '101', confirmationMinutes: 90 });
    expect(tooMuch.body.value.errors).toEqual([expect.objectContaining({ field: 'body.turnoverMultiplier' })]);
    const tooLong = await put({ turnoverMultiplier: '1', confirmationMinutes: 43201 });
    expect(tooLong.body.value.errors).toEqual([expect.objectContaining({ field: 'body.confirmationMinutes' })]);
    // Left out, they stay as they are.
    const kept = await put({});
    expect(kept.body.value.withdrawalLimits).toMatchObject({ turnoverMultiplier: '2.50', confirmationMinutes: 90 });
    const finance = await kit.staffToken('finance');
    const refused = await kit.call({ method: 'PUT', url: ADMIN_API.withdrawalLimits, token: finance, body: limits });
    expect(refused.status).toBe(403);
  });

  it("never reaches another brand's channel: it is not listed, and changing it is NOT_FOUND", async () => {
    const other = await createTestBrand(kit.db, { code: 'OTHERPAY', domains: ['otherpay.brand.test'] });
    const { id } = await kit.db
      .insertInto('deposit_channel')
      .values({
        merchant_id: other.id,
        code: 'OTHER_BANK',
        kind: 'BANK_TRANSFER',
        name: 'Other bank',
        bank_name: 'Other',
        account_name: 'Other Ltd',
        account_number: '999',
        min_amount: 100n,
        max_amount: 1000n,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = (await settings()).body.value.channels.map((c: Channel) => c.code);
    expect(listed).not.toContain('OTHER_BANK');
    const theirs = await kit.call({
      method: 'PUT',
      url: apiPath(ADMIN_API.paymentChannel, { id: String(id) }),
      token: admin,
      body: { name: 'Taken over', nameAr: null, enabled: false, sort: 0, minAmount: '1', maxAmount: '2' },
    });
    expect(theirs.body.code).toBe('NOT_FOUND');
    const row = await kit.db
      .selectFrom('deposit_channel')
      .select(['name', 'enabled'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Other bank', enabled: true });
  });
});
