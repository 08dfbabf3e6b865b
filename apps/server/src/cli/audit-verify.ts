import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { createDb, createPool, type Db } from '../db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { verifyAuditChain } from '../modules/audit/audit-service';

/**
 * `npm run audit:verify`: re-walks the audit trail's hash chain and names the first broken link;
 * exits 1 when the chain is broken. Uses DATABASE_URL, or the embedded PostgreSQL of DATA_DIR:
 * the running server's when `make run` is up, otherwise started for the check and stopped after.
 */
const config = loadConfig();

async function openDatabase(): Promise<{ db: Db; embedded?: EmbeddedDatabase }> {
  if (config.DATABASE_URL) return { db: createDb(createPool(config.DATABASE_URL, 1)) };
  const passwordFile = path.join(config.DATA_DIR, 'pg-password');
  if (existsSync(passwordFile)) {
    const password = (await readFile(passwordFile, 'utf8')).trim();
    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.PG_PORT}/postgres`;
    const db = createDb(createPool(url, 1));
    try {
      await sql`select 1`.execute(db);
      return { db };
    } catch {
      await db.destroy();
    }
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.PG_PORT });
  return { db: createDb(createPool(embedded.connectionString(), 1)), embedded };
}

const { db, embedded } = await openDatabase();
try {
  const result = await verifyAuditChain(db);
  if (result.intact) {
    console.log(`Audit trail intact: ${result.entries} entries, every link holds.`);
  } else {
    console.error(`Audit trail BROKEN at entry ${result.firstBrokenId}: ${result.reason}.`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
  await embedded?.stop();
}
