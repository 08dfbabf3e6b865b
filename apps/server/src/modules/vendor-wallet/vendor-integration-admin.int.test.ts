import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../../db/database';
import { KNOWN_IP } from '../../test/account-test-brand';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createStaffAccount, issueStaffSession } from '../staff/staff-service';
import { changeIntegration } from './vendor-integration-admin';
import { startVendorWalletKit, VENDOR_SECRET, type VendorWalletKit, vendorAnswers } from './vendor-wallet-test-kit';

/**
 * The brand's vendor integrations in the console: the secret never comes back, the trail never
 * holds it, another brand's staff never reach them, and every server process signs with the new
 * secret moments after a change.
 */
let kit: VendorWalletKit;
let other: FastifyInstance;
let admin: string;

beforeAll(async () => {
  kit = await startVendorWalletKit();
  admin = await kit.staffToken('admin');
  // A second server process on the same database, with a connection pool of its own.
  const ownPool = createDb(createPool(kit.database.url, 2));
  other = await buildTestApp({ ...kit.database, db: ownPool }, { CLIENT_IP_SOURCE: 'x-forwarded-for' });
  other.addHook('onClose', () => ownPool.destroy());
});

afterAll(async () => {
  await other?.close();
  await kit?.close();
});

const list = (token = admin) => kit.call({ method: 'GET', url: ADMIN_API.vendorIntegrations, token });
const change = (vendor: string, body: object, token = admin) =>
  kit.call({ method: 'PUT', url: apiPath(ADMIN_API.vendorIntegration, { vendor }), token, body });
const spx = {
  mode: 'SEAMLESS',
  launchUrl: 'https://games.spinix.example/play',
  apiUrl: null,
  enabled: true,
  secret: { action: 'keep' },
};

describe("a brand's vendor integrations in the console", () => {
  it('lists every vendor of the catalogue with its integration, and never a secret', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const vendors = res.body.value.vendors as { vendor: string; inHouse: boolean; integration: object | null }[];
    expect(vendors.find((v) => v.vendor === 'SPX')?.integration).toMatchObject({ mode: 'SEAMLESS', enabled: true });
    expect(vendors.find((v) => v.vendor === 'KGP')?.integration).toBeNull();
    expect(vendors.find((v) => v.vendor === 'PGE')?.inHouse).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(VENDOR_SECRET);
  });

  it('sets a secret that every server process then signs with, and audits the change without it', async () => {
    await vendorAnswers(other, 'SPX', 'UNAUTHORIZED');
    const secret = 'a-new-shared-secret-for-spinix-0123456789';
    const res = await change('SPX', { ...spx, secret: { action: 'set', value: secret } });
    expect(res.status).toBe(200);
    expect(res.body.value.vendor.integration).toMatchObject({ launchUrl: spx.launchUrl, enabled: true });
    expect(JSON.stringify(res.body)).not.toContain(secret);
    expect(res.body.value.generatedSecret).toBeUndefined();

    // The other process refuses the old secret and takes the new one within moments.
    await vendorAnswers(other, 'SPX', 'UNAUTHORIZED', { secret });
    expect(
      (await kit.vendorCall('SPX', 'balance', { sessionId: 'x'.repeat(20), playerId: 'y'.repeat(20) })).body.code,
    ).toBe('SIGNATURE_INVALID');

    const entry = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'target', 'before', 'after'])
      .where('target', '=', 'vendor-integration:SPX')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'vendor-integration.update',
      before: { launchUrl: expect.stringContaining('/play/SPX') },
      after: { launchUrl: spx.launchUrl, secret: 'set' },
    });
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(JSON.stringify(entry)).not.toContain(VENDOR_SECRET);
  });

  it('opens an integration with a secret it generates, shown once; disabling it closes the vendor everywhere', async () => {
    const refused = await change('KGP', spx);
    expect(refused.body.value.errors).toEqual([{ field: 'body.secret', rule: 'secret_required' }]);

    const opened = await change('KGP', { ...spx, secret: { action: 'generate' } });
    const generated = opened.body.value.generatedSecret as string;
    expect(generated).toMatch(/^[0-9a-f]{64}$/);
    await vendorAnswers(other, 'KGP', 'UNAUTHORIZED', { secret: generated });
    const listed = await list();
    expect(JSON.stringify(listed.body)).not.toContain(generated);
    const entry = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'after'])
      .where('target', '=', 'vendor-integration:KGP')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'vendor-integration.create', after: { secret: 'generate' } });
    expect(JSON.stringify(entry)).not.toContain(generated);

    await change('KGP', { ...spx, enabled: false });
    await vendorAnswers(other, 'KGP', 'VENDOR_NOT_FOUND', { secret: generated });
  });

  it('says which field is wrong: a transfer vendor without its API, a short secret, a URL that is not one', async () => {
    const noApi = await change('SPX', { ...spx, mode: 'TRANSFER' });
    expect(noApi.body.value.errors).toEqual([expect.objectContaining({ field: 'body.apiUrl' })]);
    const short = await change('SPX', { ...spx, secret: { action: 'set', value: 'too-short' } });
    expect(short.body.value.errors).toEqual([expect.objectContaining({ field: 'body.secret.value' })]);
    const notUrl = await change('SPX', { ...spx, launchUrl: 'games.example' });
    expect(notUrl.body.value.errors).toEqual([expect.objectContaining({ field: 'body.launchUrl' })]);
    const inHouse = await change('PGE', spx);
    expect(inHouse.body.value.errors).toEqual([{ field: 'params.vendor', rule: 'in_house' }]);
    expect((await change('NOPE', spx)).body.code).toBe('VENDOR_NOT_FOUND');
  });

  it("refuses another brand's staff and the brand's finance staff", async () => {
    const otherBrand = await createTestBrand(kit.db, { code: 'OTHERVEND', domains: ['othervend.brand.test'] });
    const id = await createStaffAccount(kit.db, {
      merchantId: otherBrand.id,
      account: 'other_vendor_admin',
      displayName: 'Other admin',
      role: 'admin',
      password: 'Staff-password-1',
    });
    const otherAdmin = await issueStaffSession(kit.db, id, KNOWN_IP);
    expect((await list(otherAdmin)).status).toBe(403);
    expect((await change('SPX', { ...spx, enabled: false }, otherAdmin)).status).toBe(403);
    expect((await list(await kit.staffToken('finance'))).status).toBe(403);
    const spxNow = (await list()).body.value.vendors.find((v: { vendor: string }) => v.vendor === 'SPX');
    expect(spxNow.integration.enabled).toBe(true);
  });

  it('takes only https URLs and never a published secret in a production start', async () => {
    // The test app is a demo start: the service is asked directly, as a production start's routes ask it.
    const actor = { staffId: 1, account: 'x', role: 'admin', ip: null };
    const body = { ...spx, mode: 'SEAMLESS' as const, apiUrl: null, secret: { action: 'keep' as const } };
    const refusal = (field: string, rule: string) => ({ value: { errors: [{ field, rule }] } });
    await expect(
      changeIntegration(kit.db, kit.merchantId, actor, 'SPX', { ...body, launchUrl: 'http://a.example' }, true),
    ).rejects.toMatchObject(refusal('body.launchUrl', 'https'));
    await expect(
      changeIntegration(kit.db, kit.merchantId, actor, 'SPX', { ...body, apiUrl: 'http://a.example/api' }, true),
    ).rejects.toMatchObject(refusal('body.apiUrl', 'https'));
    const published = { action: 'set' as const, value: DEVELOPMENT_SECRETS.vendorSim };
    await expect(
      changeIntegration(kit.db, kit.merchantId, actor, 'SPX', { ...body, secret: published }, true),
    ).rejects.toMatchObject(refusal('body.secret.value', 'published'));
  });
});
