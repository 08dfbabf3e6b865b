import { type RawBuilder, sql } from 'kysely';

/** What other modules may know of transfers to vendors. */

/**
 * Milliseconds until the balance call's refresh (vendor-wallet-refresh.ts) finds something due for
 * the member (0 or less: due now; null: nothing can fall due until money moves or an integration
 * changes, both of which drop the cached wallet this goes with): the earliest of a transfer sub-wallet's next sync and an open
 * transfer's next check. Relative to the database's clock, so the server's own clock may differ.
 */
export function refreshDueInMsSql(merchantId: number, memberId: number, staleMs: number): RawBuilder<number | null> {
  return sql<number | null>`(select extract(epoch from least(
      (select min(coalesce(s.sync_attempted_at + make_interval(secs => ${Math.max(0, staleMs) / 1000}), now()))
        from vendor_sub_wallet s
        join game_vendor_integration g on g.merchant_id = s.merchant_id and g.vendor = s.vendor
        where s.merchant_id = ${merchantId} and s.member_id = ${memberId} and g.mode = 'TRANSFER' and g.enabled),
      (select min(next_check_at) from vendor_transfer
        where merchant_id = ${merchantId} and member_id = ${memberId} and status in ('PENDING', 'UNKNOWN'))
    ) - now()) * 1000)::float8`;
}
