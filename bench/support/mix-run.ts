import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { cpuSecondsOf, machineBusySeconds, treeCpuSeconds } from './cpu-time';

/** The processes whose CPU time a run splits: each server process, nginx (master and worker), PostgreSQL. */
export type Parties = { servers: number[]; nginx: number; postmaster: number };

export type MixRun = {
  rate: number;
  requests: number;
  p50: number;
  p99: number;
  /** Failed connections, timeouts and answers other than 2xx. */
  faults: number;
  /** Status codes other than 200 with their counts, for the report. */
  refusals: string[];
  /** CPU milliseconds per request of each party, and of this process (the load generator). */
  cpuMs: { servers: number[]; nginx: number; database: number; loadGenerator: number };
  /** Cores busy on average over the run: all of the machine, and the parties above with the load generator. */
  machineCores: number;
  ourCores: number;
};

function cpuOf(parties: Parties) {
  const own = process.cpuUsage();
  return {
    servers: parties.servers.map((pid) => cpuSecondsOf(pid) ?? Number.NaN),
    nginx: treeCpuSeconds(parties.nginx),
    database: treeCpuSeconds(parties.postmaster),
    loadGenerator: (own.user + own.system) / 1e6,
    machine: machineBusySeconds(),
  };
}

/**
 * Closed loop at full speed: `connections` keep-alive connections, each sending its next request as
 * soon as the last is answered, for `seconds` after a warm-up; the CPU time each party used meanwhile.
 */
export async function runMix(
  origin: string,
  requests: autocannon.Request[],
  opts: { connections: number; seconds: number; warmUpSeconds: number },
  parties: Parties,
): Promise<MixRun> {
  const options = { url: origin, connections: opts.connections, requests };
  if (opts.warmUpSeconds > 0) await autocannon({ ...options, duration: opts.warmUpSeconds });
  const before = cpuOf(parties);
  const started = performance.now();
  const r = await autocannon({ ...options, duration: opts.seconds });
  const elapsed = (performance.now() - started) / 1000;
  const after = cpuOf(parties);
  const total = r.requests.total;
  const perRequest = (a: number, b: number) => ((a - b) * 1000) / total;
  const used = (key: 'nginx' | 'database' | 'loadGenerator') => after[key] - before[key];
  const serversUsed = after.servers.map((s, i) => s - (before.servers[i] as number));
  const codes = (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return {
    rate: total / elapsed,
    requests: total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    faults: r.errors + r.timeouts + r.non2xx,
    refusals: Object.entries(codes)
      .filter(([code]) => code !== '200')
      .map(([code, { count }]) => `${code} x${count}`),
    cpuMs: {
      servers: after.servers.map((s, i) => perRequest(s, before.servers[i] as number)),
      nginx: perRequest(after.nginx, before.nginx),
      database: perRequest(after.database, before.database),
      loadGenerator: perRequest(after.loadGenerator, before.loadGenerator),
    },
    machineCores: (after.machine - before.machine) / elapsed,
    ourCores:
      (serversUsed.reduce((a, b) => a + b, 0) + used('nginx') + used('database') + used('loadGenerator')) / elapsed,
  };
}
