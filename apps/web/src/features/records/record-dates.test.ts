import { describe, expect, it } from 'vitest';
import { canShiftNext, presetOf, presetRange, rangeLength, rangeProblem, shiftRange, todayIn } from './record-dates';

describe('record date ranges', () => {
  it("takes today from the member's time zone, not UTC", () => {
    const lateEveningUtc = new Date('2025-03-15T22:30:00Z');
    expect(todayIn('UTC', lateEveningUtc)).toBe('2025-03-15');
    expect(todayIn('Asia/Dubai', lateEveningUtc)).toBe('2025-03-16');
    expect(todayIn('America/New_York', new Date('2025-03-16T02:00:00Z'))).toBe('2025-03-15');
  });

  it('makes the presets end today and count today among their days', () => {
    expect(presetRange(7, '2025-03-15')).toEqual({ from: '2025-03-09', to: '2025-03-15' });
    expect(presetRange(30, '2025-03-15')).toEqual({ from: '2025-02-14', to: '2025-03-15' });
    expect(rangeLength(presetRange(30, '2025-03-15'))).toBe(30);
  });

  it('shifts by the length of the window across month and year ends', () => {
    expect(shiftRange({ from: '2025-03-09', to: '2025-03-15' }, -1)).toEqual({ from: '2025-03-02', to: '2025-03-08' });
    expect(shiftRange({ from: '2024-12-31', to: '2025-01-29' }, 1)).toEqual({ from: '2025-01-30', to: '2025-02-28' });
    expect(shiftRange({ from: '2024-02-28', to: '2024-03-01' }, -1)).toEqual({ from: '2024-02-25', to: '2024-02-27' });
  });

  it('never lets the next window pass today', () => {
    expect(canShiftNext({ from: '2025-03-09', to: '2025-03-15' }, '2025-03-15')).toBe(false);
    expect(canShiftNext({ from: '2025-03-02', to: '2025-03-08' }, '2025-03-15')).toBe(true);
    expect(canShiftNext({ from: '2025-03-03', to: '2025-03-09' }, '2025-03-15')).toBe(false);
  });

  it('refuses reversed, future and longer-than-31-day ranges', () => {
    expect(rangeProblem({ from: '2025-03-10', to: '2025-03-09' }, '2025-03-15')).toBe('rec_range_order');
    expect(rangeProblem({ from: '2025-03-10', to: '2025-03-16' }, '2025-03-15')).toBe('rec_range_future');
    expect(rangeProblem({ from: '2025-02-11', to: '2025-03-14' }, '2025-03-15')).toBe('rec_range_too_long');
    expect(rangeProblem({ from: '2025-02-13', to: '2025-03-15' }, '2025-03-15')).toBeNull();
  });

  it('recognises a preset only while it ends today', () => {
    expect(presetOf({ from: '2025-03-09', to: '2025-03-15' }, '2025-03-15')).toBe(7);
    expect(presetOf({ from: '2025-03-02', to: '2025-03-08' }, '2025-03-15')).toBeNull();
  });
});
