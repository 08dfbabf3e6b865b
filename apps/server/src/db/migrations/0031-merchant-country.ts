import { type Kysely, sql } from 'kysely';

/**
 * The brand's home country (ISO 3166-1 alpha-2): the mobile number fields start at its dialing
 * code when the visitor's own country is unknown (a private address, no geolocation).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table merchant add column country char(2) check (country ~ '^[A-Z]{2}$')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchant drop column country`.execute(db);
}
