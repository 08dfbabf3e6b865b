import { z } from 'zod';

/**
 * The engines' outcomes as the play answers carry them (`outcome` of contracts/studio.ts, bigint
 * fields as decimal strings). Only what a page draws is read, and leniently (numbers or strings),
 * so that an extra field never breaks a game the server already settled.
 */
const integer = z.coerce.number().int();
const minor = z.union([z.string(), z.number()]).transform(String);

export const slotOutcomeSchema = z.object({
  grid: z.array(z.string().length(5)).length(3),
  lineWins: z.array(z.object({ line: integer, symbol: z.string(), count: integer, pays: integer })),
});
export type SlotWire = z.infer<typeof slotOutcomeSchema>;

export const rouletteOutcomeSchema = z.object({
  pocket: integer.min(0).max(36),
  betPayouts: z.array(minor).optional(),
});
export type RouletteWire = z.infer<typeof rouletteOutcomeSchema>;

export const diceOutcomeSchema = z.object({ roll: integer.min(0).max(9999), win: z.boolean() });
export type DiceWire = z.infer<typeof diceOutcomeSchema>;

export const minesOutcomeSchema = z.object({
  revealed: z.array(integer),
  /** Hidden (null or absent) while the round is open. */
  mineTiles: z.array(integer).nullish(),
  mines: integer.optional(),
});
export type MinesWire = z.infer<typeof minesOutcomeSchema>;

export const plinkoOutcomeSchema = z.object({
  path: z.string().regex(/^[LR]{8,16}$/),
  slot: integer,
  rows: integer.optional(),
  risk: z.enum(['low', 'medium', 'high']).optional(),
});
export type PlinkoWire = z.infer<typeof plinkoOutcomeSchema>;

/** The outcome in the engine's shape, or null (logged) when the server sent something else. */
export function readOutcome<T extends z.ZodType>(schema: T, outcome: unknown): z.infer<T> | null {
  const parsed = schema.safeParse(outcome);
  if (parsed.success) return parsed.data;
  console.error('A studio outcome does not have the shape this page draws', parsed.error);
  return null;
}
