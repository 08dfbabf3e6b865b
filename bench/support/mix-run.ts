import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { cpuSecondsOf, machineBusySeconds, treeCpuSeconds } from './cpu-time';

/** The processes whose CPU time a run splits: each server process, nginx (master and worker), PostgreSQL. */
export type Parties = { servers: number[]; nginx: number; postmaster: number };

/** CPU seconds of each party (and of this process, the load generator, and of the whole machine). */
type Cpu = { servers: number[]; nginx: number; database: number; loadGenerator: number; machine: number };

/** One measured stretch of closed-loop load: what was answered, and the CPU each party used meanwhile. */
export type Slice = {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  faults: number;
  codes: Map<string, number>;
  cpu: Cpu;
};

export type MixRun = {
  rate: number;
  requests: number;
  /** The median slice's p50 and the worst slice's p99, in ms. */
  p50: number;
  p99: number;
  /** Failed connections, timeouts and answers other than 2xx. */
  faults: number;
  /** Status codes other than 200 with their counts, for the report. */
  refusals: string[];
  /** CPU milliseconds per request of each party, and of this process (the load generator). */
  cpuMs: { servers: number[]; nginx: number; database: number; loadGenerator: number };
  /** Cores busy on average: all of the machine, and the parties above with the load generator. */
  machineCores: number;
  ourCores: number;
};

function cpuOf(parties: Parties): Cpu {
  const own = process.cpuUsage();
  return {
    servers: parties.servers.map((pid) => cpuSecondsOf(pid) ?? Number.NaN),
    nginx: treeCpuSeconds(parties.nginx),
    database: treeCpuSeconds(parties.postmaster),
    loadGenerator: (own.user + own.system) / 1e6,
    machine: machineBusySeconds(),
  };
}

export type MixOptions = { origin: string; requests: autocannon.Request[]; connections: number };

/** Closed loop at full speed for `seconds`: each connection sends its next request as soon as the last is answered. */
export function warmUp(opts: MixOptions, seconds: number): Promise<unknown> {
  return autocannon({ url: opts.origin, connections: opts.connections, requests: opts.requests, duration: seconds });
}

/** As warmUp, measured: the answers, and the CPU time each party used meanwhile. */
export async function measureSlice(opts: MixOptions, seconds: number, parties: Parties): Promise<Slice> {
  const before = cpuOf(parties);
  const started = performance.now();
  const r = await autocannon({
    url: opts.origin,
    connections: opts.connections,
    requests: opts.requests,
    duration: seconds,
  });
  const elapsed = (performance.now() - started) / 1000;
  const after = cpuOf(parties);
  const codes = (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return {
    requests: r.requests.total,
    seconds: elapsed,
    p50: r.latency.p50,
    p99: r.latency.p99,
    faults: r.errors + r.timeouts + r.non2xx,
    codes: new Map(Object.entries(codes).map(([code, { count }]) => [code, count])),
    cpu: {
      servers: after.servers.map((s, i) => s - (before.servers[i] as number)),
      nginx: after.nginx - before.nginx,
      database: after.database - before.database,
      loadGenerator: after.loadGenerator - before.loadGenerator,
      machine: after.machine - before.machine,
    },
  };
}

/** Slices of one setup taken together: their rate, latencies, and CPU per request. */
export function combine(slices: Slice[]): MixRun {
  const sum = (f: (s: Slice) => number) => slices.reduce((total, s) => total + f(s), 0);
  const requests = sum((s) => s.requests);
  const seconds = sum((s) => s.seconds);
  const perRequest = (cpuSeconds: number) => (cpuSeconds * 1000) / requests;
  const servers = (slices[0]?.cpu.servers ?? []).map((_, i) => sum((s) => s.cpu.servers[i] as number));
  const codes = new Map<string, number>();
  for (const s of slices) for (const [code, n] of s.codes) codes.set(code, (codes.get(code) ?? 0) + n);
  const ours = servers.reduce((a, b) => a + b, 0) + sum((s) => s.cpu.nginx + s.cpu.database + s.cpu.loadGenerator);
  const p50s = slices.map((s) => s.p50).sort((a, b) => a - b);
  return {
    rate: requests / seconds,
    requests,
    p50: p50s[Math.floor(p50s.length / 2)] ?? Number.NaN,
    p99: Math.max(...slices.map((s) => s.p99)),
    faults: sum((s) => s.faults),
    refusals: [...codes].filter(([code]) => code !== '200').map(([code, n]) => `${code} x${n}`),
    cpuMs: {
      servers: servers.map(perRequest),
      nginx: perRequest(sum((s) => s.cpu.nginx)),
      database: perRequest(sum((s) => s.cpu.database)),
      loadGenerator: perRequest(sum((s) => s.cpu.loadGenerator)),
    },
    machineCores: sum((s) => s.cpu.machine) / seconds,
    ourCores: ours / seconds,
  };
}
