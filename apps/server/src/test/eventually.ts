/**
 * Tests only: asks `probe` every 20 ms until `accept` takes its answer (which it returns), for at
 * most `timeoutMs`. For what other processes, jobs or NOTIFY make true moments later; never a
 * fixed sleep.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
