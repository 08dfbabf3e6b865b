import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { DEMO_MERCHANT_CODE, seedDemoData } from '../seed/demo-seed';
import { DEMO_STAFF } from '../seed/demo-staff';
import { seedDemoVendors } from '../seed/demo-vendors';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { databaseDevelopmentDefaults, productionStartRefusal } from './deployment-checks';

/** Everything a production configuration must set, so only the database can be refused. */
const production = loadConfig({
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
  PAYMENT_SANDBOX_SECRET: 'a-secret-only-this-deployment-knows',
});
const SIM_VENDORS = ['ALV', 'EVO', 'IA', 'KGP', 'LOTT', 'OCK', 'SABA', 'SPX', 'TCG_LOTTO_VN', 'TCG_SEA', 'TF', 'UGS'];

const vendorsOf = (database: TestDatabase) =>
  database.db.selectFrom('game_vendor_integration').select(['vendor', 'secret', 'enabled']).orderBy('vendor').execute();

describe('a database seeded by a demo start, started in production', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, 'demo');
  });
  afterAll(() => database.drop());

  it('is refused, naming each demo login, the demo default password and each vendor with a published secret', async () => {
    const names = (await databaseDevelopmentDefaults(database.db)).map((f) => f.name);
    expect(names).toEqual([
      ...DEMO_ACCOUNTS.map((a) => `account ${a.account} of merchant ${DEMO_MERCHANT_CODE}`).sort(),
      ...DEMO_STAFF.map((s) => `staff ${s.account}`).sort(),
      `default password of merchant ${DEMO_MERCHANT_CODE}`,
      ...SIM_VENDORS.map((v) => `vendor ${v} of merchant ${DEMO_MERCHANT_CODE}`),
    ]);
    const refusal = await productionStartRefusal(production, database.db);
    expect(refusal).toContain('vendor SPX of merchant DEMO is enabled with a secret published in this repository');
    expect(refusal).toContain('account demo_agent of merchant DEMO still has its demo password');
    expect(refusal).toContain('staff demo_owner still has its demo password');
  });

  it('is refused while a feature that only works by sms is on, there being no sms gateway', async () => {
    await database.db
      .updateTable('whitelabel_module')
      .set({ enabled: true })
      .where('mod_id', 'in', ['MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'])
      .execute();
    const names = (await databaseDevelopmentDefaults(database.db)).map((f) => f.name);
    expect(names).toContain('module CHNGPASSVERIF3 of merchant DEMO');
    expect(names).toContain('module MOBILEVERCODELOGIN3 of merchant DEMO');
  });

  it('is no longer refused for an account whose password was changed, nor for a disabled vendor', async () => {
    await database.db
      .updateTable('member')
      .set({ password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA' })
      .where('account', '=', 'demo_member')
      .execute();
    await database.db
      .updateTable('game_vendor_integration')
      .set({ enabled: false })
      .where('vendor', '=', 'SPX')
      .execute();
    const names = (await databaseDevelopmentDefaults(database.db)).map((f) => f.name);
    expect(names).not.toContain('account demo_member of merchant DEMO');
    expect(names).not.toContain('vendor SPX of merchant DEMO');
    expect(names).toContain('account demo_agent of merchant DEMO');
  });

  it('is never checked in a demo start', async () => {
    expect(await productionStartRefusal(loadConfig({ NODE_ENV: 'development' }), database.db)).toBeUndefined();
  });
});

describe('the demo seed outside a demo start', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, 'production');
  });
  afterAll(() => database.drop());

  it('seeds no demo login and leaves every vendor with a published secret disabled', async () => {
    expect(await database.db.selectFrom('member').select('account').execute()).toEqual([]);
    const vendors = await vendorsOf(database);
    for (const v of vendors.filter((v) => v.vendor !== 'PGE')) {
      expect(v).toEqual({ vendor: v.vendor, secret: DEVELOPMENT_SECRETS.vendorSim, enabled: false });
    }
    // The in-house studio is called in-process, with a secret nobody was ever shown.
    expect(vendors.find((v) => v.vendor === 'PGE')).toMatchObject({ enabled: true });
    expect(await productionStartRefusal(production, database.db)).toBeUndefined();
  });

  it('enables the simulator’s vendors when they were given a secret of this deployment', async () => {
    await database.db.deleteFrom('game_vendor_integration').execute();
    await seedDemoVendors(database.db, DEMO_MERCHANT_CODE, 'production', {
      url: 'https://vendors.example.com',
      secret: 'a-vendor-secret-only-this-deployment-knows',
    });
    expect((await vendorsOf(database)).every((v) => v.enabled)).toBe(true);
    expect(await databaseDevelopmentDefaults(database.db)).toEqual([]);
  });
});
