import type { Kysely } from 'kysely';

/** Issue 4, H1 (wallet: vendors with sub-wallets, merchant wallet settings). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
