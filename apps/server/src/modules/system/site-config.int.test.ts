import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API, apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMerchantCopy } from '../../test/other-merchant';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { createStaffAccount, issueStaffSession } from '../staff/staff-service';

const OTHER_HOST = 'brand-b.test';
let kit: AccountTestKit;
let admin: string;
let otherAdmin: string;
let otherMerchantId: number;

beforeAll(async () => {
  // The test brand's catalogue is the lobby catalogue (lobby-test-catalogue.ts).
  kit = await startAccountTestKit();
  otherMerchantId = await addMerchantCopy(kit.db, 'BRANDB', OTHER_HOST);
  admin = await kit.staffToken('admin');
  const otherId = await createStaffAccount(kit.db, {
    merchantId: otherMerchantId,
    account: 'brand_b_admin',
    displayName: 'Brand B admin',
    role: 'admin',
    password: 'Staff-password-1',
  });
  otherAdmin = await issueStaffSession(kit.db, otherId, '127.0.0.1');
});
afterAll(() => kit.close());

/** A call on a brand's own host, as its console and its lobby make them. */
async function onHost(host: string, method: 'GET' | 'PUT', url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { host, 'x-forwarded-for': '127.0.0.1' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await kit.app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

const permission = async () => (await kit.call({ method: 'GET', url: API.permission })).body.value;
const gameNames = async (query = '') =>
  (await kit.call({ method: 'GET', url: `${API.gameList}?gameType=ALL&pageSize=80&language=en${query}` })).body.value
    .games as { nodeId: number; displayName: string; maintenance: boolean }[];

describe("the console's configuration of a brand", () => {
  it('switches site maintenance on with a message, the lobby closes at once, the console stays open', async () => {
    const on = await kit.call({
      method: 'PUT',
      url: ADMIN_API.siteMaintenance,
      token: admin,
      body: { active: true, message: 'Back at six', until: '2026-12-01T18:00:00Z' },
    });
    expect(on.body.value).toEqual({ active: true, message: 'Back at six', until: '2026-12-01T18:00:00.000Z' });
    await kit.heard();
    expect((await permission()).maintenance).toEqual({
      active: true,
      message: 'Back at six',
      until: '2026-12-01T18:00:00.000Z',
    });
    expect((await kit.call({ method: 'GET', url: API.gameList })).body.code).toBe('MAINTENANCE');
    // The back office is no visitor: it still reads and switches maintenance off.
    expect(
      (await kit.call({ method: 'GET', url: ADMIN_API.siteConfig, token: admin })).body.value.maintenance.active,
    ).toBe(true);
    await kit.call({
      method: 'PUT',
      url: ADMIN_API.siteMaintenance,
      token: admin,
      body: { active: false, message: null, until: null },
    });
    await kit.heard();
    expect((await permission()).maintenance.active).toBe(false);
    const audit = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'merchant_id'])
      .where('action', '=', 'site.maintenance')
      .execute();
    expect(audit).toEqual([
      { action: 'site.maintenance', merchant_id: kit.merchantId },
      { action: 'site.maintenance', merchant_id: kit.merchantId },
    ]);
  });

  it("never lets a brand's admin read or change another brand's configuration", async () => {
    expect((await onHost(OTHER_HOST, 'GET', ADMIN_API.siteConfig, admin)).body.code).toBe('FORBIDDEN');
    const change = await onHost(OTHER_HOST, 'PUT', ADMIN_API.siteMaintenance, admin, {
      active: true,
      message: null,
      until: null,
    });
    expect(change.body.code).toBe('FORBIDDEN');
    const own = await onHost(OTHER_HOST, 'GET', ADMIN_API.siteConfig, otherAdmin);
    expect(own.body.value.maintenance.active).toBe(false);
    expect((await kit.call({ method: 'GET', url: ADMIN_API.siteConfig, token: otherAdmin })).body.code).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses a denied network PostgreSQL would not store, naming the entry and why', async () => {
    const refused = await kit.call({
      method: 'PUT',
      url: ADMIN_API.siteRegion,
      token: admin,
      body: { blockedCountries: ['US'], deniedNetworks: ['203.0.113.0/24', '10.0.0.1/8'] },
    });
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body.deniedNetworks.1', rule: 'cidr-host-bits' }] },
    });
    const accepted = await kit.call({
      method: 'PUT',
      url: ADMIN_API.siteRegion,
      token: admin,
      body: { blockedCountries: ['US'], deniedNetworks: ['203.0.113.0/24'] },
    });
    expect(accepted.body.value).toEqual({ blockedCountries: ['US'], deniedNetworks: ['203.0.113.0/24'] });
    await kit.heard();
    const blocked = await kit.call({ method: 'GET', url: API.systemStatus, ip: '203.0.113.9' });
    expect(blocked.body.value.status).toBe(2);
    await kit.call({
      method: 'PUT',
      url: ADMIN_API.siteRegion,
      token: admin,
      body: { blockedCountries: [], deniedNetworks: [] },
    });
  });

  it('turns whitelabel flags and registration fields as the lobby reads them', async () => {
    const flags = await kit.call({
      method: 'PUT',
      url: ADMIN_API.siteModules,
      token: admin,
      body: { modules: [{ modId: 'FREEPLAY3', enabled: false }] },
    });
    expect(flags.body.value).toContainEqual({ modId: 'FREEPLAY3', parentModId: 'LOGIN', enabled: false });
    const required = await kit.call({
      method: 'PUT',
      url: ADMIN_API.siteRegisterFields,
      token: admin,
      body: { fields: [{ field: 'email', enabled: true, required: true }] },
    });
    expect(required.status).toBe(200);
    await kit.heard();
    expect((await permission()).whitelabel.flags.FREEPLAY3).toBe(false);
    expect((await permission()).register).toContainEqual(expect.objectContaining({ field: 'email', required: true }));
    const hiddenButRequired = await kit.call({
      method: 'PUT',
      url: ADMIN_API.siteRegisterFields,
      token: admin,
      body: { fields: [{ field: 'qqNum', enabled: false, required: true }] },
    });
    expect(hiddenButRequired.body.value.errors).toEqual([
      { field: 'body.fields.0.required', rule: 'requires-enabled' },
    ]);
  });

  it('hides a game, puts another under maintenance and hides a vendor: the lobby follows at once', async () => {
    const before = await gameNames();
    expect(before.map((g) => g.nodeId)).toEqual(expect.arrayContaining([1001, 1002]));
    const search = await kit.call({
      method: 'GET',
      url: `${ADMIN_API.configGames}?search=fortune&pageSize=10`,
      token: admin,
    });
    expect(search.body.value).toMatchObject({ totalCount: 1, list: [{ nodeId: 1001, enabled: true }] });

    const game = (nodeId: number, change: object) =>
      kit.call({
        method: 'PUT',
        url: apiPath(ADMIN_API.configGame, { nodeId: String(nodeId) }),
        token: admin,
        body: { enabled: true, maintenance: false, isHot: false, isNew: false, sort: 0, ...change },
      });
    expect((await game(1001, { enabled: false })).body.value).toMatchObject({ nodeId: 1001, enabled: false });
    await game(1002, { maintenance: true });
    await kit.heard();
    const after = await gameNames();
    expect(after.find((g) => g.nodeId === 1001)).toBeUndefined();
    expect(after.find((g) => g.nodeId === 1002)?.maintenance).toBe(true);

    const vendors = (await kit.call({ method: 'GET', url: ADMIN_API.configVendors, token: admin })).body.value;
    expect(vendors).toContainEqual(expect.objectContaining({ vassalage: 'EVO', enabled: true }));
    await kit.call({
      method: 'PUT',
      url: apiPath(ADMIN_API.configVendor, { vendor: 'EVO' }),
      token: admin,
      body: { enabled: false, maintenance: false, sort: 0 },
    });
    await kit.heard();
    expect((await gameNames('&vassalage=EVO')).length).toBe(0);
    const missing = await game(999_999, {});
    expect(missing.body.code).toBe('GAME_NOT_FOUND');
  });
});
