import { DEVELOPMENT_SECRETS, isPublishedSecret } from '@platform/contracts/development-secrets';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { verifyPassword } from '../modules/accounts/password-hashing';
import { DEMO_ACCOUNTS, DEMO_DEFAULT_PASSWORD } from '../seed/demo-accounts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../seed/demo-staff';
import { startModeOf } from './start-mode';

/** One development default left in a production start: what it is, and why it cannot stay. */
export type DevelopmentDefault = { name: string; problem: string };

/**
 * Features that work only by sending an sms. There is no sms gateway yet, and the outbox provider
 * refuses in production, so with one of these on a player would wait for a code that never comes.
 */
const SMS_ONLY_MODULES: Record<string, string> = {
  MOBILEVERCODELOGIN3: 'login by mobile number and sms code',
  CHNGPASSVERIF3: 'forgot password by phone',
  REGMOBVERF3: 'registration with an sms-verified mobile',
};

/** The settings that still hold a development default. */
export function configDevelopmentDefaults(
  config: Pick<
    Config,
    'PAYMENT_SANDBOX_SECRET' | 'VENDOR_SIM_SECRET' | 'CAPTCHA_FIXED_TEXT' | 'SMTP_URL' | 'SEED_DEMO'
  >,
): DevelopmentDefault[] {
  const found: DevelopmentDefault[] = [];
  const published = 'is a secret published in this repository: anyone can sign with it';
  if (config.PAYMENT_SANDBOX_SECRET && isPublishedSecret(config.PAYMENT_SANDBOX_SECRET)) {
    found.push({ name: 'PAYMENT_SANDBOX_SECRET', problem: `${published} (payment callbacks)` });
  }
  if (config.VENDOR_SIM_SECRET && isPublishedSecret(config.VENDOR_SIM_SECRET)) {
    found.push({ name: 'VENDOR_SIM_SECRET', problem: `${published} (vendors' bets and wins)` });
  }
  if (config.CAPTCHA_FIXED_TEXT) {
    found.push({ name: 'CAPTCHA_FIXED_TEXT', problem: 'is for automated tests: every captcha would read this text' });
  }
  if (!config.SMTP_URL) {
    found.push({
      name: 'SMTP_URL',
      problem: 'is unset: e-mail (password recovery) would only be written to the development outbox',
    });
  }
  if (config.SEED_DEMO === 'true') {
    found.push({ name: 'SEED_DEMO', problem: 'is true: the demo brand, its vendors and its logins would be seeded' });
  }
  return found;
}

/** What the database still holds of the demo: published passwords and secrets, sms-only features. */
export async function databaseDevelopmentDefaults(db: Db): Promise<DevelopmentDefault[]> {
  return [...(await demoPasswords(db)), ...(await publishedVendorSecrets(db)), ...(await smsOnlyFeatures(db))];
}

async function demoPasswords(db: Db): Promise<DevelopmentDefault[]> {
  const found: DevelopmentDefault[] = [];
  const publishedPassword = new Map(DEMO_ACCOUNTS.map((a) => [a.account, a.password]));
  const members = await db
    .selectFrom('member')
    .innerJoin('merchant', 'merchant.id', 'member.merchant_id')
    .select(['merchant.code', 'member.account', 'member.password_hash'])
    .where('member.account', 'in', [...publishedPassword.keys()])
    .where('member.password_hash', 'is not', null)
    .orderBy('merchant.code')
    .orderBy('member.account')
    .execute();
  for (const m of members) {
    if (await verifyPassword(m.password_hash, publishedPassword.get(m.account) ?? '')) {
      found.push({
        name: `account ${m.account} of merchant ${m.code}`,
        problem: 'still has its demo password, published in the README',
      });
    }
  }
  const staff = await db
    .selectFrom('staff_account')
    .select(['account', 'password_hash'])
    .where(
      sql`lower(account)`,
      'in',
      DEMO_STAFF.map((s) => s.account),
    )
    .orderBy('account')
    .execute();
  for (const s of staff) {
    if (await verifyPassword(s.password_hash, DEMO_STAFF_PASSWORD)) {
      found.push({ name: `staff ${s.account}`, problem: 'still has its demo password, published in the README' });
    }
  }
  const policies = await db
    .selectFrom('merchant_account_policy')
    .innerJoin('merchant', 'merchant.id', 'merchant_account_policy.merchant_id')
    .select(['merchant.code', 'merchant_account_policy.default_password_hash'])
    .where('merchant_account_policy.default_password_hash', 'is not', null)
    .orderBy('merchant.code')
    .execute();
  for (const p of policies) {
    if (await verifyPassword(p.default_password_hash, DEMO_DEFAULT_PASSWORD)) {
      found.push({
        name: `default password of merchant ${p.code}`,
        problem: 'is the demo one, published in the README',
      });
    }
  }
  return found;
}

async function publishedVendorSecrets(db: Db): Promise<DevelopmentDefault[]> {
  const vendors = await db
    .selectFrom('game_vendor_integration')
    .innerJoin('merchant', 'merchant.id', 'game_vendor_integration.merchant_id')
    .select(['merchant.code', 'game_vendor_integration.vendor'])
    .where('game_vendor_integration.enabled', '=', true)
    .where('game_vendor_integration.secret', 'in', Object.values(DEVELOPMENT_SECRETS))
    .orderBy('merchant.code')
    .orderBy('game_vendor_integration.vendor')
    .execute();
  return vendors.map((v) => ({
    name: `vendor ${v.vendor} of merchant ${v.code}`,
    problem: 'is enabled with a secret published in this repository: a player could sign its own wins',
  }));
}

async function smsOnlyFeatures(db: Db): Promise<DevelopmentDefault[]> {
  const modules = await db
    .selectFrom('whitelabel_module')
    .innerJoin('merchant', 'merchant.id', 'whitelabel_module.merchant_id')
    .select(['merchant.code', 'whitelabel_module.mod_id'])
    .where('whitelabel_module.enabled', '=', true)
    .where('whitelabel_module.mod_id', 'in', Object.keys(SMS_ONLY_MODULES))
    .orderBy('merchant.code')
    .orderBy('whitelabel_module.mod_id')
    .execute();
  return modules.map((m) => ({
    name: `module ${m.mod_id} of merchant ${m.code}`,
    problem: `(${SMS_ONLY_MODULES[m.mod_id]}) is on, but sms only go to the development outbox: there is no sms gateway`,
  }));
}

/** The message a refused production start prints: every development default found, one a line. */
export function refusalMessage(found: readonly DevelopmentDefault[]): string {
  const lines = found.map((f) => `  - ${f.name} ${f.problem}`);
  return [
    'Production start refused (NODE_ENV=production): development defaults are left.',
    ...lines,
    'See "Production checklist" in README.md.',
  ].join('\n');
}

/**
 * In a production start, every development default the configuration and the database still
 * hold, as the message to refuse with; undefined when there is none, and always in a demo start.
 */
export async function productionStartRefusal(config: Config, db: Db): Promise<string | undefined> {
  if (startModeOf(config) === 'demo') return undefined;
  const found = [...configDevelopmentDefaults(config), ...(await databaseDevelopmentDefaults(db))];
  return found.length ? refusalMessage(found) : undefined;
}
