import { type Kysely, sql } from 'kysely';

/** The game list's NEW type, in catalogue order, read from an index like HOT rather than the table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index catalogue_game_new on catalogue_game (merchant_id, sort, node_id) where is_new`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index catalogue_game_new`.execute(db);
}
