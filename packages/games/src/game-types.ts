/** The in-house studio's games (vendor code PGE). The code is what a verifiable record names. */
export type GameCode = 'slot' | 'roulette' | 'dice' | 'mines' | 'plinko' | 'crash';

/**
 * The inputs of one provably fair round: outcome bytes are HMAC_SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${round}`), see fair/fair-source.ts.
 */
export type Fairness = { serverSeed: string; clientSeed: string; nonce: number };

/** Stake limits in minor units of the merchant's currency; each merchant may override a game's defaults. */
export type BetLimits = { minStake: bigint; maxStake: bigint };

export type SettleOptions = { limits?: BetLimits };

export type GameInfo = {
  code: GameCode;
  name: string;
  /** The lobby's game type for the card. */
  gameType: 'RNG' | 'TABLE' | 'MINI' | 'CRASH';
  /** Return to player in percent, as shown to members; the tests prove each figure. */
  declaredRtpPercent: number;
  /** No round ever pays more than this multiple of its stake. */
  maxWinMultiplier: number;
  defaultLimits: BetLimits;
};

/** Shared defaults: 0.10 to 1,000.00 in a two-digit currency. */
export const DEFAULT_LIMITS: BetLimits = { minStake: 10n, maxStake: 100_000n };
