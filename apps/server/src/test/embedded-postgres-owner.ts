// Tests only: a stand-in server process that starts the embedded PostgreSQL on a folder and keeps
// running, so a test can kill it with SIGKILL and leave its PostgreSQL orphaned as a real crash does.
import { startEmbeddedPostgres } from '../db/embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
await startEmbeddedPostgres({ dataDir: String(dataDir), port: Number(port) });
console.log('embedded postgres ready');
setInterval(() => undefined, 60_000);
