import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile, twoSidedCritical } from './normal';

// Reference values from scipy.stats.norm.
describe('the standard normal distribution', () => {
  it('has the textbook CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 9);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 9);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 9);
  });

  it('has the textbook quantiles', () => {
    expect(normalQuantile(0.995)).toBeCloseTo(2.5758293035489004, 8);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 8);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306167813, 8);
    expect(twoSidedCritical(0.99)).toBeCloseTo(2.5758293, 6);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});
