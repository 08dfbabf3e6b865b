import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR, E2E_PG_PORT } from './ports';

let pool: pg.Pool | undefined;

function connect(): pg.Pool {
  if (!pool) {
    const password = readFileSync(path.join(E2E_DATA_DIR, 'pg-password'), 'utf8').trim();
    pool = new pg.Pool({
      host: '127.0.0.1',
      port: E2E_PG_PORT,
      user: 'postgres',
      password,
      database: 'postgres',
      max: 2,
    });
  }
  return pool;
}

/** Runs SQL against the end-to-end server's own database, e.g. to switch the site into maintenance. */
export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const result = await connect().query<Row>(text, params);
  return result.rows;
}
