import { type Kysely, sql } from 'kysely';

/**
 * Content staff switch an item off without deleting it (decision 0043): the lobby shows only
 * enabled announcements, banners, help articles, customer-service entries and site resources.
 * A banner may also show an image staff uploaded instead of the drawn one: its bytes are kept
 * apart (lists of banners never read them), its version on the banner, so the lobby's image URL
 * changes with it and no browser keeps the old one.
 */
const TABLES = ['announcement', 'banner', 'help_center_entry', 'customer_service', 'site_resource'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column enabled boolean not null default true`.execute(db);
  }
  await sql`
    alter table banner add column image_version text check (image_version ~ '^[A-Za-z0-9_-]{8,64}$');
    create table banner_image (
      banner_id int primary key references banner(id) on delete cascade,
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
      bytes bytea not null check (octet_length(bytes) between 1 and 1048576)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table banner_image; alter table banner drop column image_version`.execute(db);
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop column enabled`.execute(db);
  }
}
