import { ACCOUNT_TYPE } from '@platform/contracts/account';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/accounts/password-hashing';
import { addTestCatalogue } from '../modules/catalogue/catalogue-test-kit';
import { LOBBY_CATALOGUE } from '../modules/catalogue/lobby-test-catalogue';
import { insertBrandDefaults } from '../modules/system/brand-defaults';
import { addTransferWallets } from '../modules/wallet/wallet-test-support';
import { createTestBrand, type TestBrand } from './test-brand';

/**
 * Tests only: the brand of the account test kit (modules/accounts/account-test-kit.ts) and the kits
 * built on it, with every setting and login their tests count on stated here, so that the demo
 * brand `make run` seeds may change without them.
 */

/** The brand's default password: an account still using it must change it at login (spec 4.2). */
export const TEST_DEFAULT_PASSWORD = 'Welcome123';

type TestLogin = {
  account: string;
  password: string;
  type: number;
  mobile?: [dialingCode: string, number: string];
  affiliateCode?: string;
  /** Key in TEST_LOGINS of the agent above it. */
  upline?: 'agent';
  isDefaultPassword?: boolean;
};

/** The logins of the brand, uplines before their downlines. */
export const TEST_LOGINS = {
  member: { account: 'test_member', password: 'Member123', type: ACCOUNT_TYPE.MEMBER, mobile: ['+971', '501234567'] },
  agent: { account: 'test_agent', password: 'Agent1234', type: ACCOUNT_TYPE.AGENT, affiliateCode: 'TESTAGENT1' },
  down1: { account: 'test_down1', password: 'Down12345', type: ACCOUNT_TYPE.MEMBER, upline: 'agent' },
  down2: { account: 'test_down2', password: 'Down12345', type: ACCOUNT_TYPE.MEMBER, upline: 'agent' },
  newbie: {
    account: 'test_newbie',
    password: TEST_DEFAULT_PASSWORD,
    type: ACCOUNT_TYPE.MEMBER,
    isDefaultPassword: true,
  },
} as const satisfies Record<string, TestLogin>;

/** The address every login has logged in from before: a login from it is not asked for a second factor. */
export const KNOWN_IP = '127.0.0.1';

/** Passwords expire after 90 days. */
const PASSWORD_MAX_AGE_DAYS = 90;

/** Visitors from the US are turned away (8.8.8.8 is such a visitor). */
const BLOCKED_COUNTRIES = ['US'];

/** Arabic first: what a call asks for without a language is answered in Arabic. */
const LANGUAGES: ('AR' | 'EN')[] = ['AR', 'EN'];

/**
 * Withdrawals, in minor units of USD: 50.00 to 20,000.00 each, 50,000.00 and 5 withdrawals a day,
 * bets of 1x the deposits first, and a withdrawal counts as received 60 minutes after it is paid.
 */
const WITHDRAW_POLICY = {
  min_amount: 50_00n,
  max_amount: 20_000_00n,
  daily_max_amount: 50_000_00n,
  daily_max_count: 5,
  turnover_multiplier: '1',
  confirmation_minutes: 60,
};

/** A manual bank transfer the operator confirms, and online payment through the payment sandbox. */
const PAYMENT_CHANNELS = [
  {
    code: 'BANK_TRANSFER',
    kind: 'BANK_TRANSFER',
    name: 'Bank transfer',
    bank_name: 'Emirates Test Bank',
    account_name: 'Test Brand Ltd',
    account_number: 'AE070331234567890123456',
    provider: null,
    min_amount: 10_00n,
    max_amount: 50_000_00n,
  },
  {
    code: 'ONLINE_SANDBOX',
    kind: 'ONLINE',
    name: 'Online payment',
    bank_name: null,
    account_name: null,
    account_number: null,
    provider: 'sandbox',
    min_amount: 10_00n,
    max_amount: 10_000_00n,
  },
] as const;

/** Sub-wallets of the transfer wallet, in this order. */
const TRANSFER_WALLETS = [
  { vendor: 'PGE', displayName: 'Nova Games' },
  { vendor: 'EVO', displayName: 'Evo Live' },
  { vendor: 'SABA', displayName: 'Saba Sports' },
];

/**
 * Where the brand's third-party vendors play (nothing listens there: the tests sign as the vendor
 * themselves) and the secret they sign with.
 */
export const TEST_VENDOR_SIM = { url: 'http://localhost:8091', secret: 'test-vendor-secret-0123456789abcdef' };

/**
 * Third-party vendors of the catalogue with an integration: slots and fishing (SPX, OCK), sports
 * (UGS) and e-sports (IA) seamless, live casino (EVO) by transfer.
 */
const VENDOR_INTEGRATIONS = [
  { vendor: 'SPX', mode: 'SEAMLESS' },
  { vendor: 'OCK', mode: 'SEAMLESS' },
  { vendor: 'UGS', mode: 'SEAMLESS' },
  { vendor: 'IA', mode: 'SEAMLESS' },
  { vendor: 'EVO', mode: 'TRANSFER' },
] as const;

/**
 * The brand 'TEST' on localhost and 127.0.0.1, Arabic by default, with the brand defaults of a new
 * brand and everything above. Its catalogue is the lobby catalogue of the game-list tests.
 */
export async function seedAccountTestBrand(db: Db): Promise<TestBrand> {
  const brand = await createTestBrand(db, { blockedCountries: BLOCKED_COUNTRIES, languages: LANGUAGES });
  const merchant_id = brand.id;
  await insertBrandDefaults(db, merchant_id);
  await addTestLogins(db, merchant_id);
  await db
    .insertInto('withdraw_policy')
    .values({ merchant_id, ...WITHDRAW_POLICY })
    .execute();
  await db
    .insertInto('deposit_channel')
    .values(PAYMENT_CHANNELS.map((channel, sort) => ({ ...channel, merchant_id, sort })))
    .execute();
  await addTransferWallets(db, merchant_id, TRANSFER_WALLETS);
  await db
    .insertInto('game_vendor_integration')
    .values(
      VENDOR_INTEGRATIONS.map(({ vendor, mode }) => ({
        merchant_id,
        vendor,
        mode,
        secret: TEST_VENDOR_SIM.secret,
        launch_url: `${TEST_VENDOR_SIM.url}/play/${vendor}`,
        api_url: `${TEST_VENDOR_SIM.url}/api`,
      })),
    )
    .execute();
  await addTestCatalogue(db, merchant_id, LOBBY_CATALOGUE);
  return brand;
}

async function addTestLogins(db: Db, merchant_id: number): Promise<void> {
  const hashes = new Map<string, string>();
  for (const { password } of Object.values(TEST_LOGINS)) {
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
  }
  await db
    .insertInto('merchant_account_policy')
    .values({
      merchant_id,
      default_password_hash: hashes.get(TEST_DEFAULT_PASSWORD) ?? null,
      password_max_age_days: PASSWORD_MAX_AGE_DAYS,
    })
    .execute();
  const ids = new Map<string, number>();
  for (const [key, login] of Object.entries(TEST_LOGINS) as [string, TestLogin][]) {
    const { id } = await db
      .insertInto('member')
      .values({
        merchant_id,
        account: login.account,
        type: login.type,
        nickname: login.account,
        mobile: login.mobile ? login.mobile.join('') : null,
        mobile_dialing_code: login.mobile?.[0] ?? null,
        password_hash: hashes.get(login.password) ?? null,
        password_is_default: login.isDefaultPassword ?? false,
        affiliate_code: login.affiliateCode ?? null,
        upline_member_id: login.upline ? (ids.get(login.upline) ?? null) : null,
        register_method: 'TEST',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(key, id);
    await db.insertInto('member_known_ip').values({ member_id: id, ip: KNOWN_IP }).execute();
  }
}
