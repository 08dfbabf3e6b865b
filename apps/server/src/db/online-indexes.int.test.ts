import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { migrateToLatest } from './migrate';

/** The indexes built concurrently after the migrations: there after a start, rebuilt when a build was cut short. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const indexes = async () =>
  (
    await sql<{ name: string; valid: boolean }>`
      select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname in ('member_account_prefix', 'member_mobile_suffix', 'banner_list_order') order by 1
    `.execute(database.db)
  ).rows;

describe('indexes built concurrently', () => {
  it('are built once the migrations are in, and an interrupted build is built again at the next start', async () => {
    expect(await indexes()).toEqual([
      { name: 'banner_list_order', valid: true },
      { name: 'member_account_prefix', valid: true },
      { name: 'member_mobile_suffix', valid: true },
    ]);
    // What a process killed during CREATE INDEX CONCURRENTLY leaves: the index, marked invalid.
    await sql`update pg_index set indisvalid = false where indexrelid = 'member_mobile_suffix'::regclass`.execute(
      database.db,
    );
    // Two processes starting at once: one builds it, the other goes on meanwhile.
    await Promise.all([migrateToLatest(database.db), migrateToLatest(database.db)]);
    expect(await indexes()).toEqual([
      { name: 'banner_list_order', valid: true },
      { name: 'member_account_prefix', valid: true },
      { name: 'member_mobile_suffix', valid: true },
    ]);
  });
});
