import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseHealth } from './database-health';
import { preparingPool } from './prepared-statements';
import type { Database } from './schema';

// bigint (int8) columns come back as strings so no amount is ever squeezed through a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

/**
 * The database, or a transaction on it: every query function takes a Db, so it can run on its own or
 * as part of a larger transaction (a Kysely `Transaction` is a `Kysely`).
 */
export type Db = Kysely<Database>;

/**
 * How long a new connection may take before the query fails: while the database is unreachable a
 * request answers 503 within this, instead of waiting for the operating system's TCP timeout.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connection settings every client of the platform uses (pools, LISTEN connections, pg-boss): a
 * bounded connect, and TCP keep-alive so a connection to a database that vanished without a word
 * (a failover, a pulled cable) ends instead of waiting forever.
 */
export function connectionSettings(connectionString: string) {
  return { connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true };
}

export function createPool(connectionString: string, max = 10, health?: DatabaseHealth): pg.Pool {
  const pool = new pg.Pool({ ...connectionSettings(connectionString), max });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => health?.failed(err));
  // The pool listens for errors of idle connections only: one checked out (a transaction between
  // two statements) that loses its socket emits 'error' with nobody listening, which ends the
  // process. Its query or commit fails anyway and the caller hears of it there.
  pool.on('connect', (client) => {
    client.on('error', (err) => health?.failed(err));
    health?.reached();
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}
