import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../db/database';
import type { StartMode } from '../deployment/start-mode';
import { insertBrandDefaults } from '../modules/system/brand-defaults';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoAnnouncements } from './demo-announcements';
import { seedDemoCatalogue } from './demo-catalogue';
import { DEMO_HELP_CENTER } from './demo-help-center';
import { seedDemoPaymentChannels } from './demo-payment-channels';
import { seedDemoStaff } from './demo-staff';
import { seedDemoVendors } from './demo-vendors';
import { seedDemoWallet } from './demo-wallet';
import { seedDemoWinners } from './demo-winners';
import { seedDemoWithdrawPolicy } from './demo-withdraw-policy';

export const DEMO_MERCHANT_CODE = 'DEMO';

/**
 * Inserts the demo brand when the database has no merchant; a second start changes nothing.
 * Outside a demo start (`mode`), no demo login is seeded and no vendor enabled with a published
 * secret (demo-vendors.ts).
 */
export async function seedDemoDataIfEmpty(db: Db, mode: StartMode): Promise<boolean> {
  const any = await db.selectFrom('merchant').select('id').limit(1).executeTakeFirst();
  if (any) {
    // Data seeded before accounts existed still gets the demo logins (a no-op once it has members),
    // and data seeded before the money features and the game catalogue their demo settings (each a
    // no-op once present).
    if (mode === 'demo') await seedDemoLogins(db);
    await seedDemoMoneySettings(db, mode);
    await seedDemoCatalogue(db, DEMO_MERCHANT_CODE);
    await seedDemoWinners(db, DEMO_MERCHANT_CODE);
    await seedDemoAnnouncements(db, DEMO_MERCHANT_CODE);
    return false;
  }
  await seedDemoData(db, mode);
  return true;
}

/** The whole demo brand, as a demo start seeds it. */
export async function seedDemoData(db: Db, mode: StartMode = 'demo'): Promise<void> {
  // The key that decrypts encrypted payloads (DESIGN, API shape); each merchant has its own.
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('merchant')
      .values({
        code: DEMO_MERCHANT_CODE,
        name: 'Nova Play',
        currency: 'USD',
        currency_symbol: '$',
        country: 'AE',
        default_language: 'AR',
        languages: ['AR', 'EN'],
        main_domain: 'localhost',
        gtag_id: null,
        image_cdns: ['/'],
        launch_game_cdns: ['/'],
        rsa_public_key: publicKey,
        rsa_private_key: privateKey,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('merchant_domain')
      .values([
        { merchant_id: id, domain: 'localhost', kind: 'MAIN', sort: 0 },
        { merchant_id: id, domain: 'play1.novaplay.test', kind: 'MIRROR', sort: 1 },
        { merchant_id: id, domain: 'play2.novaplay.test', kind: 'MIRROR', sort: 2 },
      ])
      .execute();

    await insertBrandDefaults(trx, id);

    await trx
      .insertInto('customer_service')
      .values([
        { merchant_id: id, cs_type: 'LIVECHAT', url: 'https://support.novaplay.test/chat', sort: 0 },
        { merchant_id: id, cs_type: 'TELEGRAM', url: 'https://t.me/novaplay_support', sort: 1 },
        { merchant_id: id, cs_type: 'WHATSAPP', url: 'https://wa.me/10000000000', sort: 2 },
      ])
      .execute();

    await trx
      .insertInto('site_resource')
      .values(
        [
          ['SOCIAL_VIDEO', 'youtube', 'YouTube', 'https://www.youtube.com/@novaplay'],
          ['SOCIAL_NETWORK', 'facebook', 'Facebook', 'https://www.facebook.com/novaplay'],
          ['SOCIAL_MESSAGING', 'telegram', 'Telegram', 'https://t.me/novaplay'],
          ['APP_IOS', 'ios', 'iOS app', 'https://apps.novaplay.test/ios'],
          ['APP_ANDROID', 'android', 'Android app', 'https://apps.novaplay.test/novaplay.apk'],
          ['APP_LITE', 'lite', 'Lite app', 'https://lite.novaplay.test/'],
        ].map(([resource_type, name, label_name_en, url], sort) => ({
          merchant_id: id,
          resource_type: resource_type as string,
          name: name as string,
          label_name_en: label_name_en as string,
          url: url as string,
          sort,
        })),
      )
      .execute();

    await trx
      .insertInto('help_center_entry')
      .values(DEMO_HELP_CENTER.map((h, sort) => ({ merchant_id: id, ...h, sort })))
      .execute();

    // Licence terms of the demo brand: no play from these countries.
    await trx
      .insertInto('merchant_blocked_country')
      .values(['US', 'GB'].map((country) => ({ merchant_id: id, country })))
      .execute();
  });
  // The demo logins' passwords are published in the README: no deployment may hold them.
  if (mode === 'demo') await seedDemoLogins(db);
  await seedDemoMoneySettings(db, mode);
  await seedDemoCatalogue(db, DEMO_MERCHANT_CODE);
  await seedDemoWinners(db, DEMO_MERCHANT_CODE);
  await seedDemoAnnouncements(db, DEMO_MERCHANT_CODE);
}

/** The players' and the back office's demo logins (a no-op for each that exists). */
async function seedDemoLogins(db: Db): Promise<void> {
  await seedDemoAccounts(db, DEMO_MERCHANT_CODE);
  await seedDemoStaff(db, DEMO_MERCHANT_CODE);
}

/** Wallet vendors, withdrawal policy and payment channels of the demo brand; its vendor integrations. */
async function seedDemoMoneySettings(db: Db, mode: StartMode): Promise<void> {
  await seedDemoWallet(db, DEMO_MERCHANT_CODE);
  await seedDemoWithdrawPolicy(db, DEMO_MERCHANT_CODE);
  await seedDemoPaymentChannels(db, DEMO_MERCHANT_CODE);
  await seedDemoVendors(db, DEMO_MERCHANT_CODE, mode);
}
