import { z } from 'zod';
import { int4Schema } from './integer-range';
import { decimalAmountSchema, requestIdSchema } from './money-amount';

/**
 * The in-house crash game (studio engine 'crash'): one shared round for every
 * player of a brand, run by the server.
 *
 *   BETTING (CRASH_BETTING_MS) -> RUNNING (until the round's crash point) -> CRASHED
 *   (CRASH_PAUSE_MS, then the next round's BETTING)
 *
 * A bet is placed for the round in BETTING (one per member and round) and money leaves the wallet
 * at once (real play: the seamless wallet of vendor PGE; a trial launch: its play money). While the
 * round runs, a bet cashes out by hand (the server's clock decides the multiplier) or by its auto
 * cash-out; at the crash every bet still in loses. Multipliers are whole hundredths (250 = 2.50x);
 * the multiplier shown `t` ms into a round is floor(100 * e^(0.00006 t)) (packages/games
 * crash-rules.ts, crashMultiplierAt), so a page animates it from `startedAt` alone.
 *
 * Provably fair (docs/provably-fair.md, "Crash"): rounds take their seeds from a hash chain whose
 * commitment and salt are published (API.crashFairness). Round n uses serverSeed = its game hash,
 * clientSeed = the salt, nonce = n; its `previousHash` (SHA-256 of its game hash) is public before
 * the round, its `gameHash` once it has crashed.
 *
 * Live state reaches the page over the WebSocket of live-events.ts: after `ready` the page sends
 * `crash:subscribe` and gets a `crash` message with the whole state at once and after every change
 * (a phase, a bet, a cash-out). The HTTP calls below take the session (Bearer) and the launch id.
 */

export const CRASH_PHASES = ['BETTING', 'RUNNING', 'CRASHED'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** How long bets are taken before a round starts. */
export const CRASH_BETTING_MS = 5_000;
/** How long a crashed round stays on screen before the next betting window opens. */
export const CRASH_PAUSE_MS = 3_000;
/** Crash points of the last rounds in the state. */
export const CRASH_RECENT_ROUNDS = 20;
/** At most this many bets in the state (the largest stakes first); betCount counts them all. */
export const CRASH_BETS_SHOWN = 50;
/** Rounds in one history answer at most. */
export const CRASH_HISTORY_MAX = 100;

const hundredths = z.number().int().min(100);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const launchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
/** Epoch milliseconds of the server's clock. */
const instant = z.number().int().min(0);

/** A bet as every player sees it: the player's name masked, the auto cash-out kept private. */
export const crashPublicBetSchema = z.object({
  player: z.string(),
  stake: z.string(),
  /** Hundredths, once the bet has cashed out (by hand or by its auto cash-out). */
  cashedOutAt: hundredths.nullable(),
  payout: z.string().nullable(),
});
export type CrashPublicBet = z.infer<typeof crashPublicBetSchema>;

export const crashStateSchema = z.object({
  roundNumber: z.number().int().min(1),
  phase: z.enum(CRASH_PHASES),
  /** The server's clock when the state was read: a page takes its clock offset from it. */
  serverTime: instant,
  bettingEndsAt: instant,
  /** Set once RUNNING: the multiplier at time T is crashMultiplierAt(T - startedAt). */
  startedAt: instant.nullable(),
  crashedAt: instant.nullable(),
  /** Only once CRASHED. */
  crashPoint: hundredths.nullable(),
  /** The round's server seed, only once CRASHED. */
  gameHash: hex64.nullable(),
  /** SHA-256 of the round's game hash: the previous round's game hash (or the chain's commitment). */
  previousHash: hex64,
  /** Crashed rounds, newest first. */
  recent: z.array(z.object({ roundNumber: z.number().int(), crashPoint: hundredths })),
  /** Real-money bets of the round (trial bets are play money and not listed). */
  bets: z.array(crashPublicBetSchema),
  betCount: z.number().int().min(0),
});
export type CrashState = z.infer<typeof crashStateSchema>;

export const CRASH_BET_STATUSES = ['PENDING', 'PLACED', 'CASHED_OUT', 'LOST', 'REFUNDED'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/** The caller's own bet in a round. */
export const crashMyBetSchema = z.object({
  roundNumber: z.number().int().min(1),
  /** PENDING: taken, the wallet not answered yet; REFUNDED: the round ended before it was (money back). */
  status: z.enum(CRASH_BET_STATUSES),
  stake: z.string(),
  autoCashOut: hundredths.nullable(),
  cashedOutAt: hundredths.nullable(),
  payout: z.string().nullable(),
  trial: z.boolean(),
});
export type CrashMyBet = z.infer<typeof crashMyBetSchema>;

/** POST API.crashBet: a bet on the round now in BETTING. */
export const crashBetBodySchema = z.object({
  launchId: launchIdSchema,
  requestId: requestIdSchema,
  stake: decimalAmountSchema,
  /** Hundredths (101 = 1.01x up to the max win), or null to cash out by hand only. */
  autoCashOut: z.number().int().min(101).max(1_000_000).nullable(),
});
export type CrashBetBody = z.infer<typeof crashBetBodySchema>;

/** POST API.crashCashOut: cash out the caller's bet of a running round now. */
export const crashCashOutBodySchema = z.object({
  launchId: launchIdSchema,
  roundNumber: int4Schema().min(1),
});

/** Answer of a bet and a cash-out: the bet as it stands and the balance after (play money in a trial). */
export const crashBetValueSchema = z.object({ bet: crashMyBetSchema, balance: z.string() });
export type CrashBetValue = z.infer<typeof crashBetValueSchema>;

export const crashLaunchQuerySchema = z.object({ launchId: launchIdSchema });

/** GET API.crashState: what a page needs on opening (or after a lost socket). */
export const crashStateValueSchema = z.object({
  /** Null until the brand's first round opens. */
  state: crashStateSchema.nullable(),
  /** The caller's bet in the round shown, if any. */
  myBet: crashMyBetSchema.nullable(),
  balance: z.string(),
});
export type CrashStateValue = z.infer<typeof crashStateValueSchema>;

/** GET API.crashHistory: crashed rounds, newest first, with everything to verify them. */
export const crashHistoryQuerySchema = z.object({
  launchId: launchIdSchema,
  limit: z.coerce.number().int().min(1).max(CRASH_HISTORY_MAX).default(20),
});
export const crashHistoryRoundSchema = z.object({
  roundNumber: z.number().int().min(1),
  crashPoint: hundredths,
  gameHash: hex64,
  previousHash: hex64,
  salt: z.string(),
  /** The commitment of the round's chain. */
  commitment: hex64,
  crashedAt: instant,
});
export type CrashHistoryRound = z.infer<typeof crashHistoryRoundSchema>;
export const crashHistoryValueSchema = z.object({ rounds: z.array(crashHistoryRoundSchema) });

/** GET API.crashFairness: the chain the current rounds come from. */
export const crashFairnessValueSchema = z.object({
  commitment: hex64,
  salt: z.string(),
  /** Rounds in the chain; a new chain (and commitment) follows the last one. */
  chainLength: z.number().int().min(1),
  /** When the commitment was made (ISO). */
  committedAt: z.string(),
});
export type CrashFairness = z.infer<typeof crashFairnessValueSchema>;
