import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API, apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealForTest } from '../../http/sealed-body-test-helper';
import { type AccountTestKit, CAPTCHA_TEXT, freshIp, startAccountTestKit } from '../accounts/account-test-kit';
import { totpFor } from '../accounts/totp';

/**
 * A brand opened in the console is run from the console alone: its first admin replaces the
 * password shown at the opening, shows a vendor and adds a deposit channel, and a member who
 * registers on the brand's domain sees that catalogue and starts a deposit. No SQL anywhere.
 */

let kit: AccountTestKit;
let owner: string;
beforeAll(async () => {
  kit = await startAccountTestKit({ MERCHANT_CODE: 'TEST' });
  owner = await kit.staffToken('owner');
});
afterAll(() => kit.close());

const HOST = 'oasis-play.test';
const NEW_PASSWORD = 'Palm grove at dusk 2031';

/** A call on the brand's domain, as a browser or the console there makes it. */
async function onHost(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { host: HOST, 'x-forwarded-for': options.ip ?? freshIp() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await kit.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

const codeOf = (secret: string) => totpFor(secret, '', '').generate();

/** The first admin's first login: password, then the authenticator it enrols. */
async function firstLogin(account: string, password: string): Promise<string> {
  const ip = freshIp();
  const step = await onHost('POST', ADMIN_API.staffLogin, { body: { account, password }, ip });
  expect(step.body.value.step).toBe('enrol');
  const done = await onHost('POST', ADMIN_API.staffSecondFactor, {
    body: { challenge: step.body.value.challenge, code: codeOf(step.body.value.secret) },
    ip,
  });
  expect(done.body.value.staff.mustChangePassword).toBe(true);
  return done.body.value.token;
}

describe("a new brand's first day", () => {
  let admin = '';
  let oneTimePassword = '';

  it('opens with the in-house games shown, third-party vendors hidden and no deposit channel', async () => {
    const created = await kit.call({
      method: 'POST',
      url: ADMIN_API.brands,
      token: owner,
      body: {
        code: 'OASIS',
        name: 'Oasis Play',
        mainDomain: HOST,
        otherDomains: [],
        currency: 'AED',
        currencySymbol: 'د.إ',
        languages: ['AR', 'EN'],
        defaultLanguage: 'AR',
        timeZone: 'Asia/Dubai',
        logoUrl: null,
        themePrimary: null,
        themeAccent: null,
        catalogueFrom: null,
        admin: { account: 'oasis_admin', displayName: 'Oasis admin' },
      },
    });
    expect(created.body.code).toBe('OK');
    oneTimePassword = created.body.value.admin.oneTimePassword;
    await kit.heard();
    admin = await firstLogin('oasis_admin', oneTimePassword);

    const games = await onHost('GET', `${API.gameList}?gameType=ALL&language=en`);
    expect(games.body.value.total).toBeGreaterThan(0);
    const owners = await kit.call({ method: 'GET', url: ADMIN_API.paymentSettings, token: owner });
    expect(owners.body.value.channels.length).toBeGreaterThan(0);
    const oasis = await onHost('GET', ADMIN_API.paymentSettings, { token: owner });
    expect(oasis.body.value).toMatchObject({ currency: 'AED', channels: [] });
  });

  it('serves its first admin nothing but the password change until the password is replaced', async () => {
    for (const url of [ADMIN_API.configVendors, ADMIN_API.paymentSettings]) {
      const refused = await onHost('GET', url, { token: admin });
      expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await onHost('GET', ADMIN_API.staffMe, { token: admin })).body.value).toMatchObject({
      account: 'oasis_admin',
      mustChangePassword: true,
    });

    const weak = await onHost('POST', ADMIN_API.staffPassword, {
      token: admin,
      body: { currentPassword: oneTimePassword, newPassword: 'oasis_admin1' },
    });
    expect(weak.body.value.errors).toEqual([{ field: 'body.newPassword', rule: 'contains_username' }]);
    const wrong = await onHost('POST', ADMIN_API.staffPassword, {
      token: admin,
      body: { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD },
    });
    expect(wrong.body.code).toBe('OLD_PASSWORD_INCORRECT');
    const same = await onHost('POST', ADMIN_API.staffPassword, {
      token: admin,
      body: { currentPassword: oneTimePassword, newPassword: oneTimePassword },
    });
    expect(same.body.code).toBe('PASSWORD_REUSED');

    const changed = await onHost('POST', ADMIN_API.staffPassword, {
      token: admin,
      body: { currentPassword: oneTimePassword, newPassword: NEW_PASSWORD },
    });
    expect(changed.body.value).toMatchObject({ account: 'oasis_admin', mustChangePassword: false });
    expect((await onHost('GET', ADMIN_API.configVendors, { token: admin })).body.code).toBe('OK');

    // The one-time password opens nothing any more; the audit entry keeps neither password.
    const old = await onHost('POST', ADMIN_API.staffLogin, {
      body: { account: 'oasis_admin', password: oneTimePassword },
    });
    expect(old.body.code).toBe('BAD_CREDENTIALS');
    const entries = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'after'])
      .where('target', '=', 'staff:oasis_admin')
      .execute();
    expect(entries).toEqual([{ action: 'staff.password-change', after: { mustChangePassword: false } }]);
    const audit = JSON.stringify(await kit.db.selectFrom('audit_entry').selectAll().execute());
    expect(audit).not.toContain(NEW_PASSWORD);
    expect(audit).not.toContain(oneTimePassword);
  });

  it('lets its admin show a vendor, add a channel and open withdrawals; its member sees them and starts a deposit', async () => {
    const vendors = (await onHost('GET', ADMIN_API.configVendors, { token: admin })).body.value as {
      vassalage: string;
      inHouse: boolean;
      enabled: boolean;
      sort: number;
    }[];
    expect(vendors.filter((v) => v.enabled).every((v) => v.inHouse)).toBe(true);
    const vendor = vendors.find((v) => !v.inHouse);
    if (!vendor) throw new Error('the default brand has no third-party vendor to copy');
    const vendorGames = () => onHost('GET', `${API.gameList}?gameType=ALL&language=en&vassalage=${vendor.vassalage}`);
    expect((await vendorGames()).body.value.total).toBe(0);
    const shown = await onHost('PUT', apiPath(ADMIN_API.configVendor, { vendor: vendor.vassalage }), {
      token: admin,
      body: { enabled: true, maintenance: false, sort: vendor.sort },
    });
    expect(shown.body.value.enabled).toBe(true);

    const added = await onHost('POST', ADMIN_API.paymentChannels, {
      token: admin,
      body: {
        kind: 'BANK_TRANSFER',
        code: 'OASIS_BANK',
        name: 'Oasis bank transfer',
        nameAr: 'تحويل بنك الواحة',
        bankName: 'Emirates Bank',
        accountName: 'Oasis Play LLC',
        accountNumber: 'AE07 0331 2345',
        enabled: true,
        sort: 1,
        minAmount: '50',
        maxAmount: '5000',
      },
    });
    expect(added.body.value.channel).toMatchObject({ code: 'OASIS_BANK', minAmount: '50.00', enabled: true });
    const twice = await onHost('POST', ADMIN_API.paymentChannels, {
      token: admin,
      body: { ...added.body.value.channel, kind: 'ONLINE', provider: 'sandbox', id: undefined, detail: undefined },
    });
    expect(twice.body.value.errors).toEqual([{ field: 'body.code', rule: 'taken' }]);

    // Withdrawals open with their first limits; the turnover and confirmation rules are the platform's.
    const limits = { minAmount: '100', maxAmount: '2000', dailyMaxAmount: '5000', dailyMaxCount: 3 };
    expect((await onHost('GET', ADMIN_API.paymentSettings, { token: admin })).body.value.withdrawalLimits).toBeNull();
    const opened = await onHost('PUT', ADMIN_API.withdrawalLimits, { token: admin, body: limits });
    expect(opened.body.value.withdrawalLimits).toEqual({
      ...limits,
      minAmount: '100.00',
      maxAmount: '2000.00',
      dailyMaxAmount: '5000.00',
    });
    const policy = await kit.db
      .selectFrom('withdraw_policy as p')
      .innerJoin('merchant as m', 'm.id', 'p.merchant_id')
      .select(['p.turnover_multiplier', 'p.confirmation_minutes'])
      .where('m.code', '=', 'OASIS')
      .executeTakeFirst();
    expect(policy).toEqual({ turnover_multiplier: '1.00', confirmation_minutes: 60 });
    await kit.heard();

    // A visitor of the brand's domain registers, with the brand's own key sealing the form.
    const permission = (await onHost('GET', API.permission)).body.value;
    const ip = freshIp();
    const captcha = await onHost('GET', API.captcha, { ip });
    const form = {
      username: 'oasisplayer',
      password: 'Tulip fields 2031',
      confirmPassword: 'Tulip fields 2031',
      registerMethod: 'WEB',
      termsAccepted: true,
      captchaId: captcha.body.value.captchaId,
      captcha: CAPTCHA_TEXT,
    };
    const registered = await onHost('PUT', API.register, {
      body: await sealForTest(permission.encryption.publicKey, form),
      ip,
    });
    expect(registered.body.code).toBe('OK');
    const member = registered.body.value.token as string;

    expect((await vendorGames()).body.value.total).toBeGreaterThan(0);
    const channels = await onHost('GET', API.depositChannels, { token: member });
    const [channel] = channels.body.value.channels;
    expect(channels.body.value.channels).toHaveLength(1);

    const deposit = await onHost('POST', API.deposit, {
      token: member,
      body: { channelId: String(channel.id), amount: '100', reference: 'OASIS-1', requestId: crypto.randomUUID() },
    });
    expect(deposit.body.code).toBe('OK');
    expect(deposit.body.value.order).toMatchObject({
      status: 'PENDING',
      amount: '100.00',
      channelKind: 'BANK_TRANSFER',
    });
  });
});
