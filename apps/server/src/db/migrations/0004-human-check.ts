import { type Kysely, sql } from 'kysely';

/** Single-use proof-of-work challenges of the password login's human-verification step. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table human_check (
      id text primary key,
      merchant_id int not null references merchant(id),
      salt text not null,
      difficulty int not null check (difficulty between 1 and 24),
      expires_at timestamptz not null
    );
    create index human_check_expires on human_check (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table human_check`.execute(db);
}
