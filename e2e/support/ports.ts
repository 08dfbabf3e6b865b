import path from 'node:path';

/** Where the end-to-end server listens and keeps its database; override to run two suites at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8391);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54391);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../.tmp/e2e-data');
