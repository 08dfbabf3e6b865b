import { twoSidedCritical } from './normal';

export type SerialCorrelationResult = { coefficient: number; expected: number; z: number; pass: boolean };

/**
 * Knuth's serial correlation test (TAOCP vol. 2, 3.3.2 K): the lag-1 correlation of U0..Un-1
 * with U1..Un-1,U0. For independent values it has mean -1/(n-1) and standard deviation
 * sqrt(n(n-3)/(n+1)) / (n-1), and is about normal for large n.
 */
export function serialCorrelationTest(values: readonly number[], confidence = 0.99): SerialCorrelationResult {
  const n = values.length;
  if (n < 4) throw new RangeError('serial correlation needs at least 4 values');
  // Centre first: the textbook formula subtracts large squared sums that lose digits otherwise.
  const mean = values.reduce((a, b) => a + b, 0) / n;
  let lagged = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const u = (values[i] as number) - mean;
    lagged += u * ((values[(i + 1) % n] as number) - mean);
    squares += u * u;
  }
  const coefficient = lagged / squares;
  const expected = -1 / (n - 1);
  const deviation = Math.sqrt((n * (n - 3)) / (n + 1)) / (n - 1);
  const z = (coefficient - expected) / deviation;
  return { coefficient, expected, z, pass: Math.abs(z) < twoSidedCritical(confidence) };
}
