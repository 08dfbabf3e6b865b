import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, createPool } from '../db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrateToLatest } from '../db/migrate';
import { TEMPLATE_DATABASE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the server's maintenance database; test files create theirs from it. */
    pgAdminUrl: string;
  }
}

/**
 * Starts one PostgreSQL for the whole integration run (embedded in a temp folder, or the one
 * TEST_DATABASE_URL names), migrates a template database once, and stops it all at the end.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'platform-int-'));
    const port = 55000 + Math.floor(Math.random() * 5000);
    embedded = await startEmbeddedPostgres({ dataDir, port });
    adminUrl = embedded.connectionString('postgres');
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const db = createDb(createPool(templateUrl.toString(), 2));
  await migrateToLatest(db);
  await db.destroy();

  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
