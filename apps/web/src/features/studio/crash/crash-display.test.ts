import type { CrashState } from '@platform/contracts/crash';
import { crashElapsedFor } from '@platform/games/crash/crash-rules';
import { describe, expect, it } from 'vitest';
import { curvePath, multiplierText, parseCashOut, payoutAt, secondsLeft, shownMultiplier } from './crash-display';

const base: CrashState = {
  roundNumber: 3,
  phase: 'BETTING',
  serverTime: 1_000_000,
  bettingEndsAt: 1_004_001,
  startedAt: null,
  crashedAt: null,
  crashPoint: null,
  gameHash: null,
  previousHash: 'a'.repeat(64),
  recent: [],
  bets: [],
  betCount: 0,
};

describe('crash display', () => {
  it('writes multipliers in whole hundredths', () => {
    expect(multiplierText(100)).toBe('1.00×');
    expect(multiplierText(105)).toBe('1.05×');
    expect(multiplierText(1_000_000)).toBe('10000.00×');
  });

  it('shows 1.00x before the start, the engine multiplier while running and the crash point after', () => {
    expect(shownMultiplier(base, 1_002_000)).toBe(100);
    const running = { ...base, phase: 'RUNNING' as const, startedAt: 2_000_000 };
    expect(shownMultiplier(running, 2_000_000 + crashElapsedFor(250))).toBe(250);
    expect(shownMultiplier(running, 2_000_000 + crashElapsedFor(250) - 1)).toBe(249);
    expect(shownMultiplier({ ...running, phase: 'CRASHED', crashPoint: 731 }, 9_999_999)).toBe(731);
  });

  it('counts the betting window down in whole seconds, rounded up', () => {
    expect(secondsLeft(base, 1_000_000)).toBe(5);
    expect(secondsLeft(base, 1_003_001)).toBe(1);
    expect(secondsLeft(base, 1_004_001)).toBe(0);
    expect(secondsLeft({ ...base, phase: 'RUNNING', startedAt: 1 }, 0)).toBe(0);
  });

  it('reads an auto cash-out as the server takes it, and refuses anything else', () => {
    expect(parseCashOut('2')).toBe(200);
    expect(parseCashOut(' 1.5 ')).toBe(150);
    expect(parseCashOut('1.01')).toBe(101);
    expect(parseCashOut('10000')).toBe(1_000_000);
    for (const text of ['1', '1.00', '1.005', '10000.01', '-2', '2,5', 'x', ''])
      expect(parseCashOut(text), text).toBeNull();
  });

  it('pays as the server does, rounded down to the minor unit', () => {
    expect(payoutAt(1_000n, 150)).toBe(1_500n);
    expect(payoutAt(333n, 101)).toBe(336n);
  });

  it('draws the curve from the bottom left, climbing with time', () => {
    const path = curvePath(5_000);
    expect(path.startsWith('M0.0,300.0')).toBe(true);
    const points = path
      .slice(1)
      .split(' L')
      .map((p) => p.split(',').map(Number) as [number, number]);
    for (let i = 1; i < points.length; i++) {
      expect(points[i]?.[0]).toBeGreaterThan(points[i - 1]?.[0] as number);
      expect(points[i]?.[1]).toBeLessThanOrEqual(points[i - 1]?.[1] as number);
    }
  });
});
