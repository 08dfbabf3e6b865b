import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LoadResult, measure } from './support/load';
import { startProcess, stopProcess } from './support/processes';

const TARGET_RATIO = 0.8;
const ROUNDS = 3;

function median(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as LoadResult;
}

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
  const fastify = await startProcess(
    ['--import', 'tsx', 'bench/bare-fastify-server.ts'],
    { PORT: '8493' },
    'http://127.0.0.1:8493/wps/system/status',
  );
  try {
    // This machine's neighbours make single runs swing by ±10%: alternate the servers over
    // several rounds and compare medians, so both see the same conditions.
    const baselineRuns: LoadResult[] = [];
    const fastifyRuns: LoadResult[] = [];
    const ourRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baselineRuns.push(await measure('http://127.0.0.1:8492/wps/system/status', { seconds: 5 }));
      fastifyRuns.push(await measure('http://127.0.0.1:8493/wps/system/status', { seconds: 5 }));
      ourRuns.push(await measure('http://127.0.0.1:8491/wps/system/status', { seconds: 5 }));
    }
    const baseline = median(baselineRuns);
    const bareFastify = median(fastifyRuns);
    const ours = median(ourRuns);
    const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
    const errors = ourRuns.reduce((n, r) => n + r.errors + r.non2xx, 0);
    const row = (name: string, r: LoadResult) =>
      `  ${name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms`;
    return {
      name: 'GET /wps/system/status vs bare node:http',
      ok: ratio >= TARGET_RATIO && errors === 0,
      lines: [
        row('bare node:http (baseline)', baseline),
        row('bare Fastify (reference)', bareFastify),
        row('platform server', ours),
        `  bare Fastify at ${(bareFastify.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x: the framework's own ceiling here`,
        `  ratio ${ratio.toFixed(2)}x (target >= ${TARGET_RATIO}x), median of ${ROUNDS} alternating rounds, errors ${errors}`,
      ],
    };
  } finally {
    await stopProcess(bare);
    await stopProcess(fastify);
    await stopProcess(platform);
    await rm(dataDir, { recursive: true, force: true });
  }
}
