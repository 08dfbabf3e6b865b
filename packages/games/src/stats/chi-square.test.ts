import { describe, expect, it } from 'vitest';
import { chiSquareCdf, chiSquareCriticalValue, chiSquareTest, countCategories } from './chi-square';
import { logGamma } from './gamma';

// Reference values from scipy.stats.chi2.
describe('the chi-square distribution', () => {
  it('has the tabled 99% critical values', () => {
    const table: [number, number][] = [
      [1, 6.6348966010212145],
      [2, 9.21034037197618],
      [5, 15.08627246938899],
      [10, 23.209251158954356],
      [36, 58.61921450168706],
      [99, 134.64161685578915],
    ];
    for (const [df, critical] of table) expect(chiSquareCriticalValue(df, 0.99), `df ${df}`).toBeCloseTo(critical, 5);
  });

  it('has the CDF on both sides of its mean', () => {
    expect(chiSquareCdf(0.5, 3)).toBeCloseTo(0.08110858834532418, 8);
    expect(chiSquareCdf(150, 120)).toBeCloseTo(0.9669265190886953, 8);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 9);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 9);
  });

  it('tests a loaded die: 60 rolls, expected 10 a face', () => {
    const result = chiSquareTest([5, 8, 9, 8, 10, 20], new Array(6).fill(1 / 6));
    expect(result.statistic).toBeCloseTo(13.4, 10);
    expect(result.degreesOfFreedom).toBe(5);
    expect(result.pValue).toBeCloseTo(0.019905220334774376, 6);
    // Suspicious at 95%, not at 99%.
    expect(result.pass).toBe(true);
    expect(chiSquareTest([2, 8, 9, 8, 10, 23], new Array(6).fill(1 / 6)).pass).toBe(false);
  });

  it('pools categories that expect fewer than 5 draws with their neighbours', () => {
    // 100 draws over probabilities .01 .01 .03 .45 .5: the first three pool into one bin of 5.
    const result = chiSquareTest([1, 2, 2, 45, 50], [0.01, 0.01, 0.03, 0.45, 0.5]);
    expect(result.degreesOfFreedom).toBe(2);
    expect(result.statistic).toBeCloseTo(0, 10);
  });

  it('counts categories', () => {
    expect(countCategories([0, 2, 2, 1, 2], 4)).toEqual([1, 1, 3, 0]);
  });
});
