import { toDecimalAmount } from '@platform/contracts/money-amount';
import { GameRuleError } from '@platform/games/game-rule-error';
import type { BetLimits } from '@platform/games/game-types';
import { ApiError } from '../../http/envelope';

/**
 * Runs an engine's check and turns its refusal into the API's: a stake outside the limits is
 * STAKE_OUT_OF_LIMITS with the limits (decimal strings), a move the round no longer allows is
 * ROUND_CLOSED, any other broken rule VALIDATION_FAILED naming the field and the engine's rule.
 */
export function checkedByRules<T>(check: () => T, context: { field: string; limits?: BetLimits; digits: number }): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof GameRuleError)) throw error;
    switch (error.code) {
      case 'STAKE_OUT_OF_LIMITS': {
        const limits = context.limits;
        throw new ApiError(
          'STAKE_OUT_OF_LIMITS',
          limits && {
            minStake: toDecimalAmount(limits.minStake, context.digits),
            maxStake: toDecimalAmount(limits.maxStake, context.digits),
          },
          error.message,
        );
      }
      case 'ROUND_NOT_PLAYING':
        throw new ApiError('ROUND_CLOSED', null, error.message);
      case 'INVALID_CLIENT_SEED':
        throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.clientSeed', rule: 'client_seed' }] });
      default:
        throw new ApiError(
          'VALIDATION_FAILED',
          { errors: [{ field: context.field, rule: error.code.toLowerCase() }] },
          error.message,
        );
    }
  }
}
