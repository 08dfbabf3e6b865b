import { sql } from 'kysely';
import { loadConfig } from '../config';
import { createDb, createPool } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrateToLatest } from '../db/migrate';
import { startModeOf } from '../deployment/start-mode';
import { seedDemoData } from '../seed/demo-seed';

/** `npm run seed:reset`: wipes every table and seeds the demo data again. Stop the server first. */
const config = loadConfig();
const embedded = config.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.PG_PORT });
const db = createDb(createPool(config.DATABASE_URL ?? embedded?.connectionString() ?? ''));
try {
  await sql`drop schema public cascade; create schema public`.execute(db);
  await migrateToLatest(db);
  await seedDemoData(db, startModeOf(config));
  console.log('Demo data reset.');
} finally {
  await db.destroy();
  await embedded?.stop();
}
