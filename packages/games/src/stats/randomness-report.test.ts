import { describe, expect, it } from 'vitest';
import { randomnessReport } from './randomness-report';

describe('the randomness report', () => {
  const uniform = new Array(10).fill(0.1);

  it('passes a well-mixed sequence of digits', () => {
    // Digits of a Weyl sequence: equidistributed, without runs or lag-1 memory.
    const digits = Array.from({ length: 2000 }, (_, i) => Math.floor(((i * 0.7548776662466927) % 1) * 10));
    expect(randomnessReport(digits, uniform).chiSquare.pass).toBe(true);
  });

  it('fails each check on the flaw it looks for', () => {
    const sorted = Array.from({ length: 2000 }, (_, i) => Math.floor(i / 200));
    const report = randomnessReport(sorted, uniform);
    // Right counts, wrong order.
    expect(report.chiSquare.pass).toBe(true);
    expect(report.runs.pass).toBe(false);
    expect(report.serial.pass).toBe(false);
    expect(report.pass).toBe(false);
    const lopsided = Array.from({ length: 2000 }, (_, i) => (i % 3 === 0 ? 0 : (i * 7) % 10));
    expect(randomnessReport(lopsided, uniform).chiSquare.pass).toBe(false);
  });
});
