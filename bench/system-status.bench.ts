import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measure } from './support/load';
import { startProcess, stopProcess } from './support/processes';

const TARGET_RATIO = 0.8;

/**
 * Requests per second of GET /wps/system/status through the whole server (merchant resolution,
 * client IP, GeoIP, region rules, zod-validated envelope) against a bare node:http server answering
 * the same bytes, one after the other on this machine. Target: the platform at >= 0.8x the bare server.
 */
export async function benchSystemStatus(): Promise<{ name: string; ok: boolean; lines: string[] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-status-'));
  const platform = await startProcess(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    { PORT: '8491', PG_PORT: '54491', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    'http://127.0.0.1:8491/healthz',
  );
  const bare = await startProcess(
    ['--import', 'tsx', 'bench/bare-http-server.ts'],
    { PORT: '8492' },
    'http://127.0.0.1:8492/',
  );
  try {
    const baseline = await measure('http://127.0.0.1:8492/wps/system/status');
    const ours = await measure('http://127.0.0.1:8491/wps/system/status');
    const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
    const row = (name: string, r: typeof ours) =>
      `  ${name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    return {
      name: 'GET /wps/system/status vs bare node:http',
      ok: ratio >= TARGET_RATIO && ours.errors + ours.non2xx === 0,
      lines: [
        row('bare node:http (baseline)', baseline),
        row('platform server', ours),
        `  ratio ${ratio.toFixed(2)}x (target >= ${TARGET_RATIO}x)`,
      ],
    };
  } finally {
    await stopProcess(bare);
    await stopProcess(platform);
    await rm(dataDir, { recursive: true, force: true });
  }
}
