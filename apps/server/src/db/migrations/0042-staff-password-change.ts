import { type Kysely, sql } from 'kysely';

/**
 * A staff password that someone else chose (a brand's first admin, an account opened by an admin)
 * was shown once on another person's screen: its holder must replace it before the console serves
 * them anything else. Accounts that exist keep working as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_account add column password_must_change boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_account drop column password_must_change`.execute(db);
}
