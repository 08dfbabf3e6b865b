import { type Kysely, sql } from 'kysely';

/**
 * The back office pages each content kind in SQL, in the lobby's order (the group the lobby orders
 * together, then sort, then id) within the brand: one index per table gives that order without a
 * sort. Content tables are small (a brand's notices, banners, links), so they are built here, in
 * the migration, rather than concurrently after it.
 */
const INDEXES = [
  ['announcement_list_order', 'announcement', 'merchant_id, type, sort, id'],
  ['banner_list_order', 'banner', 'merchant_id, group_name, sort, id'],
  ['help_center_entry_list_order', 'help_center_entry', 'merchant_id, language, sort, id'],
  ['customer_service_list_order', 'customer_service', 'merchant_id, sort, id'],
  ['site_resource_list_order', 'site_resource', 'merchant_id, sort, id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) {
    await sql`drop index ${sql.id(name)}`.execute(db);
  }
}
