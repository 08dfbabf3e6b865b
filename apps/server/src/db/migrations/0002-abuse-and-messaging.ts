import type { Kysely } from 'kysely';

/** Filled in by issue 3. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
