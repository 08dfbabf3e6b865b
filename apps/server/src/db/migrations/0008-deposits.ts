import type { Kysely } from 'kysely';

/** Issue 4, H2 (deposit channels and orders). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
