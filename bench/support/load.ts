import autocannon from 'autocannon';
import { cpuSecondsOf } from './cpu-time';

export type LoadResult = {
  requestsPerSecond: number;
  /** Requests the server answers per second of its own CPU time: its capacity, whatever the load generator costs. */
  requestsPerCpuSecond: number | undefined;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

/** A warm-up, then a measured run of autocannon against one URL, watching the CPU time of the server's process. */
export async function measure(
  url: string,
  serverPid: number | undefined,
  opts: { seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const connections = opts.connections ?? 50;
  await autocannon({ url, connections, duration: 2 });
  const cpuBefore = serverPid === undefined ? undefined : cpuSecondsOf(serverPid);
  const r = await autocannon({ url, connections, duration: opts.seconds ?? 10 });
  const cpuAfter = serverPid === undefined ? undefined : cpuSecondsOf(serverPid);
  const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    requestsPerSecond: r.requests.average,
    requestsPerCpuSecond: cpuSeconds ? r.requests.total / cpuSeconds : undefined,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
