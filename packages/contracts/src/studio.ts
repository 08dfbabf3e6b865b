import { z } from 'zod';
import { decimalAmountSchema, requestIdSchema } from './money-amount';

/**
 * The in-house studio (vendor code PGE): the calls its game pages make. Every
 * call needs the member's session (Bearer) AND the game's launch id (from /wps/game/launchGame,
 * which for PGE games answers the web page `STUDIO_PAGE_PATH/<engine>?launch=<launchId>`): the
 * launch fixes the game, real or trial money, and the language. Real rounds move money through
 * the same seamless wallet service a third-party vendor uses (vendor PGE); trial rounds use play
 * money kept per launch and never touch the ledger.
 *
 * Provably fair: one seed pair per member and brand, shared by every studio game. The server seed
 * is shown only as its SHA-256 hash until the member rotates the pair; the nonce goes up by one
 * per bet. A round's outcome is HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), see
 * docs/provably-fair.md and packages/games.
 */

/** The engines of packages/games (GameCode there). */
export const STUDIO_ENGINES = ['slot', 'roulette', 'dice', 'mines', 'plinko', 'crash'] as const;
export type StudioEngine = (typeof STUDIO_ENGINES)[number];

/** The engines played one call a round (API.studioPlay's `:engine`); mines spans calls, crash is shared. */
export const STUDIO_INSTANT_ENGINES = ['slot', 'roulette', 'dice', 'plinko'] as const;
export type StudioInstantEngine = (typeof STUDIO_INSTANT_ENGINES)[number];

/** The studio's vendor code (the catalogue's vassalage and the seamless wallet's vendor). */
export const STUDIO_VENDOR = 'PGE';

/**
 * Which engine plays each catalogue game of the studio (by game code). A PGE game not listed has no
 * engine: its launch is refused GAME_MAINTENANCE.
 */
export const STUDIO_GAME_ENGINES: Readonly<Record<string, StudioEngine>> = {
  pge_fortune_dragon: 'slot',
  pge_golden_pharaoh: 'slot',
  pge_desert_oasis: 'slot',
  pge_lucky_lanterns: 'slot',
  pge_sultans_gems: 'slot',
  pge_roulette: 'roulette',
  pge_dice: 'dice',
  pge_mines: 'mines',
  pge_plinko: 'plinko',
  pge_crash: 'crash',
};

export function studioEngineOf(gameCode: string): StudioEngine | undefined {
  return Object.hasOwn(STUDIO_GAME_ENGINES, gameCode) ? STUDIO_GAME_ENGINES[gameCode] : undefined;
}

/** The web route of a studio game page (framed by the game popup): `/studio/slot?launch=...`. */
export const STUDIO_PAGE_PATH = '/studio';
/** Play money a trial launch starts with, in major units of the brand's currency. */
export const STUDIO_TRIAL_BALANCE = '1000.00';

const launchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
export const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,64}$/, 'client seed: 1-64 printable characters');

/** What the member sees of the active seed pair. */
export const studioFairnessSchema = z.object({
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int().min(0),
});
export type StudioFairness = z.infer<typeof studioFairnessSchema>;

/** The fairness inputs one round used (the server seed only once its pair was rotated). */
export const roundFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  serverSeed: z.string().nullable(),
});

/** An exact payout multiplier as decimal strings of a reduced fraction ("99" / "50" = 1.98x). */
export const multiplierSchema = z.object({ num: z.string(), den: z.string() });

/** Every play answer: the round as settled so far, the balance after it, the next nonce. */
export const studioRoundValueSchema = z.object({
  roundId: z.string(),
  engine: z.enum(STUDIO_ENGINES),
  /** 'OPEN' only for a mines round still being played. */
  status: z.enum(['OPEN', 'COMPLETED', 'CANCELLED']),
  stake: z.string(),
  payout: z.string(),
  multiplier: multiplierSchema,
  /** The engine's outcome, bigint fields as strings (e.g. slot grid and line wins, roulette pocket). */
  outcome: z.record(z.string(), z.unknown()),
  fairness: roundFairnessSchema,
  balance: z.string(),
  next: studioFairnessSchema,
});
export type StudioRound = z.infer<typeof studioRoundValueSchema>;

/** POST API.studioSession: opens (or re-opens) the game page's session for a launch. */
export const studioSessionBodySchema = z.object({ launchId: launchIdSchema });
export const studioSessionValueSchema = z.object({
  engine: z.enum(STUDIO_ENGINES),
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.number().int(),
  trial: z.boolean(),
  language: z.enum(['ar', 'en']),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Real cash, or the launch's play money in a trial. */
  balance: z.string(),
  limits: z.object({ minStake: z.string(), maxStake: z.string() }),
  maxWinMultiplier: z.number(),
  declaredRtpPercent: z.number(),
  fairness: studioFairnessSchema,
  /**
   * The member's mines round still being played (this launch's money: real, or this trial), to
   * resume it; null when none. Absent for the other engines.
   */
  openRound: studioRoundValueSchema.nullable().optional(),
});
export type StudioSession = z.infer<typeof studioSessionValueSchema>;

/** POST API.studioClientSeed. */
export const studioClientSeedBodySchema = z.object({ launchId: launchIdSchema, clientSeed: clientSeedSchema });
/** POST API.studioRotateSeed: reveals the old server seed, commits a new one, nonce back to 0. */
export const studioRotateSeedBodySchema = z.object({ launchId: launchIdSchema });
export const studioRotateSeedValueSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonceCount: z.number(),
  }),
  next: studioFairnessSchema,
});
/**
 * The answer to API.studioClientSeed: a new client seed always rotates the pair (docs/provably-fair.md),
 * so the member can verify every earlier bet at once.
 */
export const studioClientSeedValueSchema = studioRotateSeedValueSchema;

const playBase = { launchId: launchIdSchema, requestId: requestIdSchema };
const stakeSchema = decimalAmountSchema;

/** Bodies of the instant games (API.studioPlay with :engine). */
export const slotPlayBodySchema = z.object({ ...playBase, stake: stakeSchema });
export const dicePlayBodySchema = z.object({
  ...playBase,
  stake: stakeSchema,
  direction: z.enum(['under', 'over']),
  /** Hundredths, 0-9999 (the rules of packages/games dice decide which targets are allowed). */
  target: z.number().int().min(0).max(9999),
});
export const plinkoPlayBodySchema = z.object({
  ...playBase,
  stake: stakeSchema,
  rows: z.number().int().min(8).max(16),
  risk: z.enum(['low', 'medium', 'high']),
});
export const roulettePlayBodySchema = z.object({
  ...playBase,
  bets: z
    .array(
      z.object({
        kind: z.string().min(1).max(16),
        numbers: z.array(z.number().int().min(0).max(36)).min(1).max(18),
        stake: stakeSchema,
      }),
    )
    .min(1)
    .max(100),
});
/** Mines: a round spans calls: start (the bet), reveal tiles, cash out. */
export const minesStartBodySchema = z.object({
  ...playBase,
  stake: stakeSchema,
  mines: z.number().int().min(1).max(24),
});
export const minesRevealBodySchema = z.object({
  launchId: launchIdSchema,
  roundId: z.string().uuid(),
  tile: z.number().int().min(0).max(24),
});
export const minesCashOutBodySchema = z.object({ launchId: launchIdSchema, roundId: z.string().uuid() });

/**
 * GET API.studioRoundsExport: the member's real rounds whose seed pair was rotated, oldest first,
 * one docs/verify-rounds.mjs record (packages/games records/verifiable-record.ts) a line, as
 * `application/x-ndjson` (the most recent `limit` of them). Needs the member's session only.
 */
export const STUDIO_EXPORT_MAX = 20_000;
export const studioRoundsExportQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(STUDIO_EXPORT_MAX).default(10_000),
});
