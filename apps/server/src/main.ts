import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb, createPool } from './db/database';
import { DatabaseHealth } from './db/database-health';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres';
import { migrateToLatest } from './db/migrate';
import { productionStartRefusal } from './deployment/deployment-checks';
import { seedsDemoData, startModeOf } from './deployment/start-mode';
import { seedDemoDataIfEmpty } from './seed/demo-seed';

/**
 * Starts the platform: the database (embedded unless DATABASE_URL is set), migrations, demo data,
 * and the one HTTP server for web and API. Ctrl-C (SIGINT) or SIGTERM stops all of it cleanly.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }

  // Last resort, not the cure: a promise dropped somewhere must not take every player's session
  // down with the process. It is logged as the bug it is.
  process.on('unhandledRejection', (reason) => {
    console.error('unhandled promise rejection (a bug):', reason);
  });

  const health = new DatabaseHealth();
  let embedded: EmbeddedDatabase | undefined;
  let connectionString = config.DATABASE_URL;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.PG_PORT,
      onRestarting: (restarting) => health.embeddedRestarting(restarting),
    });
    connectionString = embedded.connectionString('postgres');
  }

  const pool = createPool(connectionString, 10, health);
  const db = createDb(pool);
  const applied = await migrateToLatest(db);
  const refusal = await productionStartRefusal(config, db);
  if (refusal) {
    console.error(refusal);
    await db.destroy();
    await embedded?.stop();
    process.exit(2);
  }
  if (seedsDemoData(config)) await seedDemoDataIfEmpty(db, startModeOf(config));
  const app = await buildApp({ config, db, connectionString, health });
  if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    embedded?.stopSupervising();
    app.log.info({ signal }, 'stopping');
    // Whatever hangs, the process still ends.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await db.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`\n  Platform ready at http://${shownHost}:${config.PORT}\n`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
