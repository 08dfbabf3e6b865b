import { z } from 'zod';

/**
 * Integers the API takes land in PostgreSQL `integer` (int4) columns or comparisons: ids such as
 * nodeId, round numbers, sizes and counts. A value beyond the column's range must be refused as
 * the caller's mistake (400 `{field, rule: 'max'}`), never reach the database as a failed
 * statement. zod's int() already refuses what is not a safe integer (beyond 2^53).
 */
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/** An integer of an int4 column, from a JSON body. */
export const int4Schema = () => z.number().int().min(INT4_MIN).max(INT4_MAX);

/** An integer of an int4 column, from a query string or path segment (coerced from its text). */
export const queryInt4Schema = () => z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
