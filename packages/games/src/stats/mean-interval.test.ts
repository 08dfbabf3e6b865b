import { describe, expect, it } from 'vitest';
import { MeanAccumulator } from './mean-interval';

describe('the running mean and its confidence interval', () => {
  it('matches the textbook mean and sample variance', () => {
    const accumulator = new MeanAccumulator();
    for (const x of [2, 4, 4, 4, 5, 5, 7, 9]) accumulator.add(x);
    expect(accumulator.mean).toBe(5);
    expect(accumulator.variance()).toBeCloseTo(32 / 7, 12);
    const interval = accumulator.interval(0.99);
    const half = 2.5758293035489004 * Math.sqrt(32 / 7 / 8);
    expect(interval.low).toBeCloseTo(5 - half, 6);
    expect(interval.high).toBeCloseTo(5 + half, 6);
  });

  it('stays exact for large constant offsets', () => {
    const accumulator = new MeanAccumulator();
    for (let i = 0; i < 1000; i++) accumulator.add(1e9 + (i % 2));
    expect(accumulator.mean).toBeCloseTo(1e9 + 0.5, 6);
    expect(accumulator.variance()).toBeCloseTo(0.25 * (1000 / 999), 6);
  });
});
