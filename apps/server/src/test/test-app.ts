import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { TestDatabase } from './test-database';

/** The real app on a test database, configured as in production but for the given overrides. */
export function buildTestApp(
  database: TestDatabase,
  overrides: Partial<Record<keyof Config, string>> = {},
  deps: Pick<AppDeps, 'clock' | 'notifications'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    ...overrides,
  });
  return buildApp({ config, db: database.db, connectionString: database.url, ...deps });
}
