import { parseDecimalAmount } from '@platform/contracts/money-amount';
import type { StudioInstantEngine } from '@platform/contracts/studio';
import { settleDice } from '@platform/games/dice/dice-engine';
import { checkDiceBet } from '@platform/games/dice/dice-rules';
import type { BetLimits, Fairness } from '@platform/games/game-types';
import { startMines } from '@platform/games/mines/mines-engine';
import {
  checkMinesCount,
  type MinesRound,
  type MinesStatus,
  minesOutcome,
  minesParams,
} from '@platform/games/mines/mines-rules';
import { checkStake } from '@platform/games/money/bet-limits';
import type { Multiplier } from '@platform/games/money/multiplier';
import { settlePlinko } from '@platform/games/plinko/plinko-engine';
import { checkPlinkoBet, type PlinkoRisk } from '@platform/games/plinko/plinko-rules';
import {
  type JsonObject,
  type SettledRound,
  toJsonValue,
  toVerifiableRecord,
} from '@platform/games/records/verifiable-record';
import { settleRoulette } from '@platform/games/roulette/roulette-engine';
import { checkRouletteBets, type RouletteBet, totalStake } from '@platform/games/roulette/roulette-rules';
import { settleSlot } from '@platform/games/slot/slot-engine';
import { ApiError } from '../../http/envelope';
import type { Drawn } from './studio-round-repository';

/**
 * The studio's games as the server plays them. Parameters travel and rest as JSON (minor units as
 * decimal strings: the engines' bigints); each game turns a request body into them, refuses what its
 * engine would refuse before anything is drawn, and settles them with a bet's fairness.
 */

export type SettledInstant = {
  /** The engine's outcome, JSON. */
  outcome: JsonObject;
  multiplier: Multiplier;
  payout: bigint;
  /** {params, outcome} of the verifiable record (the seeds come from the pair on export). */
  record: JsonObject;
};

export type InstantGame = {
  /** The field a refused bet names (VALIDATION_FAILED). */
  ruleField: string;
  paramsOf(body: Record<string, unknown>, digits: number): JsonObject;
  /** Refuses (GameRuleError) exactly what the engine will refuse. */
  check(params: JsonObject, limits: BetLimits): void;
  stakeOf(params: JsonObject): bigint;
  settle(params: JsonObject, fairness: Fairness): SettledInstant;
};

function invalid(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

/** A stake in the brand's currency: more decimals than it has are refused, never rounded. */
function minor(text: unknown, digits: number, field: string): string {
  const amount = typeof text === 'string' ? parseDecimalAmount(text, digits) : null;
  if (amount === null) throw invalid(field, 'currency_digits');
  return amount.toString();
}

const big = (value: unknown) => BigInt(value as string);

/**
 * The bet was checked against the limits when it was asked for; the draw must not refuse it later
 * (a brand changing its limits meanwhile) once its stake is taken.
 */
const accepted = (stake: bigint): { limits: BetLimits } => ({ limits: { minStake: stake, maxStake: stake } });

function recordOf(round: SettledRound): JsonObject {
  const record = toVerifiableRecord(round);
  return { params: record.params, outcome: record.outcome };
}

type Outcome = { multiplier: Multiplier; payout: bigint };
function settled(round: SettledRound & { outcome: Outcome }): SettledInstant {
  return {
    outcome: toJsonValue(round.outcome) as JsonObject,
    multiplier: round.outcome.multiplier,
    payout: round.outcome.payout,
    record: recordOf(round),
  };
}

const slot: InstantGame = {
  ruleField: 'body.stake',
  paramsOf: (body, digits) => ({ stake: minor(body.stake, digits, 'body.stake') }),
  check: (p, limits) => checkStake(big(p.stake), limits),
  stakeOf: (p) => big(p.stake),
  settle(p, fairness) {
    const params = { stake: big(p.stake) };
    return settled({ game: 'slot', fairness, params, outcome: settleSlot(params, fairness, accepted(params.stake)) });
  },
};

type DiceJson = { stake: string; direction: 'under' | 'over'; target: number };
const dice: InstantGame = {
  ruleField: 'body.target',
  paramsOf: (body, digits) => ({
    stake: minor(body.stake, digits, 'body.stake'),
    direction: body.direction as string,
    target: body.target as number,
  }),
  check(p, limits) {
    const { direction, target } = p as DiceJson;
    checkDiceBet(direction, target);
    checkStake(big(p.stake), limits);
  },
  stakeOf: (p) => big(p.stake),
  settle(p, fairness) {
    const { direction, target } = p as DiceJson;
    const params = { stake: big(p.stake), direction, target };
    return settled({ game: 'dice', fairness, params, outcome: settleDice(params, fairness, accepted(params.stake)) });
  },
};

type PlinkoJson = { stake: string; rows: number; risk: PlinkoRisk };
const plinko: InstantGame = {
  ruleField: 'body.rows',
  paramsOf: (body, digits) => ({
    stake: minor(body.stake, digits, 'body.stake'),
    rows: body.rows as number,
    risk: body.risk as string,
  }),
  check(p, limits) {
    const { rows, risk } = p as PlinkoJson;
    checkPlinkoBet(rows, risk);
    checkStake(big(p.stake), limits);
  },
  stakeOf: (p) => big(p.stake),
  settle(p, fairness) {
    const { rows, risk } = p as PlinkoJson;
    const params = { stake: big(p.stake), rows, risk };
    return settled({
      game: 'plinko',
      fairness,
      params,
      outcome: settlePlinko(params, fairness, accepted(params.stake)),
    });
  },
};

type BetJson = { kind: string; numbers: number[]; stake: string };
const rouletteBets = (p: JsonObject): RouletteBet[] =>
  (p.bets as BetJson[]).map((bet) => ({
    kind: bet.kind as RouletteBet['kind'],
    numbers: bet.numbers,
    stake: big(bet.stake),
  }));
const roulette: InstantGame = {
  ruleField: 'body.bets',
  paramsOf: (body, digits) => ({
    bets: (body.bets as BetJson[]).map((bet, i) => ({
      kind: bet.kind,
      numbers: bet.numbers,
      stake: minor(bet.stake, digits, `body.bets.${i}.stake`),
    })),
  }),
  check(p, limits) {
    const bets = rouletteBets(p);
    checkRouletteBets(bets);
    checkStake(totalStake(bets), limits);
  },
  stakeOf: (p) => totalStake(rouletteBets(p)),
  settle(p, fairness) {
    const params = { bets: rouletteBets(p) };
    const outcome = settleRoulette(params, fairness, accepted(totalStake(params.bets)));
    return settled({ game: 'roulette', fairness, params, outcome });
  },
};

export const INSTANT_GAMES: Record<StudioInstantEngine, InstantGame> = { slot, dice, plinko, roulette };

// --- Mines: a round spans calls; its whole state (mine tiles too) rests as JSON on the server. ---

export const MINES_RULE_FIELD = 'body.mines';

export function minesParamsOf(body: { stake: string; mines: number }, digits: number): JsonObject {
  return { stake: minor(body.stake, digits, 'body.stake'), mines: body.mines };
}

export function checkMinesBet(p: JsonObject, limits: BetLimits): void {
  checkMinesCount(p.mines as number);
  checkStake(big(p.stake), limits);
}

export function drawMines(p: JsonObject, fairness: Fairness): MinesRound {
  const stake = big(p.stake);
  return startMines({ stake, mines: p.mines as number }, fairness, accepted(stake));
}

export const minesToJson = (round: MinesRound): JsonObject => toJsonValue(round) as JsonObject;

export function minesFromJson(state: JsonObject): MinesRound {
  const m = state.multiplier as { num: string; den: string };
  return {
    mines: state.mines as number,
    stake: big(state.stake),
    mineTiles: state.mineTiles as number[],
    revealed: state.revealed as number[],
    status: state.status as MinesStatus,
    multiplier: { num: big(m.num), den: big(m.den) },
    payout: big(state.payout),
  };
}

/**
 * {params, outcome} of an ended mines round's verifiable record: its picks and whether it cashed
 * out, and the outcome they lead to (what toVerifiableRecord holds; the seeds join on export). A
 * round abandoned before any pick never ended in a way the engine replays: no record.
 */
export function minesRecord(round: MinesRound): JsonObject | null {
  if (round.status === 'playing') return null;
  return {
    params: toJsonValue(minesParams(round)) as JsonObject,
    outcome: toJsonValue(minesOutcome(round)) as JsonObject,
  };
}

/** Draws a round from its parameters with a bet's fairness: its next status and what to store. */
export type Drawer = (params: JsonObject, fairness: Fairness) => { status: 'SETTLING' | 'PLAYING'; drawn: Drawn };

/** How a round of `engine` is drawn: an instant game is decided at once, a mines round starts. */
export function drawerOf(engine: StudioInstantEngine | 'mines'): Drawer {
  if (engine === 'mines') {
    return (params, fairness) => ({ status: 'PLAYING', drawn: { state: minesToJson(drawMines(params, fairness)) } });
  }
  const game = INSTANT_GAMES[engine];
  return (params, fairness) => {
    const settled = game.settle(params, fairness);
    return { status: 'SETTLING', drawn: { state: settled.outcome, record: settled.record, payout: settled.payout } };
  };
}
