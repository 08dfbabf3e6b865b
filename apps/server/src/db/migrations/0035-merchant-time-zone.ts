import { type Kysely, sql } from 'kysely';

/**
 * The brand's time zone (an IANA name such as Asia/Dubai): the back office's days (dashboard,
 * reports) start and end at its midnight, not the server's. PostgreSQL refuses a name it does not
 * know when a day is computed with it; the service checks the name before it is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table merchant add column time_zone text not null default 'Asia/Dubai'
      check (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchant drop column time_zone`.execute(db);
}
