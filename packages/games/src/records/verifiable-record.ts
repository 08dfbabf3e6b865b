import type { CrashOutcome, CrashParams } from '../crash/crash-rules';
import type { DiceOutcome, DiceParams } from '../dice/dice-rules';
import { hashServerSeed } from '../fair/seed-pair';
import type { Fairness, GameCode } from '../game-types';
import type { MinesOutcome, MinesParams } from '../mines/mines-rules';
import type { PlinkoOutcome, PlinkoParams } from '../plinko/plinko-rules';
import type { RouletteOutcome, RouletteParams } from '../roulette/roulette-rules';
import type { SlotOutcome, SlotParams } from '../slot/slot-rules';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * One finished round as a member downloads it and docs/verify-rounds.mjs checks it: one JSON
 * object a line. Amounts and multipliers' parts are decimal strings (JSON has no bigint); a
 * multiplier is {num, den} in lowest terms; stakes and payouts are minor units.
 */
export type VerifiableRecord = {
  game: GameCode;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: JsonObject;
  outcome: JsonObject;
};

/** A settled round as the engine returned it, with the fairness it was settled with. */
export type SettledRound =
  | { game: 'slot'; fairness: Fairness; params: SlotParams; outcome: SlotOutcome }
  | { game: 'roulette'; fairness: Fairness; params: RouletteParams; outcome: RouletteOutcome }
  | { game: 'dice'; fairness: Fairness; params: DiceParams; outcome: DiceOutcome }
  | { game: 'mines'; fairness: Fairness; params: MinesParams; outcome: MinesOutcome }
  | { game: 'plinko'; fairness: Fairness; params: PlinkoParams; outcome: PlinkoOutcome }
  | { game: 'crash'; fairness: Fairness; params: CrashParams; outcome: CrashOutcome };

/** bigint to decimal strings, everything else as it is. */
export function toJsonValue(value: unknown): JsonValue {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toJsonValue(v)]));
  return value as JsonValue;
}

/**
 * The record of a round whose server seed has been revealed (a rotated pair, or a crash round
 * that has ended). Mines records carry the member's picks and cash-out in params (minesParams).
 */
export function toVerifiableRecord(round: SettledRound): VerifiableRecord {
  return {
    game: round.game,
    serverSeed: round.fairness.serverSeed,
    serverSeedHash: hashServerSeed(round.fairness.serverSeed),
    clientSeed: round.fairness.clientSeed,
    nonce: round.fairness.nonce,
    params: toJsonValue(round.params) as JsonObject,
    outcome: toJsonValue(round.outcome) as JsonObject,
  };
}
