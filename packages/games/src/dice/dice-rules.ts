import { GameRuleError } from '../game-rule-error';
import { DEFAULT_LIMITS, type GameInfo } from '../game-types';
import { type Multiplier, multiplier, NO_WIN, payoutFor } from '../money/multiplier';

/**
 * Dice: a roll of 0.00-99.99 (10,000 equally likely outcomes, kept as hundredths 0-9999) under or
 * over a target. Display-safe (no node:crypto).
 */
export const DICE_GAME: GameInfo = {
  code: 'dice',
  name: 'Dice',
  gameType: 'MINI',
  declaredRtpPercent: 99,
  // The smallest win chance, 0.10%, pays 99 / 0.1 = 990x.
  maxWinMultiplier: 990,
  defaultLimits: DEFAULT_LIMITS,
};

export const DICE_OUTCOMES = 10_000;
/** Win chances from 0.10% to 98.00%, in outcomes of 10,000. */
export const MIN_WINNING_OUTCOMES = 10;
export const MAX_WINNING_OUTCOMES = 9_800;
const RETURN_NUM = 99n;
const RETURN_DEN = 100n;

export type DiceDirection = 'under' | 'over';
/** target in hundredths: 'under' 50.00 wins on rolls 0.00-49.99, 'over' 50.00 on 50.01-99.99. */
export type DiceParams = { stake: bigint; direction: DiceDirection; target: number };
export type DiceOutcome = { roll: number; win: boolean; multiplier: Multiplier; payout: bigint };

/** How many of the 10,000 rolls win. */
export function winningOutcomes(direction: DiceDirection, target: number): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

export function checkDiceBet(direction: DiceDirection, target: number): void {
  const wins = winningOutcomes(direction, target);
  if (
    (direction !== 'under' && direction !== 'over') ||
    !Number.isInteger(target) ||
    wins < MIN_WINNING_OUTCOMES ||
    wins > MAX_WINNING_OUTCOMES
  )
    throw new GameRuleError('INVALID_BET', 'the win chance must be 0.10%-98.00%');
}

/**
 * What a winning roll pays: 99% over the win chance, (99/100) * 10000 / wins, kept exact, so that
 * every target returns exactly 99% of the stake on average (before rounding the payout down to
 * a minor unit).
 */
export function diceMultiplier(direction: DiceDirection, target: number): Multiplier {
  return multiplier(RETURN_NUM * BigInt(DICE_OUTCOMES), RETURN_DEN * BigInt(winningOutcomes(direction, target)));
}

export function diceWins(roll: number, direction: DiceDirection, target: number): boolean {
  return direction === 'under' ? roll < target : roll > target;
}

export function diceOutcome(roll: number, params: DiceParams): DiceOutcome {
  const win = diceWins(roll, params.direction, params.target);
  const m = win ? diceMultiplier(params.direction, params.target) : NO_WIN;
  return { roll, win, multiplier: m, payout: payoutFor(params.stake, m) };
}

/** "42.07" for 4207. */
export function formatRoll(roll: number): string {
  return `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`;
}
