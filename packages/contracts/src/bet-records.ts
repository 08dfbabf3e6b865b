import { z } from 'zod';
import { GAME_CATEGORIES, languageSchema } from './lobby';
import { pageOf, pageQuerySchema } from './money-amount';
import { recordRangeQuerySchema } from './records';
import { VENDOR_ROUND_STATUSES } from './vendor-wallet';

/**
 * The betting record (spec 2.9 personalHistoryCopy): the member's own game rounds
 * at every vendor, newest first, over a range of calendar days in the member's time zone (the same
 * range rules as the other records: records.ts, at most RECORD_MAX_DAYS days), optionally of one
 * game type (the lobby's categories) and one vendor. One row per round (`vendor_round`).
 *
 * Fairness data of an in-house (PGE) round comes from the round's `detail`, which the in-house
 * studio writes when it settles a round (the `detail` of the wallet's credit). The contract with
 * the studio, read by the betting record:
 *
 *   detail = {
 *     serverSeedHash: string,   // the SHA-256 commitment shown before the bet; always shown
 *     clientSeed: string,
 *     nonce: number,            // integer >= 0
 *     seedRevealed?: boolean,   // true once the pair was rotated (or the crash round ended)
 *     serverSeed?: string,      // only meaningful with seedRevealed: true
 *     ...                       // anything else (game, params, outcome) is not read here
 *   }
 *
 * The server seed is sent ONLY when `seedRevealed` is true: a seed still in use would let the
 * member predict the next outcomes. When the studio rotates a member's pair, it must mark every
 * round played with it, e.g. `update vendor_round set detail = detail || {"serverSeed": s,
 * "seedRevealed": true} where merchant_id = m and member_id = p and vendor = 'PGE' and
 * detail->>'serverSeedHash' = hash(s)`. Rounds of other vendors never carry fairness data.
 */
export const BET_RECORD_GAME_TYPES = ['ALL', ...GAME_CATEGORIES] as const;
export type BetRecordGameType = (typeof BET_RECORD_GAME_TYPES)[number];

export const betRecordsQuerySchema = pageQuerySchema.merge(recordRangeQuerySchema).extend({
  /** A lobby category; ESPORTS and SPORTS split the catalogue's SPORTS games as the lobby does. */
  gameType: z.enum(BET_RECORD_GAME_TYPES).default('ALL'),
  /** A vendor (vassalage) code; absent for every vendor. */
  vendor: z
    .string()
    .regex(/^[A-Z0-9_]{1,64}$/)
    .optional(),
  /** The page's language: game and vendor names come in it where the catalogue has them. */
  language: languageSchema,
});
export type BetRecordsQuery = z.input<typeof betRecordsQuerySchema>;

/** What verifies an in-house round (docs/provably-fair.md). */
export const betFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  /** Null until the seed pair is rotated: the commitment alone until then. */
  serverSeed: z.string().nullable(),
});
export type BetFairness = z.infer<typeof betFairnessSchema>;

/** The `detail` keys the betting record reads (see above); anything else in detail is ignored. */
export const roundFairnessDetailSchema = z.object({
  serverSeedHash: z.string().min(1).max(128),
  clientSeed: z.string().min(1).max(128),
  nonce: z.number().int().min(0),
  seedRevealed: z.boolean().optional(),
  serverSeed: z.string().min(1).max(128).optional(),
});

export const betRecordSchema = z.object({
  /** Our id of the round row (unique, stable). */
  id: z.string(),
  /** The vendor's round id. */
  roundId: z.string(),
  /** When the round opened (first bet), ISO instant; the range filters on it. */
  time: z.string(),
  /** When it completed or was cancelled; null while open. */
  closedAt: z.string().nullable(),
  vendor: z.object({ code: z.string(), name: z.string() }),
  game: z.object({
    code: z.string(),
    /** The catalogue's display name, the game code when the catalogue does not name it. */
    name: z.string(),
    /** The lobby category, null when the game is not in the catalogue. */
    gameType: z.enum(GAME_CATEGORIES).nullable(),
  }),
  /** Stakes standing: bets placed minus bets rolled back or refunded. */
  stake: z.string(),
  /** Bets rolled back or refunded (a cancelled round: all of them). */
  refunded: z.string(),
  win: z.string(),
  /** win - stake: what the round added to (or took from) the member's wallet. */
  profit: z.string(),
  status: z.enum(VENDOR_ROUND_STATUSES),
  /** In-house rounds only. */
  fairness: betFairnessSchema.nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  count: z.number().int(),
  stake: z.string(),
  win: z.string(),
  profit: z.string(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

/** A page of rounds and the totals of every round the filter selects. */
export const betRecordsValueSchema = pageOf(betRecordSchema).extend({ totals: betTotalsSchema });
export type BetRecordsValue = z.infer<typeof betRecordsValueSchema>;
