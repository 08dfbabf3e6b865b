import type {
  ConfigRegisterField,
  RegionRestriction,
  SiteConfig,
  SiteMaintenance,
} from '@platform/contracts/site-config';
import type { RegisterFieldConfig } from '@platform/contracts/system';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The brand's configuration as the console edits it. Every write here changes a table of
 * migration 0001, whose trigger notifies `merchant_config_changed`: each process drops the brand's
 * cached configuration at once (merchant-config-cache.ts).
 */

export async function readMaintenance(db: Db, merchantId: number): Promise<SiteMaintenance> {
  const row = await db
    .selectFrom('merchant')
    .select(['maintenance', 'maintenance_message', 'maintenance_until'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return {
    active: row.maintenance,
    message: row.maintenance_message,
    until: row.maintenance_until ? row.maintenance_until.toISOString() : null,
  };
}

export async function writeMaintenance(db: Db, merchantId: number, next: SiteMaintenance): Promise<void> {
  await db
    .updateTable('merchant')
    .set({
      maintenance: next.active,
      maintenance_message: next.message || null,
      maintenance_until: next.until ? new Date(next.until) : null,
    })
    .where('id', '=', merchantId)
    .execute();
}

export async function readModules(db: Db, merchantId: number): Promise<SiteConfig['modules']> {
  const rows = await db
    .selectFrom('whitelabel_module')
    .select(['mod_id', 'parent_mod_id', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('mod_id')
    .execute();
  return rows.map((r) => ({ modId: r.mod_id, parentModId: r.parent_mod_id, enabled: r.enabled }));
}

export async function writeModule(db: Db, merchantId: number, modId: string, enabled: boolean): Promise<void> {
  await db
    .updateTable('whitelabel_module')
    .set({ enabled })
    .where('merchant_id', '=', merchantId)
    .where('mod_id', '=', modId)
    .execute();
}

export async function readRegisterFields(db: Db, merchantId: number): Promise<ConfigRegisterField[]> {
  const rows = await db
    .selectFrom('register_field_config')
    .select(['field', 'enabled', 'required'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({
    field: r.field as RegisterFieldConfig['field'],
    enabled: r.enabled,
    required: r.required,
  }));
}

export async function writeRegisterField(db: Db, merchantId: number, field: ConfigRegisterField): Promise<void> {
  await db
    .updateTable('register_field_config')
    .set({ enabled: field.enabled, required: field.required })
    .where('merchant_id', '=', merchantId)
    .where('field', '=', field.field)
    .execute();
}

export async function readRegion(db: Db, merchantId: number): Promise<RegionRestriction> {
  const [countries, networks] = await Promise.all([
    db
      .selectFrom('merchant_blocked_country')
      .select('country')
      .where('merchant_id', '=', merchantId)
      .orderBy('country')
      .execute(),
    db
      .selectFrom('merchant_denied_network')
      .select(sql<string>`network::text`.as('network'))
      .where('merchant_id', '=', merchantId)
      .orderBy('network')
      .execute(),
  ]);
  return { blockedCountries: countries.map((c) => c.country), deniedNetworks: networks.map((n) => n.network) };
}

/** Replaces the brand's lists with these (already checked and without repeats). */
export async function writeRegion(db: Db, merchantId: number, next: RegionRestriction): Promise<void> {
  await db.deleteFrom('merchant_blocked_country').where('merchant_id', '=', merchantId).execute();
  await db.deleteFrom('merchant_denied_network').where('merchant_id', '=', merchantId).execute();
  if (next.blockedCountries.length > 0) {
    await db
      .insertInto('merchant_blocked_country')
      .values(next.blockedCountries.map((country) => ({ merchant_id: merchantId, country })))
      .execute();
  }
  if (next.deniedNetworks.length > 0) {
    await db
      .insertInto('merchant_denied_network')
      .values(next.deniedNetworks.map((network) => ({ merchant_id: merchantId, network })))
      .execute();
  }
}
