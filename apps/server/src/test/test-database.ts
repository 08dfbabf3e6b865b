import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, createPool, type Db } from '../db/database';

export const TEMPLATE_DATABASE = 'platform_test_template';

export type TestDatabase = { db: Db; url: string; drop: () => Promise<void> };

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of this test file's own, copied from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `platform_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const db = createDb(createPool(url.toString(), 5));
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
