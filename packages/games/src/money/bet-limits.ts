import { GameRuleError } from '../game-rule-error';
import { type BetLimits, DEFAULT_LIMITS } from '../game-types';

/** Refuses a stake outside the limits; a stake is always at least one minor unit. */
export function checkStake(stake: bigint, limits: BetLimits = DEFAULT_LIMITS): void {
  if (typeof stake !== 'bigint' || stake < 1n || stake < limits.minStake || stake > limits.maxStake)
    throw new GameRuleError(
      'STAKE_OUT_OF_LIMITS',
      `stake ${String(stake)} is outside ${limits.minStake}..${limits.maxStake}`,
    );
}
