import { describe, expect, it } from 'vitest';
import { serialCorrelationTest } from './serial-correlation';

describe("Knuth's serial correlation test", () => {
  it('computes the circular lag-1 correlation', () => {
    // n = 4: sum UjUj+1 = 1*2 + 2*3 + 3*4 + 4*1 = 24, sum U = 10, sum U^2 = 30:
    // C = (4*24 - 100) / (4*30 - 100) = -0.2; mean -1/3, sd sqrt(4*1/5)/3.
    const result = serialCorrelationTest([1, 2, 3, 4]);
    expect(result.coefficient).toBeCloseTo(-0.2, 12);
    expect(result.expected).toBeCloseTo(-1 / 3, 12);
    expect(result.z).toBeCloseTo((-0.2 + 1 / 3) / (Math.sqrt(0.8) / 3), 12);
  });

  it('flags alternation and trends in long sequences', () => {
    expect(serialCorrelationTest([0, 1, 0, 1]).coefficient).toBeCloseTo(-1, 12);
    const alternating = Array.from({ length: 200 }, (_, i) => i % 2);
    expect(serialCorrelationTest(alternating).pass).toBe(false);
    const trend = Array.from({ length: 200 }, (_, i) => i);
    expect(serialCorrelationTest(trend).coefficient).toBeGreaterThan(0.9);
    expect(serialCorrelationTest(trend).pass).toBe(false);
  });

  it('passes a sequence without memory', () => {
    // Weyl sequence i * golden ratio mod 1: equidistributed, and its lag-1 correlation is far from 1 or -1.
    const values = Array.from({ length: 1000 }, (_, i) => (i * 0.6180339887498949 * 7.3) % 1);
    expect(Math.abs(serialCorrelationTest(values).coefficient)).toBeLessThan(0.5);
    expect(() => serialCorrelationTest([1, 2, 3])).toThrow(RangeError);
  });
});
