export type GameRuleCode =
  | 'STAKE_OUT_OF_LIMITS'
  | 'INVALID_BET'
  | 'INVALID_SEED'
  | 'INVALID_CLIENT_SEED'
  | 'ROUND_NOT_PLAYING'
  | 'ROUND_NOT_FINISHED';

/**
 * A bet or a move the rules refuse. Thrown before anything is drawn, so a refused bet never uses a
 * nonce's outcome; the server maps `code` to its own result codes.
 */
export class GameRuleError extends Error {
  constructor(
    readonly code: GameRuleCode,
    message: string,
  ) {
    super(message);
    this.name = 'GameRuleError';
  }
}
