import { fairSource } from '../fair/fair-source';
import { uniform52 } from '../fair/random-source';
import type { Fairness, SettleOptions } from '../game-types';
import { checkStake } from '../money/bet-limits';
import {
  CRASH_GAME,
  type CrashOutcome,
  type CrashParams,
  checkCashOut,
  crashBetOutcome,
  crashPointFromUniform,
} from './crash-rules';

/**
 * A crash round's fairness: its server seed is the round's hash from the hash chain
 * (fair/hash-chain.ts), its client seed the salt published after the chain's commitment (so the
 * house could not have picked a chain to suit it), its nonce the round number.
 */
export function crashRoundFairness(gameHash: string, salt: string, roundNumber: number): Fairness {
  return { serverSeed: gameHash, clientSeed: salt, nonce: roundNumber };
}

/** The round's crash point in hundredths, from a uniform 52-bit integer of its first two words. */
export function crashPoint(fairness: Fairness): number {
  return crashPointFromUniform(uniform52(fairSource(fairness)));
}

/** One player's bet in a round. */
export function settleCrash(params: CrashParams, fairness: Fairness, options: SettleOptions = {}): CrashOutcome {
  checkCashOut(params.cashOutAt);
  checkStake(params.stake, options.limits ?? CRASH_GAME.defaultLimits);
  return crashBetOutcome(crashPoint(fairness), params);
}
