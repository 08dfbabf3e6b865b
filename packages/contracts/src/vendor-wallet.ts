import { z } from 'zod';
import { decimalAmountSchema } from './money-amount';

/**
 * The vendor wallet protocol (docs/vendor-wallet-protocol.md): how a game vendor and the
 * platform move a member's money. Both sides code against these schemas; each side implements the
 * signing itself (as with any third party, we share no crypto code with a vendor), from the one
 * canonical string `signedPayload` below.
 *
 * Two wallet modes, chosen per merchant and vendor in `game_vendor_integration`:
 * - SEAMLESS: the member's money stays in our main wallet; the vendor calls our callbacks
 *   (authenticate, balance, debit, credit, rollback) for every bet and win.
 * - TRANSFER: the member moves money into a sub-wallet held at the vendor (GCS_walletTransfer); our
 *   server calls the vendor's API (transfer, transfer-status, balance).
 */
export const VENDOR_WALLET_MODES = ['SEAMLESS', 'TRANSFER'] as const;
export const vendorWalletModeSchema = z.enum(VENDOR_WALLET_MODES);
export type VendorWalletMode = z.infer<typeof vendorWalletModeSchema>;

// --- Limits ----------------------------------------------------------------------------------------

export const VENDOR_WALLET_LIMITS = {
  /** A shared secret shorter than this is refused at registration. */
  secretMinLength: 32,
  /** A signed request whose timestamp is further than this from our clock is refused. */
  timestampToleranceSeconds: 300,
  /** Callback bodies beyond this many bytes are refused (413). */
  maxBodyBytes: 16 * 1024,
  /** A launch token is valid this long, and only once. */
  launchTokenTtlSeconds: 300,
  /** transactionId, rollbackOf, roundId, transferId: vendor-chosen ids. */
  idMaxLength: 64,
  gameCodeMaxLength: 64,
  /** Our ids (launch token, sessionId, playerId) are at most this long. */
  tokenMaxLength: 128,
  /** A round left OPEN longer than this is cancelled and its debits refunded (configurable). */
  defaultRoundTimeoutHours: 24,
  /** Our server waits this long for a vendor's answer in TRANSFER mode; then the outcome is UNKNOWN. */
  transferRequestTimeoutMs: 10_000,
} as const;

/** A vendor code: the catalogue's vassalage code ('SPX', 'TCG_SEA'). */
export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'vendor code');

/** Ids a vendor chooses: printable, no spaces, so they log and compare safely. */
const vendorIdSchema = z
  .string()
  .min(1)
  .max(VENDOR_WALLET_LIMITS.idMaxLength)
  .regex(/^[A-Za-z0-9._:-]+$/, 'id');
const ourTokenSchema = z.string().min(16).max(VENDOR_WALLET_LIMITS.tokenMaxLength);
const gameCodeSchema = z.string().min(1).max(VENDOR_WALLET_LIMITS.gameCodeMaxLength);
/** ISO 4217 code; the merchant's one currency (any other is refused with CURRENCY_MISMATCH). */
const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'currency');

// --- Signing (both directions) ---------------------------------------------------------------------

export const VENDOR_HEADERS = {
  /** The calling vendor's code; for our calls to a vendor, the vendor's code too (whose key signs). */
  vendor: 'x-vendor-code',
  /** Unix seconds, decimal. */
  timestamp: 'x-vendor-timestamp',
  /** Lower-case hex HMAC-SHA256(secret, signedPayload(timestamp, path, rawBody)). */
  signature: 'x-vendor-signature',
} as const;

/**
 * The exact string both sides sign: `${timestamp}.${path}.${rawBody}` where path is the request's
 * path without query ('/wps/vendor-wallet/SPX/debit', or the vendor's own path such as
 * '/api/transfer') and rawBody the exact bytes sent (UTF-8 JSON). Binding the path stops a signed
 * debit from being replayed as a credit; the timestamp bounds replays to the tolerance window, and
 * within it every call is idempotent anyway.
 */
export function signedPayload(timestamp: string, path: string, rawBody: string): string {
  return `${timestamp}.${path}.${rawBody}`;
}

// --- Launch ----------------------------------------------------------------------------------------

/**
 * The query parameters of a launch URL: `${launch_url}?token=..&game=..&lang=..&currency=..&trial=0`.
 * The vendor's game page sends `token` to authenticate (server to server) before play.
 */
export const VENDOR_LAUNCH_PARAMS = {
  token: 'token',
  game: 'game',
  lang: 'lang',
  currency: 'currency',
  trial: 'trial',
} as const;

export const vendorLaunchQuerySchema = z.object({
  token: ourTokenSchema,
  game: gameCodeSchema,
  lang: z.enum(['ar', 'en']),
  currency: currencySchema,
  /** '1': a free trial with the vendor's own play money; the wallet must not be called. */
  trial: z.enum(['0', '1']),
});
export type VendorLaunchQuery = z.infer<typeof vendorLaunchQuerySchema>;

// --- Seamless callbacks: the vendor calls us (POST, JSON, signed) ----------------------------------
//
// Refusals (envelope success false; HTTP status from result-code.ts):
// - any call: VENDOR_NOT_FOUND (no enabled integration for the vendor at this brand), SIGNATURE_INVALID
//   (missing, wrong, stale header or x-vendor-code not the path's vendor), VALIDATION_FAILED (body),
//   PAYLOAD_TOO_LARGE, FORBIDDEN (balance/debit/credit/rollback of a vendor in TRANSFER mode).
// - authenticate: LAUNCH_TOKEN_INVALID (unknown, used, expired, or issued for another vendor).
// - balance, debit, credit, rollback: UNAUTHORIZED (unknown sessionId, or playerId not the
//   session's), TRIAL_NOT_ALLOWED (a trial session: the wallet is never called in trial play).
// - balance, debit: SESSION_EXPIRED (credit and rollback still work on an expired session).
// - debit: INSUFFICIENT_FUNDS (value {balance}), ACCOUNT_LOCKED, TRANSACTION_ROLLED_BACK (its id was
//   rolled back before it came), ROUND_CLOSED, CURRENCY_MISMATCH, IDEMPOTENCY_CONFLICT.
// - credit: ROUND_NOT_FOUND (no debit in that round), ROUND_CLOSED, CURRENCY_MISMATCH, IDEMPOTENCY_CONFLICT.
// - rollback: ROUND_SETTLED (the round was credited), IDEMPOTENCY_CONFLICT, VALIDATION_FAILED
//   (rollbackOf names a credit or rollback, or another round).

/** authenticate: exchanges the one-time launch token for a wallet session. */
export const vendorAuthenticateBodySchema = z.object({ launchToken: ourTokenSchema });
export type VendorAuthenticateBody = z.infer<typeof vendorAuthenticateBodySchema>;
export const vendorAuthenticateValueSchema = z.object({
  /** Sent on every later call; expires after the member's idle time without calls. */
  sessionId: z.string(),
  /** Opaque and stable per member and vendor (never the login name). */
  playerId: z.string(),
  currency: z.string(),
  language: z.enum(['ar', 'en']),
  gameCode: z.string(),
  trial: z.boolean(),
  /** The member's main-wallet balance ("0.00" for a trial session). */
  balance: z.string(),
});
export type VendorAuthenticateValue = z.infer<typeof vendorAuthenticateValueSchema>;

const sessionFields = { sessionId: ourTokenSchema, playerId: ourTokenSchema };

export const vendorBalanceBodySchema = z.object(sessionFields);
export type VendorBalanceBody = z.infer<typeof vendorBalanceBodySchema>;
export const vendorBalanceValueSchema = z.object({ balance: z.string(), currency: z.string() });
export type VendorBalanceValue = z.infer<typeof vendorBalanceValueSchema>;

/** A bet: takes `amount` (> 0) from the member. One round may hold several debits. */
export const vendorDebitBodySchema = z.object({
  ...sessionFields,
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: gameCodeSchema,
  amount: decimalAmountSchema,
  /** Optional; when sent it must be the session's currency (else CURRENCY_MISMATCH). */
  currency: currencySchema.optional(),
});
export type VendorDebitBody = z.infer<typeof vendorDebitBodySchema>;

/** A win: pays `amount` ("0" for a lost round, recorded but without a ledger posting). */
export const vendorCreditBodySchema = z.object({
  ...sessionFields,
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: gameCodeSchema,
  amount: decimalAmountSchema,
  /** true: the round is over (COMPLETED); no debit is accepted for it afterwards. */
  roundEnded: z.boolean(),
  /** Optional; when sent it must be the session's currency (else CURRENCY_MISMATCH). */
  currency: currencySchema.optional(),
});
export type VendorCreditBody = z.infer<typeof vendorCreditBodySchema>;

/** Undoes one debit (`rollbackOf`); `transactionId` is the rollback's own id. */
export const vendorRollbackBodySchema = z.object({
  ...sessionFields,
  transactionId: vendorIdSchema,
  rollbackOf: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: gameCodeSchema,
});
export type VendorRollbackBody = z.infer<typeof vendorRollbackBodySchema>;

/** The answer of debit, credit and rollback, identical on every replay of the same call. */
export const vendorMoneyValueSchema = z.object({
  /** The member's balance after this call (as it was then, on a replay). */
  balance: z.string(),
  transactionId: z.string(),
  /** Our ledger transaction id; null where nothing moved (a credit of 0, a tombstone). */
  reference: z.string().nullable(),
});
export type VendorMoneyValue = z.infer<typeof vendorMoneyValueSchema>;

/** INSUFFICIENT_FUNDS carries the member's current balance as its value. */
export const vendorInsufficientFundsValueSchema = z.object({ balance: z.string() });

export const VENDOR_TRANSACTION_KINDS = ['DEBIT', 'CREDIT', 'ROLLBACK', 'TOMBSTONE'] as const;
export type VendorTransactionKind = (typeof VENDOR_TRANSACTION_KINDS)[number];

/** OPEN while bets are placed; COMPLETED by a credit with roundEnded; CANCELLED when refunded. */
export const VENDOR_ROUND_STATUSES = ['OPEN', 'COMPLETED', 'CANCELLED'] as const;
export const vendorRoundStatusSchema = z.enum(VENDOR_ROUND_STATUSES);
export type VendorRoundStatus = z.infer<typeof vendorRoundStatusSchema>;

// --- Transfer mode: our server calls the vendor at `${api_url}${path}` (POST, JSON, signed) -------

/**
 * Paths under the vendor's api_url; the signed path is the full path at the vendor ('/api/transfer').
 * The vendor signs its answer the same way (the three headers on the response, over the request's
 * path and the answer's exact bytes); an unsigned answer counts as none (outcome UNKNOWN).
 */
export const VENDOR_API_PATHS = {
  transfer: '/transfer',
  transferStatus: '/transfer-status',
  balance: '/balance',
} as const;

export const TRANSFER_DIRECTIONS = ['IN', 'OUT'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** IN: money into the member's vendor sub-wallet; OUT: back to our main wallet. Idempotent by transferId. */
export const vendorTransferBodySchema = z.object({
  transferId: vendorIdSchema,
  playerId: ourTokenSchema,
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: decimalAmountSchema,
  currency: currencySchema,
});
export type VendorTransferBody = z.infer<typeof vendorTransferBodySchema>;
export const vendorTransferValueSchema = z.object({
  status: z.enum(['SUCCEEDED', 'FAILED']),
  /** The member's balance at the vendor after the transfer. */
  balance: z.string(),
});
export type VendorTransferValue = z.infer<typeof vendorTransferValueSchema>;

export const vendorTransferStatusBodySchema = z.object({ transferId: vendorIdSchema });
export type VendorTransferStatusBody = z.infer<typeof vendorTransferStatusBodySchema>;
export const vendorTransferStatusValueSchema = z.object({ status: z.enum(['SUCCEEDED', 'FAILED', 'NOT_FOUND']) });
export type VendorTransferStatusValue = z.infer<typeof vendorTransferStatusValueSchema>;

export const vendorPlayerBalanceBodySchema = z.object({ playerId: ourTokenSchema, currency: currencySchema });
export type VendorPlayerBalanceBody = z.infer<typeof vendorPlayerBalanceBodySchema>;
export const vendorPlayerBalanceValueSchema = z.object({ balance: z.string() });
export type VendorPlayerBalanceValue = z.infer<typeof vendorPlayerBalanceValueSchema>;

/**
 * Every answer, in both directions, is the envelope `{ success, code, message, value }`. A vendor's
 * answer to us is read with this looser shape (its `code` is the vendor's, not necessarily ours).
 */
export type VendorAnswer<T> = { success: boolean; code: string; message: string; value: T | null };
export function vendorAnswerSchema<T extends z.ZodType>(value: T): z.ZodType<VendorAnswer<z.output<T>>> {
  return z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value: value.nullable(),
  }) as unknown as z.ZodType<VendorAnswer<z.output<T>>>;
}
