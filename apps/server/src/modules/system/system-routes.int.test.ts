import { decryptServicePath } from '@platform/contracts/customer-service-cipher';
import { envelopeSchema } from '@platform/contracts/envelope';
import { permissionValueSchema } from '@platform/contracts/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo-seed';
import { eventually } from '../../test/eventually';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  app = await buildTestApp(database, { CLIENT_IP_SOURCE: 'x-forwarded-for' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

afterEach(async () => {
  await database.db.updateTable('merchant').set({ maintenance: false }).execute();
  await database.db.deleteFrom('merchant_denied_network').execute();
  await database.db.updateTable('whitelabel_module').set({ enabled: true }).where('mod_id', '=', 'LOGIN').execute();
  // Other processes see configuration changes through NOTIFY, moments later: wait for it.
  await eventually(
    () => get('/wps/system/whitelabel'),
    (r) => r.status === 200 && r.body.value.flags.FREEPLAY3 === true,
  );
});

const GERMANY = '2a00:1450:4001::1';
const UNITED_STATES = '8.8.8.8';

async function get(url: string, ip = GERMANY) {
  const res = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
  return { status: res.statusCode, body: res.json() };
}

describe('system status', () => {
  it('is normal for a visitor from an allowed country, and shows their address', async () => {
    expect(await get('/wps/system/status')).toEqual({
      status: 200,
      body: { success: true, code: 'OK', message: '', value: { status: 0, ip: GERMANY } },
    });
  });

  it('is region-restricted for a blocked country and for a denied network', async () => {
    expect((await get('/wps/system/status', UNITED_STATES)).body.value.status).toBe(2);
    await database.db
      .insertInto('merchant_denied_network')
      .values({ merchant_id: 1, network: '2a00:1450::/32' })
      .execute();
    const res = await eventually(
      () => get('/wps/system/status'),
      (r) => r.body.value.status === 2,
    );
    expect(res.body.value.ip).toBe(GERMANY);
  });

  it('reports maintenance over region restriction', async () => {
    await database.db.updateTable('merchant').set({ maintenance: true }).execute();
    const res = await eventually(
      () => get('/wps/system/status', UNITED_STATES),
      (r) => r.body.value.status !== 2,
    );
    expect(res.body.value.status).toBe(1);
  });
});

describe('region-blocked visitor', () => {
  it('gets status and permission, and REGION_RESTRICTED from every other call, even a malformed one', async () => {
    expect((await get('/wps/system/permission', UNITED_STATES)).body.value.regionRestriction).toEqual({
      active: true,
    });
    const calls = [
      '/wps/system/whitelabel',
      '/wps/system/domainRoute',
      '/wps/system/helpCenter',
      '/wps/member/info',
      '/lgw/x',
    ];
    for (const url of calls) {
      expect(await get(url, UNITED_STATES)).toEqual({
        status: 403,
        body: { success: false, code: 'REGION_RESTRICTED', message: 'REGION_RESTRICTED', value: null },
      });
    }
  });
});

describe('maintenance', () => {
  it('keeps the startup calls answering and refuses the rest with MAINTENANCE', async () => {
    await database.db.updateTable('merchant').set({ maintenance: true }).execute();
    await eventually(
      () => get('/wps/system/status'),
      (r) => r.body.value.status === 1,
    );
    expect((await get('/wps/system/whitelabel')).status).toBe(200);
    expect((await get('/wps/system/helpCenter?lang=EN&device=WEB')).status).toBe(200);
    const refused = await get('/wps/member/info');
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('MAINTENANCE');
  });
});

describe('startup configuration', () => {
  it('matches the contract and carries the seeded merchant, flags and key', async () => {
    const { status, body } = await get('/wps/system/permission');
    expect(status).toBe(200);
    const value = envelopeSchema(permissionValueSchema).parse(body).value;
    expect(value).toMatchObject({
      merchantCode: 'DEMO',
      // The brand's home country: mobile numbers start at its dialing code when the visitor's is unknown.
      country: 'AE',
      defaultLanguage: 'AR',
      languages: ['AR', 'EN'],
      location: { ip: GERMANY, country: 'DE' },
      maintenance: { active: false },
      regionRestriction: { active: false },
    });
    expect(value.whitelabel.flags.USERNAMEREG3).toBe(true);
    expect(value.whitelabel.flags.MOBILENUMREG3).toBe(false);
    expect(value.encryption.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(JSON.stringify(value)).not.toContain('PRIVATE KEY');
  });

  it('sends customer-service addresses encrypted, and the client key opens them', async () => {
    const { body } = await get('/wps/system/permission');
    const [first] = body.value.customerService as { csType: string; path: string }[];
    expect(first?.csType).toBe('LIVECHAT');
    expect(first?.path).not.toContain('http');
    expect(await decryptServicePath('DEMO', first?.path ?? '')).toBe('https://support.novaplay.test/chat');
  });

  it('turns a flag off when its parent module is switched off', async () => {
    await database.db.updateTable('whitelabel_module').set({ enabled: false }).where('mod_id', '=', 'LOGIN').execute();
    const { body } = await eventually(
      () => get('/wps/system/whitelabel'),
      (r) => r.body.value.flags.FREEPLAY3 === false,
    );
    expect(body.value.flags.PWDEXPFORCECHANGE3).toBe(false);
    expect(body.value.modules.find((m: { modId: string }) => m.modId === 'LOGIN').enabled).toBe('0');
  });

  it('lists register settings, mirror domains and help pages', async () => {
    const register = (await get('/wps/system/setting/register')).body.value;
    expect(register.find((f: { field: string }) => f.field === 'username')).toMatchObject({
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
    expect((await get('/wps/system/domainRoute')).body.value).toContainEqual({
      domain: 'play1.novaplay.test',
      kind: 'MIRROR',
    });
    const arabic = (await get('/wps/system/helpCenter?lang=AR&device=WEB')).body.value;
    expect(arabic.map((h: { term: string }) => h.term)).toContain('terms');
    expect(arabic[0].title).toBe('من نحن');
    // A catalogue language the merchant has no pages in falls back to its default language.
    expect((await get('/wps/system/helpCenter?lang=FR&device=WEB')).body.value[0].title).toBe('من نحن');
  });
});

describe('bad requests', () => {
  it('names the field and the rule that failed', async () => {
    expect(await get('/wps/system/helpCenter?lang=XX')).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'VALIDATION_FAILED',
        value: {
          errors: [
            { field: 'query.lang', rule: 'enum' },
            { field: 'query.device', rule: 'required' },
          ],
        },
      },
    });
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    expect(await get('/wps/no/such/call')).toEqual({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'NOT_FOUND', value: null },
    });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/system/status',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('reports health with the database up', async () => {
    expect((await get('/healthz')).body).toEqual({ success: true, code: 'OK', message: '', value: { database: 'up' } });
  });
});
