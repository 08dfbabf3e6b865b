import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API, apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';

let kit: AccountTestKit;
let owner: string;

beforeAll(async () => {
  // The test brand is the default one: unknown hosts get it, and new brands copy its catalogue.
  kit = await startAccountTestKit({ MERCHANT_CODE: 'TEST' });
  owner = await kit.staffToken('owner');
});
afterAll(() => kit.close());

const NEW_BRAND = {
  code: 'SAHARA',
  name: 'Sahara Play',
  mainDomain: 'sahara-play.test',
  otherDomains: ['www.sahara-play.test'],
  currency: 'AED',
  currencySymbol: 'د.إ',
  languages: ['AR', 'EN'],
  defaultLanguage: 'AR',
  timeZone: 'Asia/Dubai',
  logoUrl: 'https://cdn.sahara-play.test/logo.svg',
  themePrimary: '#c2410c',
  themeAccent: '#fde68a',
  catalogueFrom: null,
  admin: { account: 'sahara_admin', displayName: 'Sahara admin' },
};

/** A call on a host, as a browser on that domain makes it. */
async function onHost(host: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await kit.app.inject({
    method,
    url,
    headers: { host, 'x-forwarded-for': '127.0.0.1' },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

describe("the platform owner's brands", () => {
  it('opens a brand that its domain serves at once, with a catalogue and a first admin', async () => {
    const created = await kit.call({ method: 'POST', url: ADMIN_API.brands, token: owner, body: NEW_BRAND });
    expect(created.body.code).toBe('OK');
    const { brand, admin } = created.body.value;
    expect(brand).toMatchObject({ code: 'SAHARA', mainDomain: 'sahara-play.test', timeZone: 'Asia/Dubai' });
    expect(admin.account).toBe('sahara_admin');
    expect(admin.oneTimePassword).toMatch(/^[A-Za-z0-9]{16,}$/);

    // No restart and no wait for a time to live: the domain index follows the notification.
    await kit.heard();
    const permission = await onHost('sahara-play.test', 'GET', API.permission);
    expect(permission.body.value).toMatchObject({
      merchantCode: 'SAHARA',
      merchantName: 'Sahara Play',
      currency: 'AED',
      defaultLanguage: 'AR',
      branding: { logoUrl: 'https://cdn.sahara-play.test/logo.svg', themePrimary: '#c2410c', themeAccent: '#fde68a' },
    });
    const mirror = await onHost('www.sahara-play.test', 'GET', API.permission);
    expect(mirror.body.value.merchantCode).toBe('SAHARA');
    // Its catalogue is a copy of the default brand's selection.
    const games = await onHost('sahara-play.test', 'GET', `${API.gameList}?gameType=ALL&language=en`);
    expect(games.body.value.total).toBeGreaterThan(0);

    // Its first admin signs in on the brand's own domain and enrols an authenticator first.
    const login = await onHost('sahara-play.test', 'POST', ADMIN_API.staffLogin, {
      account: 'sahara_admin',
      password: admin.oneTimePassword,
    });
    expect(login.body.value.step).toBe('enrol');
    const elsewhere = await kit.call({
      method: 'POST',
      url: ADMIN_API.staffLogin,
      body: { account: 'sahara_admin', password: admin.oneTimePassword },
    });
    expect(elsewhere.body.code).toBe('BAD_CREDENTIALS');

    const audit = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'merchant_id'])
      .where('action', '=', 'brand.create')
      .execute();
    expect(audit).toEqual([{ action: 'brand.create', merchant_id: brand.id }]);
    expect(JSON.stringify(await kit.db.selectFrom('audit_entry').selectAll().execute())).not.toContain(
      admin.oneTimePassword,
    );
  });

  it('names the time zone, the default language and the taken domain it refuses', async () => {
    const refused = await kit.call({
      method: 'POST',
      url: ADMIN_API.brands,
      token: owner,
      body: {
        ...NEW_BRAND,
        code: 'MIRAGE',
        mainDomain: 'sahara-play.test',
        otherDomains: [],
        timeZone: 'Mars/Olympus_Mons',
        languages: ['EN'],
        defaultLanguage: 'AR',
        admin: { account: 'mirage_admin', displayName: 'Mirage' },
      },
    });
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.value.errors).toEqual([
      { field: 'body.timeZone', rule: 'time_zone' },
      { field: 'body.defaultLanguage', rule: 'one_of_languages' },
      { field: 'body.mainDomain', rule: 'taken' },
    ]);
    expect((await onHost('localhost', 'GET', ADMIN_API.brands)).body.code).toBe('LOGIN_REQUIRED');
  });

  it('edits a brand: a new domain is served at once, the old one no longer', async () => {
    const [, sahara] = (await kit.call({ method: 'GET', url: ADMIN_API.brands, token: owner })).body.value;
    expect(sahara.code).toBe('SAHARA');
    const { id, code: _code, maintenance: _m, createdAt: _c, ...settings } = sahara;
    const edited = await kit.call({
      method: 'PUT',
      url: apiPath(ADMIN_API.brand, { id: String(id) }),
      token: owner,
      body: { ...settings, mainDomain: 'sahara.test', otherDomains: [], timeZone: 'Africa/Cairo' },
    });
    expect(edited.body.value).toMatchObject({ mainDomain: 'sahara.test', otherDomains: [], timeZone: 'Africa/Cairo' });
    await kit.heard();
    expect((await onHost('sahara.test', 'GET', API.permission)).body.value.merchantCode).toBe('SAHARA');
    expect((await onHost('sahara-play.test', 'GET', API.permission)).body.value.merchantCode).toBe('TEST');
    const admin = await kit.staffToken('admin');
    const forbidden = await kit.call({
      method: 'PUT',
      url: apiPath(ADMIN_API.brand, { id: String(id) }),
      token: admin,
      body: { ...settings, name: 'Taken over' },
    });
    expect(forbidden.body.code).toBe('FORBIDDEN');
  });
});
