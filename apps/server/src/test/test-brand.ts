import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * Tests only: a brand (merchant) of the test's own, with no more settings than a test asks for, so
 * that a test states the data it depends on instead of borrowing the demo brand `make run` seeds.
 */
export type TestBrand = { id: number; code: string; publicKey: string };

export type TestBrandOptions = {
  code?: string;
  /**
   * Hosts served as this brand. By default the host of `app.inject` and of a socket on 127.0.0.1,
   * so that every call of a test reaches it.
   */
  domains?: string[];
  /** Countries whose visitors the brand turns away (its licence terms). */
  blockedCountries?: string[];
  /** The languages the brand offers; the first is its default. English, then Arabic, by default. */
  languages?: ('EN' | 'AR')[];
};

// One key pair for every test brand: generating an RSA key takes a noticeable moment per brand.
let keyPair: { publicKey: string; privateKey: string } | undefined;
function testKeyPair() {
  keyPair ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return keyPair;
}

export async function createTestBrand(db: Db, options: TestBrandOptions = {}): Promise<TestBrand> {
  const {
    code = 'TEST',
    domains = ['localhost', '127.0.0.1'],
    blockedCountries = [],
    languages = ['EN', 'AR'],
  } = options;
  const { publicKey, privateKey } = testKeyPair();
  const [main = 'localhost'] = domains;
  const { id } = await db
    .insertInto('merchant')
    .values({
      code,
      name: `Brand ${code}`,
      currency: 'USD',
      currency_symbol: '$',
      default_language: languages[0] ?? 'EN',
      languages,
      main_domain: main,
      gtag_id: null,
      image_cdns: ['/'],
      launch_game_cdns: ['/'],
      rsa_public_key: publicKey,
      rsa_private_key: privateKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('merchant_domain')
    .values(domains.map((domain, sort) => ({ merchant_id: id, domain, kind: sort === 0 ? 'MAIN' : 'MIRROR', sort })))
    .execute();
  if (blockedCountries.length > 0) {
    await db
      .insertInto('merchant_blocked_country')
      .values(blockedCountries.map((country) => ({ merchant_id: id, country })))
      .execute();
  }
  return { id, code, publicKey };
}
