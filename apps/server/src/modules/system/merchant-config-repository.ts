import { encryptServicePath } from '@platform/contracts/customer-service-cipher';
import type { LanguageCode } from '@platform/contracts/languages';
import type { RegisterFieldConfig } from '@platform/contracts/system';
import { resolveWhitelabelFlags, type WhitelabelModule } from '@platform/contracts/whitelabel';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { buildRegionRules } from '../region/region-rules';
import type { MerchantConfig } from './merchant-config';

/** Every merchant domain (a small table) mapped to its merchant, for resolving a request's host. */
export async function loadDomainIndex(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('merchant_domain').select(['domain', 'merchant_id']).execute();
  return new Map(rows.map((r) => [r.domain, r.merchant_id]));
}

export async function findMerchantIdByCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('merchant').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

function buildModuleTree(rows: { mod_id: string; parent_mod_id: string | null; enabled: boolean }[]) {
  const nodes = new Map<string, WhitelabelModule>();
  for (const r of rows) nodes.set(r.mod_id, { modId: r.mod_id, enabled: r.enabled ? '1' : '0', children: [] });
  const roots: WhitelabelModule[] = [];
  for (const r of rows) {
    const node = nodes.get(r.mod_id) as WhitelabelModule;
    const parent = r.parent_mod_id ? nodes.get(r.parent_mod_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function loadMerchantConfig(db: Db, merchantId: number): Promise<MerchantConfig | undefined> {
  const merchant = await db.selectFrom('merchant').selectAll().where('id', '=', merchantId).executeTakeFirst();
  if (!merchant) return undefined;
  const [domains, modules, register, services, resources, help, countries, networks] = await Promise.all([
    db
      .selectFrom('merchant_domain')
      .select(['domain', 'kind'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('whitelabel_module')
      .select(['mod_id', 'parent_mod_id', 'enabled'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('mod_id')
      .execute(),
    db.selectFrom('register_field_config').selectAll().where('merchant_id', '=', merchantId).orderBy('sort').execute(),
    db.selectFrom('customer_service').selectAll().where('merchant_id', '=', merchantId).orderBy('sort').execute(),
    db.selectFrom('site_resource').selectAll().where('merchant_id', '=', merchantId).orderBy('sort').execute(),
    db.selectFrom('help_center_entry').selectAll().where('merchant_id', '=', merchantId).orderBy('sort').execute(),
    db.selectFrom('merchant_blocked_country').select('country').where('merchant_id', '=', merchantId).execute(),
    db
      .selectFrom('merchant_denied_network')
      .select(sql<string>`network::text`.as('network'))
      .where('merchant_id', '=', merchantId)
      .execute(),
  ]);

  const moduleTree = buildModuleTree(modules);
  const helpCenter = new Map<string, { id: number; term: string; title: string; content: string }[]>();
  for (const h of help) {
    const list = helpCenter.get(h.language) ?? [];
    list.push({ id: h.id, term: h.term, title: h.title, content: h.content });
    helpCenter.set(h.language, list);
  }

  return {
    id: merchant.id,
    code: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
    country: merchant.country,
    defaultLanguage: merchant.default_language as LanguageCode,
    languages: merchant.languages as LanguageCode[],
    maintenance: merchant.maintenance,
    maintenanceMessage: merchant.maintenance_message,
    maintenanceUntil: merchant.maintenance_until ? merchant.maintenance_until.toISOString() : null,
    branding: { logoUrl: merchant.logo_url, themePrimary: merchant.theme_primary, themeAccent: merchant.theme_accent },
    mainDomain: merchant.main_domain,
    gtagId: merchant.gtag_id,
    imageCdns: merchant.image_cdns,
    launchGameCdns: merchant.launch_game_cdns,
    publicKey: merchant.rsa_public_key,
    domains: domains.map((d) => ({ domain: d.domain, kind: d.kind })),
    modules: moduleTree,
    flags: resolveWhitelabelFlags(moduleTree),
    register: register.map(
      (r): RegisterFieldConfig => ({
        field: r.field as RegisterFieldConfig['field'],
        enabled: r.enabled,
        required: r.required,
        acceptedPattern: r.accepted_pattern,
        patternId: r.pattern_id,
        minLength: r.min_length,
        maxLength: r.max_length,
      }),
    ),
    customerService: await Promise.all(
      services.map(async (s) => ({ csType: s.cs_type, path: await encryptServicePath(merchant.code, s.url) })),
    ),
    resources: resources.map((r) => ({
      resourceType: r.resource_type,
      name: r.name,
      labelNameEn: r.label_name_en,
      url: r.url,
    })),
    helpCenter,
    region: buildRegionRules(
      countries.map((c) => c.country),
      networks.map((n) => n.network),
    ),
  };
}
