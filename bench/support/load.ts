import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

/** A warm-up, then a measured run of autocannon against one URL. */
export async function measure(url: string, opts: { seconds?: number; connections?: number } = {}): Promise<LoadResult> {
  const connections = opts.connections ?? 50;
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration: opts.seconds ?? 10 });
  return {
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
