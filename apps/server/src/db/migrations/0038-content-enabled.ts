import { type Kysely, sql } from 'kysely';

/**
 * Content staff switch an item off without deleting it (decision 0043): the lobby shows only
 * enabled announcements, banners, help articles, customer-service entries and site resources.
 */
const TABLES = ['announcement', 'banner', 'help_center_entry', 'customer_service', 'site_resource'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column enabled boolean not null default true`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop column enabled`.execute(db);
  }
}
