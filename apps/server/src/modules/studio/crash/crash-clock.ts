/**
 * The crash game's time source. The round loop, bets and cash-outs read the time only through it,
 * so tests drive whole rounds by advancing a fake clock instead of waiting.
 */
export type CrashClock = { now(): number };

export const systemClock: CrashClock = { now: () => Date.now() };
