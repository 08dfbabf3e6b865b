import { type RawBuilder, sql } from 'kysely';

/**
 * What other modules may know of vendors' rounds. The largest win over stake of one of the
 * member's rounds opened within the last `recentHours` (numeric as text, two decimals; null when
 * no round had a stake), as an expression for a row of the caller's statement.
 */
export function biggestWinMultipleSql(
  merchantId: number,
  memberId: RawBuilder<number>,
  recentHours: number,
): RawBuilder<string | null> {
  return sql<string | null>`(select round(max(total_win::numeric / total_bet), 2)::text
    from vendor_round
    where merchant_id = ${merchantId} and member_id = ${memberId} and total_bet > 0
      and opened_at >= now() - make_interval(hours => ${recentHours}))`;
}
