import type { Brand, BrandSettings } from '@platform/contracts/brands';
import type { LanguageCode } from '@platform/contracts/languages';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Brands are merchants: the merchant row and its domains. Every write notifies
 * `merchant_config_changed` (migration 0001), which also drops every process's domain index, so a
 * new domain is served at once, without a restart.
 */

export async function listBrandRows(db: Db, id?: number): Promise<Brand[]> {
  let query = db
    .selectFrom('merchant as m')
    .select([
      'm.id',
      'm.code',
      'm.name',
      'm.main_domain',
      'm.currency',
      'm.currency_symbol',
      'm.languages',
      'm.default_language',
      'm.time_zone',
      'm.logo_url',
      'm.theme_primary',
      'm.theme_accent',
      'm.maintenance',
      'm.created_at',
      (eb) =>
        eb
          .selectFrom('merchant_domain as d')
          .select(sql<string[]>`coalesce(array_agg(d.domain order by d.sort, d.domain), '{}')`.as('domains'))
          .whereRef('d.merchant_id', '=', 'm.id')
          .where('d.kind', '=', 'MIRROR')
          .as('other_domains'),
    ])
    .orderBy('m.id');
  if (id !== undefined) query = query.where('m.id', '=', id);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    mainDomain: r.main_domain,
    otherDomains: r.other_domains ?? [],
    currency: r.currency,
    currencySymbol: r.currency_symbol,
    languages: r.languages as LanguageCode[],
    defaultLanguage: r.default_language as LanguageCode,
    timeZone: r.time_zone,
    logoUrl: r.logo_url,
    themePrimary: r.theme_primary,
    themeAccent: r.theme_accent,
    maintenance: r.maintenance,
    createdAt: r.created_at.toISOString(),
  }));
}

function merchantColumns(settings: BrandSettings) {
  return {
    name: settings.name,
    main_domain: settings.mainDomain,
    currency: settings.currency,
    currency_symbol: settings.currencySymbol,
    languages: settings.languages,
    default_language: settings.defaultLanguage,
    time_zone: settings.timeZone,
    logo_url: settings.logoUrl,
    theme_primary: settings.themePrimary,
    theme_accent: settings.themeAccent,
  };
}

export async function insertMerchant(
  db: Db,
  code: string,
  settings: BrandSettings,
  keys: { publicKey: string; privateKey: string },
): Promise<number> {
  const row = await db
    .insertInto('merchant')
    .values({
      code,
      ...merchantColumns(settings),
      gtag_id: null,
      image_cdns: ['/'],
      launch_game_cdns: ['/'],
      rsa_public_key: keys.publicKey,
      rsa_private_key: keys.privateKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMerchant(db: Db, id: number, settings: BrandSettings): Promise<void> {
  await db.updateTable('merchant').set(merchantColumns(settings)).where('id', '=', id).execute();
}

/** The brand's domains become exactly these: the main one first, then the mirrors in order. */
export async function replaceDomains(db: Db, merchantId: number, main: string, others: string[]): Promise<void> {
  await db.deleteFrom('merchant_domain').where('merchant_id', '=', merchantId).execute();
  await db
    .insertInto('merchant_domain')
    .values([
      { merchant_id: merchantId, domain: main, kind: 'MAIN' as const, sort: 0 },
      ...others.map((domain, i) => ({ merchant_id: merchantId, domain, kind: 'MIRROR' as const, sort: i + 1 })),
    ])
    .execute();
}

/** Domains of these names that belong to another brand than `merchantId`. */
export async function domainsOfOthers(db: Db, domains: string[], merchantId: number | null): Promise<Set<string>> {
  if (domains.length === 0) return new Set();
  let query = db.selectFrom('merchant_domain').select('domain').where('domain', 'in', domains);
  if (merchantId !== null) query = query.where('merchant_id', '<>', merchantId);
  return new Set((await query.execute()).map((r) => r.domain));
}

export async function merchantIdByCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('merchant').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}
