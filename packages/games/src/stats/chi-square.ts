import { regularizedGammaP } from './gamma';

export function chiSquareCdf(x: number, degreesOfFreedom: number): number {
  return regularizedGammaP(degreesOfFreedom / 2, x / 2);
}

/** The statistic below which a goodness-of-fit test passes at `confidence`, by bisection on the CDF. */
export function chiSquareCriticalValue(degreesOfFreedom: number, confidence = 0.99): number {
  let low = 0;
  let high = degreesOfFreedom + 20 * Math.sqrt(2 * degreesOfFreedom) + 50;
  while (high - low > 1e-10 * high) {
    const mid = (low + high) / 2;
    if (chiSquareCdf(mid, degreesOfFreedom) < confidence) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

export type ChiSquareResult = {
  statistic: number;
  degreesOfFreedom: number;
  critical: number;
  pValue: number;
  pass: boolean;
};

/**
 * Pearson's goodness-of-fit of category counts to their probabilities. Neighbouring categories
 * are pooled until each expects at least 5 draws (the usual condition for the chi-square
 * approximation), which matters for the rare edge slots of plinko and the long tail of crash.
 */
export function chiSquareTest(
  observed: readonly number[],
  probabilities: readonly number[],
  confidence = 0.99,
): ChiSquareResult {
  if (observed.length !== probabilities.length) throw new RangeError('one probability per category');
  const total = observed.reduce((a, b) => a + b, 0);
  const pooled: { observed: number; expected: number }[] = [];
  let current = { observed: 0, expected: 0 };
  observed.forEach((count, i) => {
    current.observed += count;
    current.expected += total * (probabilities[i] as number);
    if (current.expected >= 5) {
      pooled.push(current);
      current = { observed: 0, expected: 0 };
    }
  });
  const last = pooled.at(-1);
  if (current.expected > 0 || current.observed > 0) {
    if (last) {
      last.observed += current.observed;
      last.expected += current.expected;
    } else pooled.push(current);
  }
  const statistic = pooled.reduce((sum, bin) => sum + (bin.observed - bin.expected) ** 2 / bin.expected, 0);
  const degreesOfFreedom = pooled.length - 1;
  if (degreesOfFreedom < 1) throw new RangeError('too few draws for a chi-square test');
  const critical = chiSquareCriticalValue(degreesOfFreedom, confidence);
  return {
    statistic,
    degreesOfFreedom,
    critical,
    pValue: 1 - chiSquareCdf(statistic, degreesOfFreedom),
    pass: statistic < critical,
  };
}

/** Counts of each category 0..categories-1. */
export function countCategories(values: readonly number[], categories: number): number[] {
  const counts = new Array<number>(categories).fill(0);
  for (const v of values) counts[v] = (counts[v] as number) + 1;
  return counts;
}
