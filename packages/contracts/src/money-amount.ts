import { z } from 'zod';

/**
 * Money on the wire (DESIGN, money): decimal strings in major units of the merchant's one currency
 * ("125.50"), never JSON numbers. Inside the server every amount is a bigint of minor units; these
 * helpers are the only conversion, shared by web and server so both round the same way (never).
 */

// The conversions live in decimal-amount.ts, which has no zod; every existing import of them from
// here keeps working.
export * from './decimal-amount';

/** A non-negative decimal amount as a user or a client sends it: "125", "125.5", "125.50". */
export const decimalAmountSchema = z
  .string()
  .trim()
  .regex(/^(0|[1-9][0-9]{0,14})(\.[0-9]{1,3})?$/, 'decimal amount');

/** A signed decimal amount as the server sends movements: "-12.00". */
export const signedDecimalAmountSchema = z.string().regex(/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/);

/** Every retryable money call carries a client request id: its idempotency key (DESIGN, money). */
export const requestIdSchema = z.string().uuid();

/** Page query shared by the money lists: pageNo from 1, pageSize at most 100. */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });

/** One page of a list as pageOf describes it: the server builds every paginated answer with this. */
export function pageValue<T>(list: T[], totalCount: number, page: { pageNo: number; pageSize: number }) {
  return { list, pageNo: page.pageNo, totalPages: Math.ceil(totalCount / page.pageSize), totalCount };
}
