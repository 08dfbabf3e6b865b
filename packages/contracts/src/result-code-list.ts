// The result codes without their zod schema (result-code.ts adds that and re-exports all of this):
// the web's first screen imports from here, so zod stays off its first download (decision 0019).

/**
 * Every API response carries one of these codes. The web translates the code (key `code_<CODE>`);
 * the server never sends user-facing prose. Later features add their codes here, in one place.
 */
export const RESULT_CODES = [
  'OK',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'REGION_RESTRICTED',
  'MAINTENANCE',
  'MERCHANT_NOT_FOUND',
  'SERVICE_UNAVAILABLE',
  /** The platform's database cannot be reached right now: try again in a moment. */
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Accounts and sessions
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'MOBILE_TAKEN',
  'INVALID_AFFILIATE_CODE',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'VERIFICATION_CODE_INVALID',
  'VERIFICATION_CODE_EXPIRED',
  'VERIFICATION_CODE_TRIES_EXCEEDED',
  'SMS_RESEND_TOO_SOON',
  'BAD_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'NON_MEMBER_ACCOUNT',
  'NOT_AN_AGENT',
  'TRIAL_NOT_ALLOWED',
  'LOGIN_REQUIRED',
  'SESSION_EXPIRED',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_INVALID',
  'PASSWORD_CHANGE_REQUIRED',
  'OLD_PASSWORD_INCORRECT',
  'PASSWORD_REUSED',
  'PASSWORD_MISMATCH',
  'ACCOUNT_NOT_FOUND',
  'MOBILE_NOT_REGISTERED',
  'EMAIL_NOT_MATCHING',
  'FEATURE_DISABLED',
  'SEALED_BODY_REQUIRED',
  'SEALED_BODY_INVALID',
  'SEALED_BODY_STALE',
  'SEALED_BODY_REPLAYED',
  'FREE_PLAY_DISABLED',
  'MOBILE_NOT_BOUND',
  'HUMAN_CHECK_REQUIRED',
  'HUMAN_CHECK_FAILED',
  // Money
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'AMOUNT_BELOW_MINIMUM',
  'AMOUNT_ABOVE_MAXIMUM',
  'CHANNEL_UNAVAILABLE',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_INCORRECT',
  'PAYMENT_PASSWORD_LOCKED',
  'BANK_ACCOUNT_LIMIT',
  'BANK_ACCOUNT_NOT_FOUND',
  'WITHDRAW_DAILY_LIMIT',
  'TURNOVER_NOT_MET',
  'ORDER_NOT_FOUND',
  'ORDER_STATE_CONFLICT',
  'NOT_IN_LINE',
  'NO_UPLINE',
  'VENDOR_NOT_FOUND',
  'VENDOR_MAINTENANCE',
  'SINGLE_WALLET',
  'SIGNATURE_INVALID',
  'PROOF_IMAGE_INVALID',
  'DATE_RANGE_INVALID',
  'GAME_NOT_FOUND',
  'GAME_MAINTENANCE',
  /** Free trial asked for a game that offers none (supportPlay 1). */
  'TRIAL_NOT_OFFERED',
  'FAVORITE_LIMIT',
  // Vendor wallet
  /** A launch token unknown, already used or older than 5 minutes. */
  'LAUNCH_TOKEN_INVALID',
  /** A debit whose transactionId was rolled back before it arrived (a tombstone). */
  'TRANSACTION_ROLLED_BACK',
  /** A rollback of a debit whose round was already credited. */
  'ROUND_SETTLED',
  /** A debit or credit for a round already COMPLETED or CANCELLED. */
  'ROUND_CLOSED',
  /** A credit for a round that never had a debit. */
  'ROUND_NOT_FOUND',
  /** An amount in a currency other than the merchant's. */
  'CURRENCY_MISMATCH',
  /** A transfer-wallet vendor refused a transfer; the money is back where it came from. */
  'VENDOR_TRANSFER_FAILED',
  // Crash game
  /** A crash bet outside its round's betting window. */
  'BETTING_CLOSED',
  /** A second crash bet of one member in one round. */
  'BET_ALREADY_PLACED',
  /** A crash cash-out before the round runs, after it crashed, or of a bet already settled. */
  'CASH_OUT_CLOSED',
  // In-house studio
  /** A studio call with a launch that is unknown, someone else's or expired: reopen the game. */
  'LAUNCH_EXPIRED',
  /** A stake outside the game's limits for this brand; value {minStake, maxStake}. */
  'STAKE_OUT_OF_LIMITS',
  /** A seed rotation while a mines round played with the pair is still open (it would reveal the mines). */
  'ROUND_IN_PROGRESS',
  // Back office
  /** A staff login or call from an address outside the staff account's allow-list. */
  'IP_NOT_ALLOWED',
  /** The step between a staff member's password and second factor has expired or was used: log in again. */
  'LOGIN_CHALLENGE_EXPIRED',
  /** A staff member deciding their own request: a second person must (four eyes). */
  'FOUR_EYES_REQUIRED',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];
