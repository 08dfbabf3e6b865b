import type { Kysely } from 'kysely';

/** Issue 4, H3 (bank accounts, withdrawal policy, orders, proofs). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
