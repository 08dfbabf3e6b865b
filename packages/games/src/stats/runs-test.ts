import { twoSidedCritical } from './normal';

export type RunsResult = { runs: number; expectedRuns: number; above: number; below: number; z: number; pass: boolean };

/**
 * The Wald-Wolfowitz runs test above and below the median: too few runs means values cluster,
 * too many means they alternate. Values equal to the median are left out, as is usual for
 * discrete outcomes. The run count is about normal with mean 2ab/n + 1 and variance
 * 2ab(2ab - n) / (n^2 (n - 1)).
 */
export function runsTest(values: readonly number[], confidence = 0.99): RunsResult {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(mid)] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  let above = 0;
  let below = 0;
  let runs = 0;
  let previous = 0;
  for (const v of values) {
    if (v === median) continue;
    const side = v > median ? 1 : -1;
    if (side === 1) above++;
    else below++;
    if (side !== previous) runs++;
    previous = side;
  }
  const n = above + below;
  const expectedRuns = (2 * above * below) / n + 1;
  const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
  const z = (runs - expectedRuns) / Math.sqrt(variance);
  return { runs, expectedRuns, above, below, z, pass: Math.abs(z) < twoSidedCritical(confidence) };
}
