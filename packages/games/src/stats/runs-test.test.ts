import { describe, expect, it } from 'vitest';
import { runsTest } from './runs-test';

describe('the runs test', () => {
  it('flags a sorted sequence: two runs where six are expected', () => {
    // Median 5.5; a = b = 5; mean 2*5*5/10 + 1 = 6; variance 2*25*(50-10)/(100*9) = 20/9.
    const result = runsTest([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result).toMatchObject({ runs: 2, expectedRuns: 6, above: 5, below: 5 });
    expect(result.z).toBeCloseTo(-4 / Math.sqrt(20 / 9), 12);
    expect(result.pass).toBe(false);
  });

  it('flags strict alternation: twenty runs where eleven are expected', () => {
    const alternating = Array.from({ length: 20 }, (_, i) => (i % 2 ? 10 : 0));
    const result = runsTest(alternating);
    expect(result.runs).toBe(20);
    // variance 2*100*(200-20)/(400*19)
    expect(result.z).toBeCloseTo(9 / Math.sqrt(36000 / 7600), 12);
    expect(result.pass).toBe(false);
  });

  it('leaves out values equal to the median and passes an unremarkable sequence', () => {
    const result = runsTest([3, 1, 2, 5, 2, 4, 1, 5, 3, 4, 2, 5, 1]);
    expect(result.above + result.below).toBeLessThan(13);
    expect(result.pass).toBe(true);
  });
});
