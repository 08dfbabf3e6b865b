import type { CrashState } from '@platform/contracts/crash';
import { crashMultiplierAt, MAX_CRASH_POINT, MIN_CASH_OUT } from '@platform/games/crash/crash-rules';

/**
 * What the crash page draws, from the round's state and the server's time. Pure, so the page and
 * its tests agree on every figure; the multiplier formula is the engine's (crash-rules.ts).
 */

/** "2.35×" for 235 hundredths: whole hundredths, never through a float. */
export function multiplierText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}×`;
}

/** The multiplier the round shows at `serverNow`: 1.00x before it starts, its crash point after. */
export function shownMultiplier(state: CrashState, serverNow: number): number {
  if (state.phase === 'CRASHED') return state.crashPoint ?? 100;
  if (state.phase === 'BETTING' || state.startedAt === null) return 100;
  return crashMultiplierAt(serverNow - state.startedAt);
}

/** Whole seconds left to bet (rounded up, so "0" only when the window has closed). */
export function secondsLeft(state: CrashState, serverNow: number): number {
  if (state.phase !== 'BETTING') return 0;
  return Math.max(0, Math.ceil((state.bettingEndsAt - serverNow) / 1000));
}

/**
 * A typed auto cash-out ("2", "1.5", "10.25") as hundredths, or null when it is not a multiplier
 * the server takes (1.01x to the max win, at most two decimals).
 */
export function parseCashOut(text: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= MIN_CASH_OUT && hundredths <= MAX_CRASH_POINT ? hundredths : null;
}

/** What a stake pays at a multiplier: rounded down to the minor unit, as the server pays. */
export function payoutAt(stake: bigint, hundredths: number): bigint {
  return (stake * BigInt(hundredths)) / 100n;
}

/** Width and height of the chart's drawing, in its own units (the SVG scales it). */
export const CHART = { width: 600, height: 300 } as const;
const SAMPLES = 48;

/**
 * The curve's SVG path from the start to `elapsedMs`: time on the inline axis (at least 10 s wide,
 * so a young round does not fill the chart at once), the multiplier upwards (at least up to 2x).
 */
export function curvePath(elapsedMs: number): string {
  const span = Math.max(10_000, elapsedMs);
  const top = Math.max(200, crashMultiplierAt(elapsedMs) * 1.15);
  const points: string[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const t = (elapsedMs * i) / SAMPLES;
    const x = (t / span) * CHART.width;
    const y = CHART.height - ((crashMultiplierAt(t) - 100) / (top - 100)) * CHART.height;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}
