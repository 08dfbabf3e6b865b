import { type ChiSquareResult, chiSquareTest, countCategories } from './chi-square';
import { type RunsResult, runsTest } from './runs-test';
import { type SerialCorrelationResult, serialCorrelationTest } from './serial-correlation';

export type RandomnessReport = {
  chiSquare: ChiSquareResult;
  runs: RunsResult;
  serial: SerialCorrelationResult;
  pass: boolean;
};

/**
 * The three checks every game's drawn outcomes must pass: their distribution (chi-square over
 * the categories `categoryOf` maps each value to, against `probabilities`), and their order (runs
 * above and below the median, lag-1 serial correlation) on the values themselves.
 */
export function randomnessReport(
  values: readonly number[],
  probabilities: readonly number[],
  categoryOf: (value: number, index: number) => number = (value) => value,
  confidence = 0.99,
): RandomnessReport {
  const chiSquare = chiSquareTest(
    countCategories(values.map(categoryOf), probabilities.length),
    probabilities,
    confidence,
  );
  const runs = runsTest(values, confidence);
  const serial = serialCorrelationTest(values, confidence);
  return { chiSquare, runs, serial, pass: chiSquare.pass && runs.pass && serial.pass };
}
