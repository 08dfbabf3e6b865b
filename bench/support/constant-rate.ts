import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Open-loop load at a constant rate: one job starts every 1000/jobsPerSecond ms on a fixed
 * schedule, whatever the earlier jobs are doing.
 *
 * Why not autocannon's `overallRate`: it lets each connection send its whole second's quota back
 * to back when the second starts, then idle. At 200 requests/s over 20 connections that is a
 * burst of 200 requests every second, and the figures measure the burst, not the rate.
 *
 * A job is a short conversation (a vendor's debit, then the credit of that round). Its first
 * request is timed from when the schedule said to start it, so a late start (the generator
 * behind, every connection busy) counts against the server as a real client would see it
 * (no coordinated omission); each later request from when it was sent.
 */

export type OutgoingRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
export type Answer = { status: number; body: string };
export type Send = (request: OutgoingRequest) => Promise<Answer>;

export type ConstantRateRun = {
  /** Requests answered per second over the run. */
  rate: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 200 and failed connections. */
  faults: number;
  /** The first few faults, for the report. */
  faultSamples: string[];
};

/** The q-quantile (0..1) of ascending `sorted`, ms with one decimal. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
  return Math.round(value * 10) / 10;
}

function exchange(agent: http.Agent, origin: URL, request: OutgoingRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

export async function runAtConstantRate(opts: {
  origin: string;
  jobsPerSecond: number;
  seconds: number;
  /** Keep-alive connections at most; a job finding them all busy waits for one (and that wait is timed). */
  connections: number;
  /** Job k: its requests through `send`, in order. */
  job: (k: number, send: Send) => Promise<void>;
}): Promise<ConstantRateRun> {
  const origin = new URL(opts.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  const faultSamples: string[] = [];
  let faults = 0;
  const fault = (text: string) => {
    faults++;
    if (faultSamples.length < 5) faultSamples.push(text.slice(0, 200));
  };

  const runJob = async (k: number, scheduledAt: number) => {
    let timedFrom: number | undefined = scheduledAt;
    const send: Send = async (request) => {
      const from = timedFrom ?? performance.now();
      timedFrom = undefined;
      const answer = await exchange(agent, origin, request);
      latencies.push(performance.now() - from);
      if (answer.status !== 200) fault(`${answer.status} ${answer.body}`);
      return answer;
    };
    try {
      await opts.job(k, send);
    } catch (error) {
      fault(String(error));
    }
  };

  const interval = 1000 / opts.jobsPerSecond;
  const total = Math.round(opts.seconds * opts.jobsPerSecond);
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let k = 0; k < total; ) {
    const now = performance.now();
    // Every job due by now starts now (after a late timer, the schedule is caught up, not shifted).
    while (k < total && started + k * interval <= now) {
      running.push(runJob(k, started + k * interval));
      k++;
    }
    if (k < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + k * interval - now)));
  }
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / elapsed,
    requests: latencies.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: quantile(latencies, 1),
    faults,
    faultSamples,
  };
}
