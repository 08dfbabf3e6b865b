import type { JobQueue, JobRunner } from './job-runner';

/**
 * Starts this process's worker for a job that repeats every `intervalSeconds`. Each run first books
 * the next one under the queue's name as its key (a 'short' queue keeps one waiting job per key,
 * whichever process books it), so a run that fails or is killed never ends the chain and only one
 * waits at a time. Every process books one at start; with `runAtStart` that first run is due now,
 * under a key of its own, so that a run left waiting by an earlier process does not hold it back.
 */
export async function startRepeatingJob(
  jobs: JobRunner,
  queue: JobQueue<Record<string, never>>,
  options: { intervalSeconds: number; runAtStart?: boolean },
  run: () => Promise<void>,
): Promise<void> {
  const next = () =>
    jobs.send(
      queue,
      {},
      { startAfter: new Date(Date.now() + options.intervalSeconds * 1000), singletonKey: queue.name },
    );
  await jobs.queue(queue, async () => {
    await next();
    await run();
  });
  if (options.runAtStart) await jobs.send(queue, {}, { singletonKey: `${queue.name}:start` });
  else await next();
}
