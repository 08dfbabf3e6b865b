import {
  DICE_OUTCOMES,
  type DiceDirection,
  MAX_WINNING_OUTCOMES,
  MIN_WINNING_OUTCOMES,
} from '@platform/games/dice/dice-rules';

/** The targets (hundredths) the rules allow for a direction: win chances 0.10%-98.00%. */
export function targetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: MIN_WINNING_OUTCOMES, max: MAX_WINNING_OUTCOMES }
    : { min: DICE_OUTCOMES - 1 - MAX_WINNING_OUTCOMES, max: DICE_OUTCOMES - 1 - MIN_WINNING_OUTCOMES };
}

/** The same win chance the other way round: under 50.00 (5000 wins) is over 49.99. */
export function flipTarget(target: number): number {
  return DICE_OUTCOMES - 1 - target;
}

/** A typed target ("49.5", "49.50") in hundredths, or null when it is not one. */
export function parseTarget(text: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "12.34%" for 1234 winning outcomes of 10,000. */
export function chanceLabel(wins: number): string {
  return `${Math.floor(wins / 100)}.${String(wins % 100).padStart(2, '0')}%`;
}
