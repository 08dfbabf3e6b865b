import { type Kysely, sql } from 'kysely';

/**
 * The start-up sweep of unpaid online deposits looks for PENDING orders of every merchant by age;
 * only the few waiting orders are indexed, so the sweep stays cheap however many orders exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index deposit_order_pending on deposit_order (created_at) where status = 'PENDING'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index deposit_order_pending`.execute(db);
}
